/**
 * Who sees what in retrieval: the shared corpus is read by every caller; what an owner imports,
 * uploads or syncs is seen by that owner (its account and its keys) and tenant admins only —
 * never by another league, another credential kind of the same person, an OAuth client named
 * like it, or the sandbox. No credential, no access; public-data keys read but do not write.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { ragDocuments } from "../db/schema/mod.ts";
import { bodyOf, createTestContext, issueKey, type TestContext } from "./helpers.ts";

const ADMIN_KEY = { "X-API-Key": "test-key-0123456789" };
const SECRET = "Quietwater Pickleball Circuit pays its umpires 410 dollars a night.";

async function login(ctx: TestContext, email: string, password: string) {
  const body = await bodyOf<{ access_token: string; id_token: string }>(
    await ctx.send("POST", "/api/v1/auth/login", { json: { email, password } }),
  );
  return {
    jwt: { Authorization: `Bearer ${body.access_token}` },
    idToken: { Authorization: `Bearer ${body.id_token}` },
  };
}

const ask = async (ctx: TestContext, headers: Record<string, string>, path = "/v1/rag/query") => {
  const res = await ctx.send("POST", path, {
    headers,
    json: { query: "How much does the Quietwater circuit pay umpires a night?", top_k: 10 },
  });
  return { status: res.status, text: await res.text() };
};

Deno.test("rag security", async (t) => {
  const ctx = await createTestContext({
    DEMO_DATA: "false",
    JOB_WORKER: "false",
    DEMO_OAUTH_CLIENT_ID: "demo-league",
  });
  try {
    const league = await login(ctx, "league@altsports.dev", "altsports-league-demo");
    const admin = await login(ctx, "admin@altsports.dev", "altsports-admin-demo");
    const leagueKey = await issueKey(ctx, "demo-league");
    const rivalAccount = await bodyOf<{ data: { account_id: string } }>(
      await ctx.send("POST", "/api/v1/admin/accounts", {
        headers: admin.jwt,
        json: { email: "ops@rival.example", password: "rival-league-pw", role: "league_admin" },
      }),
      201,
    );
    const rival = await login(ctx, "ops@rival.example", "rival-league-pw");
    const rivalKey = await issueKey(ctx, rivalAccount.data.account_id);
    const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
    const sandboxKey = await issueKey(ctx, "demo-league", {
      scopes: ["public"],
      environment: "sandbox",
    });
    const token = await bodyOf<{ access_token: string }>(
      await ctx.send("POST", "/api/v1/oauth/token", {
        headers: { Authorization: `Basic ${btoa("demo-league:altsports-demo-client-secret")}` },
        json: { grant_type: "client_credentials" },
      }),
    );
    const oauth = { Authorization: `Bearer ${token.access_token}` };

    const imported = await bodyOf<{ documents: { id: string }[] }>(
      await ctx.send("POST", "/v1/rag/import", {
        headers: leagueKey,
        json: { documents: [{ title: "Quietwater umpires", text: SECRET }] },
      }),
      201,
    );
    const secretId = imported.documents[0].id;

    await t.step(
      "no credential: every retrieval route is 401, health answers status only",
      async () => {
        const routes: [string, string, unknown?][] = [
          ["GET", "/v1/rag/info"],
          ["GET", "/v1/rag/documents"],
          ["POST", "/v1/rag/query", { query: "odds" }],
          ["POST", "/v1/rag/import", { documents: [{ title: "x", text: "y" }] }],
          ["GET", "/api/drive-rag/folders/docs/files"],
          ["POST", "/api/drive-rag/sync", { folder_id: "docs" }],
          ["POST", "/api/drive-rag/embed/docs"],
          ["GET", "/api/drive-rag/status/docs"],
          ["POST", "/api/cloudai-showcase/rag/query", { query: "odds" }],
          ["POST", "/api/cloudai-showcase/rag/upload"],
          ["GET", "/api/cloudai-showcase/rag/documents"],
          ["GET", "/api/cloudai-showcase/demo/rag-before-after"],
        ];
        for (const [method, path, json] of routes) {
          const res = await ctx.send(method, path, { json });
          assert.equal(res.status, 401, `${method} ${path}`);
          assert.ok(res.headers.get("WWW-Authenticate"));
          await res.body?.cancel();
        }
        const health = await bodyOf<{ data: unknown }>(await ctx.get("/api/drive-rag/health", {}));
        assert.deepEqual(health.data, { status: "ok" });
        // A wrong key is refused, not treated as none.
        const bad = await ctx.get("/api/drive-rag/health", { "X-API-Key": "wrong-key-123456" });
        assert.equal(bad.status, 401);
        await bad.body?.cancel();
      },
    );

    await t.step("the owner's account and keys see its import; strangers never do", async () => {
      // The league's key, and its account signed in (through the showcase), see it.
      assert.match((await ask(ctx, leagueKey)).text, /410 dollars/);
      assert.match(
        (await ask(ctx, league.jwt, "/api/cloudai-showcase/rag/query")).text,
        /410 dollars/,
      );
      // A tenant admin does.
      const all = await ctx.get("/v1/rag/documents?origin=import", ADMIN_KEY);
      assert.match(await all.text(), new RegExp(secretId));
      const strangers: [string, Record<string, string>, string?][] = [
        ["another league's key", rivalKey],
        ["another league signed in", rival.jwt, "/api/cloudai-showcase/rag/query"],
        ["the league's ID token (another owner kind)", league.idToken],
        ["an OAuth client named like the league", oauth, "/api/cloudai-showcase/rag/query"],
        ["the league's sandbox key", sandboxKey],
      ];
      for (const [who, headers, path] of strangers) {
        const { status, text } = await ask(ctx, headers, path);
        assert.equal(status, 200, `${who}: ${text}`);
        assert.doesNotMatch(text, /410 dollars|Quietwater umpires/, who);
        assert.ok(!text.includes(secretId), who);
      }
      for (
        const [who, headers] of [["rival key", rivalKey], ["id token", league.idToken]] as const
      ) {
        const docs = await ctx.get("/v1/rag/documents?limit=100", headers);
        const text = await docs.text();
        assert.ok(!text.includes(secretId), who);
        const info = await bodyOf<{ documents: number }>(await ctx.get("/v1/rag/info", headers));
        const mine = await bodyOf<{ documents: number }>(await ctx.get("/v1/rag/info", leagueKey));
        assert.equal(info.documents + 1, mine.documents, `${who} counts one document fewer`);
      }
      const registry = await ctx.get("/api/cloudai-showcase/rag/documents?limit=100", rival.jwt);
      assert.ok(!(await registry.text()).includes(secretId));
    });

    await t.step(
      "reading takes the public scope; writing needs write, and never the sandbox",
      async () => {
        const read = await ask(ctx, publicKey);
        assert.equal(read.status, 200);
        for (const headers of [publicKey, sandboxKey]) {
          const res = await ctx.send("POST", "/v1/rag/import", {
            headers,
            json: { documents: [{ title: "x", text: "y" }] },
          });
          assert.equal(res.status, 403);
          await res.body?.cancel();
        }
        // The sandbox has its own copy of the shared corpus.
        const info = await bodyOf<{ documents: number }>(await ctx.get("/v1/rag/info", sandboxKey));
        assert.ok(info.documents >= 45);
        // Platform routes are not for sandbox or public-data keys.
        for (const headers of [sandboxKey, publicKey]) {
          const res = await ctx.get("/api/cloudai-showcase/rag/documents", headers);
          assert.equal(res.status, 403);
          await res.body?.cancel();
        }
      },
    );

    await t.step("a league's folder is not another's: same id, different folders", async () => {
      await ctx.deps.documents.put("drive-rag/user-demo-league/board/minutes.txt", SECRET);
      const synced = await ctx.send("POST", "/api/drive-rag/embed/board", { headers: leagueKey });
      assert.equal(synced.status, 200);
      await synced.body?.cancel();
      for (const headers of [rival.jwt, rivalKey, oauth]) {
        for (const path of ["/api/drive-rag/status/board", "/api/drive-rag/folders/board/files"]) {
          const res = await ctx.get(path, headers);
          assert.equal(res.status, 404, path);
          assert.ok(!(await res.text()).includes("minutes"));
        }
        const res = await ctx.send("POST", "/api/drive-rag/embed/board", { headers });
        assert.equal(res.status, 404);
        await res.body?.cancel();
      }
      const own = await ctx.get("/api/drive-rag/folders/board/files", league.jwt);
      assert.match(await own.text(), /minutes\.txt/);
    });

    await t.step("uploads land in the uploader's own folder and corpus", async () => {
      const form = new FormData();
      form.append(
        "file",
        new File(["Rival scouting notes: target the northern venues."], "scouting.txt"),
      );
      const res = await ctx.send("POST", "/api/cloudai-showcase/rag/upload", {
        headers: rival.jwt,
        body: form,
      });
      assert.equal(res.status, 202);
      await res.body?.cancel();
      for (let i = 0; i < 20 && await ctx.deps.queue.drain() > 0; i++);
      const leagueAsks = await ctx.send("POST", "/api/cloudai-showcase/rag/query", {
        headers: league.jwt,
        json: { query: "rival scouting notes northern venues" },
      });
      assert.doesNotMatch(await leagueAsks.text(), /target the northern|scouting\.txt/);
      const rivalAsks = await ctx.send("POST", "/api/cloudai-showcase/rag/query", {
        headers: rivalKey,
        json: { query: "rival scouting notes northern venues" },
      });
      assert.match(await rivalAsks.text(), /northern venues/);
    });

    await t.step(
      "one owner removing a text never hides another owner's identical text",
      async () => {
        // Same bytes in two owners' folders: identical vectors (libsql#2197 territory).
        const text = "Harbourside regatta: boats launch at six from pontoon C.";
        await ctx.deps.documents.put("drive-rag/user-demo-league/twin/a.txt", text);
        await ctx.deps.documents.put(
          `drive-rag/user-${
            rivalAccount.data.account_id.replace(
              /[^A-Za-z0-9-]/g,
              (c) => `_${c.codePointAt(0)!.toString(16)}_`,
            )
          }/twin/a.txt`,
          text,
        );
        for (const headers of [leagueKey, rivalKey]) {
          const res = await ctx.send("POST", "/api/drive-rag/embed/twin", { headers });
          assert.equal(res.status, 200);
          await res.body?.cancel();
        }
        await ctx.deps.documents.delete("drive-rag/user-demo-league/twin/a.txt");
        const removed = await bodyOf<{ data: { summary: { removed: number } } }>(
          await ctx.send("POST", "/api/drive-rag/embed/twin", { headers: leagueKey }),
        );
        assert.equal(removed.data.summary.removed, 1);
        const answer = await bodyOf<{ chunks: { title: string; scores: { vector: unknown } }[] }>(
          await ctx.send("POST", "/v1/rag/query", {
            headers: rivalKey,
            json: { query: "When do boats launch at the Harbourside regatta?" },
          }),
        );
        assert.equal(answer.chunks[0].title, "a.txt");
        assert.ok(answer.chunks[0].scores.vector, "still found by the vector ranker");
        const leagueDocs = await ctx.deps.db.select().from(ragDocuments).where(
          eq(ragDocuments.scope, "user:demo-league"),
        );
        assert.ok(leagueDocs.every((d) => !d.text.includes("Harbourside")));
      },
    );
  } finally {
    await ctx.close();
  }
});
