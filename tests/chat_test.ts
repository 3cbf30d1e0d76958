/**
 * The showcase's chat: grounded answers with citations and conversation context, the stream's
 * framing (OpenAI's chunk format up to `[DONE]`), errors at the door, credentials, and an
 * OpenAI-compatible provider streamed through and stopped when the client goes away.
 */
import assert from "node:assert/strict";
import { serverSentData } from "../services/ai/mod.ts";
import { bodyOf, createTestContext, TEST_KEY } from "./helpers.ts";

const KEY = { "X-API-Key": TEST_KEY };
const CHAT = "/api/cloudai-showcase/chat";

type Chunk = {
  object: string;
  choices: { delta: { role?: string; content?: string }; finish_reason: string | null }[];
  citations?: { kind: string; id: string }[];
};

/** An error in spec 001's envelope, which /api routes answer in. */
async function assertError(res: Response, status: number) {
  assert.equal(res.status, status);
  const body = await res.json();
  assert.equal(body.success, false);
  assert.equal(typeof body.error.code, "string");
  assert.equal(typeof body.error.message, "string");
  assert.equal(body.metadata.request_id, res.headers.get("X-Request-Id"));
  return body;
}

/** The `data:` payloads of a stream, `[DONE]` included. */
async function dataOf(res: Response): Promise<string[]> {
  const out: string[] = [];
  for await (const data of serverSentData(res.body!)) out.push(data);
  return out;
}

Deno.test("chat: grounded answers, conversation context, the stream's framing", async (t) => {
  const ctx = await createTestContext();
  try {
    const ask = (messages: { role: string; content: string }[], path = CHAT) =>
      ctx.send("POST", path, { headers: KEY, json: { messages } });

    await t.step("an answer from the catalog, citing its facts", async () => {
      const body = await bodyOf<{ data: Record<string, unknown> }>(
        await ask([{ role: "user", content: "Tell me about the surfing league WSL" }]),
      );
      const data = body.data as {
        object: string;
        choices: { message: { content: string }; finish_reason: string }[];
        citations: { index: number; kind: string; id: string; title: string }[];
        model: string;
      };
      assert.equal(data.object, "chat.completion");
      assert.equal(data.model, "local-extractive");
      assert.match(data.choices[0].message.content, /World Surf League/);
      assert.equal(data.choices[0].finish_reason, "stop");
      assert.ok(data.citations.some((c) => c.kind === "league" && /surf/i.test(c.title)));
    });

    await t.step("a follow-up is read with the conversation before it", async () => {
      const history = [
        { role: "user", content: "Tell me about the surfing league WSL" },
        { role: "assistant", content: "World Surf League (WSL) is a surfing league." },
        { role: "user", content: "When and where are its next contests?" },
      ];
      const { data } = await bodyOf<{ data: { citations: { kind: string; id: string }[] } }>(
        await ask(history),
      );
      assert.ok(data.citations.some((c) => c.kind === "event" && c.id.startsWith("wsl:")));
      // Without the conversation, the same question names no league: no surf event to cite.
      const alone = await bodyOf<{ data: { citations: { kind: string; id: string }[] } }>(
        await ask([history[2]]),
      );
      assert.ok(!alone.data.citations.some((c) => c.id.startsWith("wsl:")));
    });

    await t.step("the retrieval corpus grounds answers too, with spans", async () => {
      const { data } = await bodyOf<
        { data: { citations: { kind: string; id: string; span?: { start: number } }[] } }
      >(await ask([{ role: "user", content: "How are outgoing webhooks signed?" }]));
      const cited = data.citations.find((c) => c.kind === "document");
      assert.ok(cited, "a document is cited");
      assert.equal(typeof cited.span?.start, "number");
    });

    await t.step("the stream: role, pieces, finish with citations, [DONE]", async () => {
      const messages = [{ role: "user", content: "Tell me about the surfing league WSL" }];
      const res = await ask(messages, `${CHAT}/stream`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get("Content-Type")!, /^text\/event-stream/);
      const data = await dataOf(res);
      assert.equal(data.at(-1), "[DONE]");
      const chunks = data.slice(0, -1).map((d) => JSON.parse(d) as Chunk);
      assert.ok(chunks.every((c) => c.object === "chat.completion.chunk"));
      assert.deepEqual(chunks[0].choices[0].delta, { role: "assistant" });
      const last = chunks.at(-1)!;
      assert.equal(last.choices[0].finish_reason, "stop");
      assert.ok(last.citations!.some((c) => c.kind === "league"));
      const pieces = chunks.slice(1, -1).map((c) => c.choices[0].delta.content!);
      assert.ok(pieces.length > 5, "token by token");
      const whole = await bodyOf<{ data: { choices: { message: { content: string } }[] } }>(
        await ask(messages),
      );
      assert.equal(pieces.join(""), whole.data.choices[0].message.content);
    });

    await t.step("bad input is refused at the door", async () => {
      for (
        const json of [
          {},
          { messages: [] },
          { messages: [{ role: "assistant", content: "hi" }] },
          { messages: [{ role: "robot", content: "hi" }] },
          { messages: [{ role: "user", content: "" }] },
          { messages: [{ role: "user", content: "x".repeat(8001) }] },
          { messages: [{ role: "user", content: "hi" }], max_tokens: 0 },
          { messages: [{ role: "user", content: "hi" }], extra: true },
        ]
      ) {
        for (const path of [CHAT, `${CHAT}/stream`]) {
          await assertError(await ctx.send("POST", path, { headers: KEY, json }), 422);
        }
      }
      const broken = await ctx.send("POST", CHAT, {
        headers: { ...KEY, "Content-Type": "application/json" },
        body: "{not json",
      });
      assert.equal(broken.status, 400);
      await broken.body?.cancel();
    });

    await t.step("credentials: 401 without one; health says only its status", async () => {
      for (
        const [method, path] of [
          ["POST", CHAT],
          ["POST", `${CHAT}/stream`],
          ["GET", "/api/cloudai-showcase/demo/capabilities"],
        ]
      ) {
        await assertError(
          await ctx.send(method, path, {
            json: method === "POST" ? { messages: [{ role: "user", content: "hi" }] } : undefined,
          }),
          401,
        );
      }
      const open = await bodyOf<{ data: Record<string, unknown> }>(
        await ctx.get("/api/cloudai-showcase/health", {}),
      );
      assert.deepEqual(open.data, { status: "healthy" });
      const full = await bodyOf<{ data: Record<string, unknown> }>(
        await ctx.get("/api/cloudai-showcase/health", KEY),
      );
      assert.equal(full.data.provider, "local-extractive");
      const caps = await bodyOf<{ data: { streaming: boolean; embeddings_model: string } }>(
        await ctx.get("/api/cloudai-showcase/demo/capabilities", KEY),
      );
      assert.equal(caps.data.streaming, true);
      assert.equal(caps.data.embeddings_model, "local-hash-256");
    });
  } finally {
    await ctx.close();
  }
});

