/**
 * The AI provider: research notes, and later chat and retrieval answers. Locally a
 * deterministic, extractive provider (it answers only from the context it is given, the same
 * way every time, at no cost); in production any OpenAI-compatible chat-completions API.
 */
export interface CompletionRequest {
  /** What to answer. */
  question: string;
  /** The facts the answer must rest on, one per entry. */
  context: string[];
  maxSentences?: number;
  signal?: AbortSignal;
}

export interface Completion {
  text: string;
  /** Context entries the answer used, by index. */
  citations: number[];
  cost_usd: number;
  provider: string;
}

/** A request for JSON that follows a JSON schema (structured output). */
export interface StructuredRequest {
  /** What to do, for the system message. */
  instructions: string;
  /** The material to do it on. */
  input: string;
  /** A JSON schema in the strict subset of structured outputs (every key required). */
  schema: Record<string, unknown>;
  schemaName: string;
  signal?: AbortSignal;
}

export interface StructuredCompletion {
  value: unknown;
  cost_usd: number;
  provider: string;
}

/** One turn of a conversation. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatRequest {
  /** The conversation, oldest first; the last message is the user's question. */
  messages: ChatMessage[];
  /** The facts the answer must rest on, one per entry (cited by index). */
  context: string[];
  /** Called with each piece of the answer as it is written: a stream. Awaited. */
  onDelta?: (piece: string) => void | Promise<void>;
  maxTokens?: number;
  /** Aborting stops the generation (a client that went away). */
  signal?: AbortSignal;
}

/** A tool the model may call: its name, what it does, its arguments' JSON Schema. */
export interface ToolSpec {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** A call the model asked for; `arguments` is JSON text, as the model wrote it. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type ToolChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export interface ToolTurnRequest {
  messages: ToolChatMessage[];
  tools: ToolSpec[];
  signal?: AbortSignal;
}

export interface ToolTurn {
  content: string | null;
  tool_calls: ToolCall[];
  cost_usd: number;
}

export interface AiProvider {
  readonly name: string;
  /** What a request of this size would cost, for budget checks before calling. */
  estimateCost(request: CompletionRequest): number;
  complete(request: CompletionRequest): Promise<Completion>;
  /** A conversation's next answer, streamed through `onDelta` when given. */
  chat(request: ChatRequest): Promise<Completion>;
  /**
   * One turn of a tool loop: the model answers, or asks for tool calls (function calling).
   * Only providers backed by a language model offer it.
   */
  callTools?(request: ToolTurnRequest): Promise<ToolTurn>;
  /** JSON following a schema; only providers backed by a language model offer it. */
  structured?(request: StructuredRequest): Promise<StructuredCompletion>;
}

/** Words that say nothing about what is asked. */
const STOPWORDS = new Set(
  "a an and are as at be by do does for from has have how in is it its of on or the their this to was what when where which who why with"
    .split(" "),
);
const words = (text: string) =>
  (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOPWORDS.has(w));

/** What the local provider answers when no fact bears on the question. */
export const NO_FACTS = "I have no facts on that in the corpus or the catalog.";

/**
 * The pieces an answer is streamed in: a word with the space after it, as a model's tokens
 * come (the local provider has no tokens of its own).
 */
export const piecesOf = (text: string) => text.match(/\S+\s*/g) ?? [];

/** Ranks the context by overlap with the question and returns the best entries, in order. */
export function createLocalProvider(): AiProvider {
  const rank = (question: string, context: string[], max: number) => {
    const asked = new Set(words(question));
    return context.map((entry, index) => {
      const terms = words(entry);
      const hits = terms.filter((t) => asked.has(t)).length;
      return { index, score: hits / Math.sqrt(terms.length + 1), entry };
    }).filter((r) => r.score > 0).sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, max).sort((a, b) => a.index - b.index);
  };
  return {
    name: "local-extractive",
    estimateCost: () => 0,
    complete(request) {
      const ranked = rank(request.question, request.context, request.maxSentences ?? 3);
      return Promise.resolve({
        text: ranked.map((r) => r.entry).join(" "),
        citations: ranked.map((r) => r.index),
        cost_usd: 0,
        provider: "local-extractive",
      });
    },
    /**
     * The facts that share most words with the last question; for a follow-up that shares
     * none ("and when does it start?"), with the questions before it, latest first.
     */
    async chat(request) {
      const asked = request.messages.filter((m) => m.role === "user").map((m) => m.content)
        .reverse();
      let ranked: ReturnType<typeof rank> = [];
      for (let n = 1; n <= asked.length && !ranked.length; n++) {
        ranked = rank(asked.slice(0, n).join(" "), request.context, 3);
      }
      const text = ranked.length ? ranked.map((r) => r.entry).join(" ") : NO_FACTS;
      for (const piece of request.onDelta ? piecesOf(text) : []) {
        request.signal?.throwIfAborted();
        await request.onDelta!(piece);
      }
      return {
        text,
        citations: ranked.map((r) => r.index),
        cost_usd: 0,
        provider: "local-extractive",
      };
    },
  };
}

