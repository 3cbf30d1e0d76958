/**
 * libSQL's vector functions (F32_BLOB, libsql_vector_idx, vector_top_k) and FTS5 on both paths
 * the service uses: the embedded client on a file (Deno) and the remote protocol (Hrana over
 * HTTP, the web client Workers use) through tests/hrana_bridge.ts. The same migrations, seed
 * and hybrid query run on each, and give the same ranking.
 */
import assert from "node:assert/strict";
import { createClient as createWebClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql";
import { type Database, openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import * as schema from "../db/schema/mod.ts";
import { createLocalEmbedder } from "../services/ai/embeddings.ts";
import { createLocalProvider } from "../services/ai/mod.ts";
import { answerQuery, ensureSeedCorpus, SHARED_SCOPE } from "../services/retrieval/mod.ts";
import { startHranaBridge } from "./hrana_bridge.ts";

async function ranking(db: Database) {
  await migrate(db.$client);
  const s = {
    db,
    embedder: createLocalEmbedder(),
    ai: createLocalProvider(),
    clock: () => new Date("2026-11-21T12:00:00Z"),
  };
  const seeded = await ensureSeedCorpus(s);
  assert.ok(seeded.created > 30);
  const answer = await answerQuery(s, { own: "user:x", read: [SHARED_SCOPE] }, {
    query: "Which markets are offered for Formula 1?",
    top_k: 5,
  });
  assert.equal(answer.chunks[0].title, "Formula 1 (f1)");
  // Both rankers contributed: the vector index and FTS5 answer on this path.
  assert.ok(answer.chunks[0].scores.vector, "vector_top_k ranked it");
  assert.ok(answer.chunks[0].scores.fts, "FTS5 ranked it");
  assert.ok(answer.citations.length > 0);
  return answer.chunks.map((c) => [c.title, c.scores.vector?.rank, c.scores.fts?.rank]);
}

Deno.test("retrieval: vector index and FTS5 on the embedded client and over Hrana", async () => {
  const dir = await Deno.makeTempDir({ prefix: "altsports-rag-hrana-" });
  const bridge = startHranaBridge(`${dir}/remote.db`);
  const local = openDatabase(`file:${dir}/local.db`);
  const remoteClient = createWebClient({ url: bridge.url });
  const remote = drizzle(remoteClient, { schema }) as unknown as Database;
  try {
    const embedded = await ranking(local);
    const overHrana = await ranking(remote);
    assert.deepEqual(overHrana, embedded);
  } finally {
    local.$client.close();
    remoteClient.close();
    await bridge.close();
    await Deno.remove(dir, { recursive: true });
  }
});