/**
 * An OpenAI-compatible API that streams its answer a piece every 50 ms, and says when the
 * caller went away.
 */
function fakeModel() {
  let aborted = false;
  let requests = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const body = await req.json();
    requests++;
    if (!body.stream) {
      return Response.json({
        choices: [{ message: { content: "Surf [0]." } }],
        usage: { total_tokens: 100 },
      });
    }
    let n = 0;
    let timer: ReturnType<typeof setInterval>;
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        timer = setInterval(() => {
          const piece = n < 40 ? `w${n++} ` : null;
          const chunk = piece
            ? { choices: [{ delta: { content: piece } }] }
            : { choices: [], usage: { total_tokens: 120 } };
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
          if (!piece) {
            clearInterval(timer);
            controller.enqueue(encoder.encode("data: [DONE]\n\n"));
            controller.close();
          }
        }, 50);
      },
      cancel() {
        clearInterval(timer);
        aborted = true;
      },
    });
    return new Response(stream, { headers: { "Content-Type": "text/event-stream" } });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/v1`,
    get aborted() {
      return aborted;
    },
    get requests() {
      return requests;
    },
    close: () => server.shutdown(),
  };
}

Deno.test("chat: an OpenAI-compatible provider streams through; a client that leaves stops it", async () => {
  const model = fakeModel();
  const ctx = await createTestContext({
    AI_PROVIDER: "openai",
    AI_BASE_URL: model.url,
    AI_API_KEY: "sk-test",
  });
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (req) => ctx.app.fetch(req),
  );
  try {
    const base = `http://127.0.0.1:${server.addr.port}`;
    const messages = [{ role: "user", content: "Tell me about WSL" }];
    const whole = await fetch(`${base}${CHAT}`, {
      method: "POST",
      headers: { ...KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ messages }),
    }).then((r) => r.json());
    assert.equal(whole.data.choices[0].message.content, "Surf [0].");
    assert.equal(whole.data.citations[0].index, 0);

    const res = await fetch(`${base}${CHAT}/stream`, {
      method: "POST",
      headers: { ...KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ messages }),
    });
    const reader = serverSentData(res.body!)[Symbol.asyncIterator]();
    const first = JSON.parse((await reader.next()).value);
    assert.deepEqual(first.choices[0].delta, { role: "assistant" });
    const second = JSON.parse((await reader.next()).value);
    assert.equal(second.choices[0].delta.content, "w0 ");
    // The client goes away: the provider's stream is cancelled well before its 40 pieces.
    await reader.return!(undefined);
    for (let i = 0; i < 40 && !model.aborted; i++) await new Promise((r) => setTimeout(r, 50));
    assert.ok(model.aborted, "the provider's request was aborted");
  } finally {
    await server.shutdown();
    await ctx.close();
    await model.close();
  }
});
