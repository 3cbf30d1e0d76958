import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { answerChat, type ChatServices } from "../../services/chat/mod.ts";
import { AppError } from "../../services/errors.ts";
import { searchChunks, visibilityOf } from "../../services/retrieval/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import { callerOf } from "../middleware/auth.ts";
import type * as routes from "./routes.ts";

/** The chat's services: the caller's data, and the retrieval corpus as the caller sees it. */
const servicesOf = (c: Context<AppEnv>): ChatServices => {
  const { db, ai, clock, embedder } = c.get("deps");
  const principal = c.get("principal");
  return {
    db,
    ai,
    clock,
    principal,
    extra: async (question) =>
      (await searchChunks({ db, ai, clock, embedder }, visibilityOf(principal), question, 3))
        .map((chunk) => ({
          text: chunk.text,
          source: {
            kind: "document" as const,
            id: chunk.document_id,
            title: chunk.title,
            span: { start: chunk.start, end: chunk.end },
          },
        })),
  };
};

/** The provider failing is the provider's outage (503), not a fault of the request. */
const unavailable = (err: unknown) =>
  err instanceof AppError ? err : new AppError(
    "unavailable",
    "the AI provider did not answer; retry shortly",
    {},
    { headers: { "Retry-After": "5" } },
  );

const idOf = () => `chatcmpl-${crypto.randomUUID()}`;

export const chat: AppRouteHandler<typeof routes.chat> = async (c) => {
  const { messages, max_tokens } = c.req.valid("json");
  const { ai, clock } = c.get("deps");
  const answer = await answerChat(servicesOf(c), messages, {
    maxTokens: max_tokens,
    signal: c.req.raw.signal,
  }).catch((err) => {
    throw unavailable(err);
  });
  return c.json(
    envelope(c, {
      id: idOf(),
      object: "chat.completion" as const,
      created: Math.floor(clock().getTime() / 1000),
      model: ai.name,
      choices: [{
        index: 0,
        message: { role: "assistant" as const, content: answer.completion.text },
        finish_reason: "stop" as const,
      }],
      citations: answer.citations,
      usage: { cost_usd: answer.completion.cost_usd },
    }),
    200,
  );
};

/**
 * The answer as `chat.completion.chunk`s: the role first, then each piece as the provider
 * writes it, then the finish with the citations, then `[DONE]`. A client that goes away aborts
 * the generation (and the provider's request with it).
 */
export const chatStream: AppRouteHandler<typeof routes.chatStream> = (c) => {
  const { messages, max_tokens } = c.req.valid("json");
  const { ai, clock, logger } = c.get("deps");
  const services = servicesOf(c);
  const id = idOf();
  const created = Math.floor(clock().getTime() / 1000);
  return streamSSE(c, async (s) => {
    const stop = new AbortController();
    s.onAbort(() => stop.abort());
    const chunk = (delta: Record<string, string>, finish: "stop" | null = null, extra = {}) =>
      s.writeSSE({
        data: JSON.stringify({
          id,
          object: "chat.completion.chunk",
          created,
          model: ai.name,
          choices: [{ index: 0, delta, finish_reason: finish }],
          ...extra,
        }),
      });
    try {
      await chunk({ role: "assistant" });
      const answer = await answerChat(services, messages, {
        onDelta: (content) => chunk({ content }),
        signal: stop.signal,
        maxTokens: max_tokens,
      });
      await chunk({}, "stop", {
        citations: answer.citations,
        usage: { cost_usd: answer.completion.cost_usd },
      });
    } catch (err) {
      if (stop.signal.aborted) return;
      logger.warn("chat stream failed", { error: String(err) });
      const error = unavailable(err);
      await s.writeSSE({
        data: JSON.stringify({ error: { code: "SERVICE_UNAVAILABLE", message: error.message } }),
      });
    }
    if (!stop.signal.aborted) await s.writeSSE({ data: "[DONE]" });
  });
};

export const capabilities: AppRouteHandler<typeof routes.capabilities> = (c) => {
  const { ai, embedder } = c.get("deps");
  return c.json(
    envelope(c, {
      provider: ai.name,
      streaming: true as const,
      grounding: ["catalog leagues", "events in play or ahead", "retrieval corpus (top 3 chunks)"],
      embeddings_model: embedder.model,
      limits: {
        messages: 50,
        message_characters: 8000,
        conversation_characters: 32_000,
        max_tokens: 4096,
      },
      endpoints: [
        "POST /api/cloudai-showcase/chat",
        "POST /api/cloudai-showcase/chat/stream",
        "GET /api/cloudai-showcase/demo/capabilities",
        "GET /api/cloudai-showcase/health",
      ],
    }),
    200,
  );
};

export const health: AppRouteHandler<typeof routes.health> = (c) => {
  const { ai, embedder } = c.get("deps");
  const status = "healthy" as const;
  return c.json(
    envelope(
      c,
      callerOf(c) ? { status, provider: ai.name, embeddings_model: embedder.model } : { status },
    ),
    200,
  );
};