/** An OpenAI-compatible chat-completions provider, priced per 1,000 tokens. */
export function createOpenAiProvider(
  { baseUrl, apiKey, model, usdPer1kTokens, fetchImpl = fetch }: {
    baseUrl: string;
    apiKey: string;
    model: string;
    usdPer1kTokens: number;
    fetchImpl?: typeof fetch;
  },
): AiProvider {
  const tokens = (r: CompletionRequest) =>
    Math.ceil((r.question.length + r.context.join("\n").length) / 4) + 400;
  const chat = async (body: Record<string, unknown>, signal?: AbortSignal) => {
    const res = await fetchImpl(`${baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ model, ...body }),
      signal,
    });
    if (!res.ok) throw new Error(`AI provider answered HTTP ${res.status}`);
    return await res.json() as {
      choices?: { message?: { content?: string; refusal?: string } }[];
      usage?: { total_tokens?: number };
    };
  };
  return {
    name: `openai-compatible:${model}`,
    estimateCost: (r) => (tokens(r) / 1000) * usdPer1kTokens,
    async complete(request) {
      const body = await chat({
        messages: [
          {
            role: "system",
            content: "Answer only from the numbered facts; cite them as [n]. Be brief.",
          },
          {
            role: "user",
            content: `${
              request.context.map((c, i) => `[${i}] ${c}`).join("\n")
            }\n\n${request.question}`,
          },
        ],
      }, request.signal);
      const text = body.choices?.[0]?.message?.content ?? "";
      const used = body.usage?.total_tokens ?? tokens(request);
      const citations = [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))
        .filter((n) => n < request.context.length);
      return {
        text,
        citations: [...new Set(citations)],
        cost_usd: (used / 1000) * usdPer1kTokens,
        provider: `openai-compatible:${model}`,
      };
    },
    /**
     * The conversation after a system message of numbered facts; streamed (`stream: true`,
     * server-sent `chat.completion.chunk`s up to `data: [DONE]`) when the caller takes pieces.
     */
    async chat(request) {
      const facts = request.context.map((c, i) => `[${i}] ${c}`).join("\n");
      const messages = [
        {
          role: "system",
          content: "Answer from the numbered facts below and the conversation; cite facts as " +
            `[n]; say so when they do not answer.\n\n${facts}`,
        },
        ...request.messages,
      ];
      const estimate = Math.ceil(JSON.stringify(messages).length / 4) + 400;
      let text = "";
      let used: number | undefined;
      if (!request.onDelta) {
        const body = await chat({ messages, max_tokens: request.maxTokens }, request.signal);
        text = body.choices?.[0]?.message?.content ?? "";
        used = body.usage?.total_tokens;
      } else {
        const res = await fetchImpl(`${baseUrl.replace(/\/+$/, "")}/chat/completions`, {
          method: "POST",
          headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
          body: JSON.stringify({
            model,
            messages,
            max_tokens: request.maxTokens,
            stream: true,
            stream_options: { include_usage: true },
          }),
          signal: request.signal,
        });
        if (!res.ok || !res.body) {
          await res.body?.cancel();
          throw new Error(`AI provider answered HTTP ${res.status}`);
        }
        for await (const data of serverSentData(res.body)) {
          if (data === "[DONE]") break;
          const chunk = JSON.parse(data) as {
            choices?: { delta?: { content?: string } }[];
            usage?: { total_tokens?: number };
          };
          const piece = chunk.choices?.[0]?.delta?.content;
          if (piece) {
            text += piece;
            await request.onDelta(piece);
          }
          used = chunk.usage?.total_tokens ?? used;
        }
      }
      const citations = [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))
        .filter((n) => n < request.context.length);
      return {
        text,
        citations: [...new Set(citations)],
        cost_usd: ((used ?? estimate) / 1000) * usdPer1kTokens,
        provider: `openai-compatible:${model}`,
      };
    },
    /** Function calling: the tools as `type: "function"`, the calls back as `tool_calls`. */
    async callTools(request) {
      const body = await chat({
        messages: request.messages.map((m) =>
          m.role === "assistant" && m.tool_calls?.length
            ? {
              role: "assistant",
              content: m.content,
              tool_calls: m.tool_calls.map((c) => ({
                id: c.id,
                type: "function",
                function: { name: c.name, arguments: c.arguments },
              })),
            }
            : m
        ),
        tools: request.tools.map((t) => ({
          type: "function",
          function: { name: t.name, description: t.description, parameters: t.inputSchema },
        })),
      }, request.signal) as {
        choices?: {
          message?: {
            content?: string | null;
            tool_calls?: { id: string; function: { name: string; arguments: string } }[];
          };
        }[];
        usage?: { total_tokens?: number };
      };
      const message = body.choices?.[0]?.message;
      const used = body.usage?.total_tokens ??
        Math.ceil(JSON.stringify(request.messages).length / 4) + 400;
      return {
        content: message?.content ?? null,
        tool_calls: (message?.tool_calls ?? []).map((c) => ({
          id: c.id,
          name: c.function.name,
          arguments: c.function.arguments,
        })),
        cost_usd: (used / 1000) * usdPer1kTokens,
      };
    },
    /** Structured outputs: `response_format` of type `json_schema`, strict. */
    async structured(request) {
      const body = await chat({
        messages: [
          { role: "system", content: request.instructions },
          { role: "user", content: request.input },
        ],
        response_format: {
          type: "json_schema",
          json_schema: { name: request.schemaName, strict: true, schema: request.schema },
        },
        temperature: 0,
      }, request.signal);
      const message = body.choices?.[0]?.message;
      if (!message?.content) {
        throw new Error(`AI provider refused: ${message?.refusal ?? "no content"}`);
      }
      const used = body.usage?.total_tokens ?? Math.ceil(request.input.length / 4) + 800;
      return {
        value: JSON.parse(message.content),
        cost_usd: (used / 1000) * usdPer1kTokens,
        provider: `openai-compatible:${model}`,
      };
    },
  };
}

/** The `data:` of each server-sent event of a stream (the lines of one event joined). */
export async function* serverSentData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let buffer = "";
  let data: string[] = [];
  for await (const text of body.pipeThrough(new TextDecoderStream())) {
    buffer += text;
    let end: number;
    while ((end = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer[end] === "\r" ? 2 : 1));
      if (line === "") {
        if (data.length) yield data.join("\n");
        data = [];
      } else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
  }
  if (data.length) yield data.join("\n");
}
