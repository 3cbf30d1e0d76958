import assert from "node:assert/strict";
import {
  cosine,
  createLocalEmbedder,
  createOpenAiEmbedder,
  LOCAL_DIMENSIONS,
} from "../services/ai/embeddings.ts";

Deno.test("local embedder: deterministic unit vectors; shared words and word pieces are close", async () => {
  const e = createLocalEmbedder();
  assert.equal(e.model, `local-hash-${LOCAL_DIMENSIONS}`);
  const [a, a2, b, c, empty] = await e.embed([
    "The league runs an integrity programme with a betting monitor",
    "The league runs an integrity programme with a betting monitor",
    "Integrity program: the league's betting monitoring",
    "Surfers ride waves at Pipeline in December",
    "",
  ]);
  assert.deepEqual(a, a2);
  assert.equal(a.length, LOCAL_DIMENSIONS);
  assert.ok(Math.abs(cosine(a, a) - 1) < 1e-5);
  assert.ok(cosine(a, b) > cosine(a, c) + 0.2, `${cosine(a, b)} vs ${cosine(a, c)}`);
  // Accents and case do not matter.
  const [x, y] = await e.embed(["Fédération Française", "federation francaise"]);
  assert.ok(Math.abs(cosine(x, y) - 1) < 1e-5);
  assert.ok(empty.every((v) => v === 0));
});

Deno.test("OpenAI-compatible embedder: the API's request and answer, in batches; errors", async () => {
  const requests: { auth: string | null; body: { model: string; input: string[] } }[] = [];
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (req) => {
    const body = await req.json();
    requests.push({ auth: req.headers.get("authorization"), body });
    if (body.input.includes("fail")) return new Response("{}", { status: 500 });
    const dims = body.input.includes("short") ? 3 : body.dimensions;
    // Answered out of order, as the API may: the index puts them back.
    const data = body.input.map((text: string, index: number) => ({
      index,
      embedding: Array.from({ length: dims }, (_, i) => (i === text.length % dims ? 2 : 0)),
    })).reverse();
    return Response.json({ object: "list", data, model: body.model });
  });
  try {
    const e = createOpenAiEmbedder({
      baseUrl: `http://127.0.0.1:${server.addr.port}/v1/`,
      apiKey: "sk-test",
      model: "text-embedding-3-small",
      dimensions: 8,
      batch: 2,
    });
    const vectors = await e.embed(["a", "bb", "ccc"]);
    assert.equal(requests.length, 2);
    assert.equal(requests[0].auth, "Bearer sk-test");
    assert.deepEqual(requests[0].body.input, ["a", "bb"]);
    assert.equal(requests[0].body.model, "text-embedding-3-small");
    assert.deepEqual([...vectors[1]], [0, 0, 1, 0, 0, 0, 0, 0]);
    assert.deepEqual([...vectors[2]], [0, 0, 0, 1, 0, 0, 0, 0]);
    await assert.rejects(e.embed(["fail"]), /answered 500/);
    await assert.rejects(e.embed(["short"]), /3 dimensions, not 8/);
  } finally {
    await server.shutdown();
  }
});
