import assert from "node:assert/strict";
import { createLocalProvider, createOpenAiProvider } from "../services/ai/mod.ts";
import { createHttpTracker } from "../services/tracker/mod.ts";

/** A stand-in for a remote API: records each request, answers with `answer`. */
function fakeServer(answer: (req: Request, body: unknown) => Response) {
  const seen: { path: string; headers: Headers; body: unknown }[] = [];
  const server = Deno.serve({ port: 0, onListen() {} }, async (req) => {
    const body = await req.json().catch(() => null);
    seen.push({ path: new URL(req.url).pathname, headers: req.headers, body });
    return answer(req, body);
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, seen, close: () => server.shutdown() };
}

Deno.test("local AI provider: extractive, grounded in the context, reproducible, free", async () => {
  const ai = createLocalProvider();
  const request = {
    question: "What is the data feed latency?",
    context: ["The league has 12 teams.", "Data feed latency is 400 ms.", "Founded in 2015."],
  };
  const a = await ai.complete(request);
  assert.deepEqual(a, await ai.complete(request));
  assert.equal(a.text, "Data feed latency is 400 ms.");
  assert.deepEqual(a.citations, [1]);
  assert.equal(a.cost_usd, 0);
});

Deno.test("OpenAI-compatible provider: request shape, citations, cost per token", async () => {
  const server = fakeServer(() =>
    Response.json({
      choices: [{ message: { content: "Latency is 400 ms [1]; founded 2015 [2] [9]." } }],
      usage: { total_tokens: 1500 },
    })
  );
  try {
    const ai = createOpenAiProvider({
      baseUrl: `${server.url}/v1/`,
      apiKey: "sk-test",
      model: "test-model",
      usdPer1kTokens: 0.002,
    });
    const out = await ai.complete({ question: "Latency?", context: ["a", "b", "c"] });
    assert.equal(server.seen[0].path, "/v1/chat/completions");
    assert.equal(server.seen[0].headers.get("Authorization"), "Bearer sk-test");
    const body = server.seen[0].body as { model: string; messages: { content: string }[] };
    assert.equal(body.model, "test-model");
    assert.match(body.messages[1].content, /\[0\] a\n\[1\] b\n\[2\] c/);
    assert.deepEqual(out.citations, [1, 2], "unknown citation numbers are dropped");
    assert.equal(out.cost_usd, 0.003);
    assert.ok(ai.estimateCost({ question: "x", context: [] }) > 0);
  } finally {
    await server.close();
  }
});

Deno.test("HTTP tracker: one card per run id, failures are E003", async () => {
  let status = 200;
  const server = fakeServer((_req, body) =>
    status === 200
      ? Response.json({ key: "PART-42", url: "https://tracker.example/PART-42", echo: body })
      : new Response("down", { status })
  );
  try {
    const tracker = createHttpTracker({ apiUrl: `${server.url}/issues`, token: "t0k" });
    const card = await tracker.createCard(
      { runId: "pl_1", project: "part", title: "League: Gold (0.70)", description: "d" },
      new Date("2026-11-21T12:00:00Z"),
    );
    assert.deepEqual(card, {
      card_key: "PART-42",
      card_url: "https://tracker.example/PART-42",
      created_at: "2026-11-21T12:00:00.000Z",
    });
    assert.deepEqual(server.seen[0].body, {
      project: "PART",
      title: "League: Gold (0.70)",
      description: "d",
      external_id: "pl_1",
    });
    assert.equal(server.seen[0].headers.get("Authorization"), "Bearer t0k");
    status = 502;
    await assert.rejects(
      tracker.createCard(
        { runId: "pl_2", project: "PART", title: "x", description: "y" },
        new Date(),
      ),
      (err: { options: { code: string } }) => err.options.code === "E003",
    );
  } finally {
    await server.close();
  }
});
