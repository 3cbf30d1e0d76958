/**
 * Who may use /mcp: credentials as on /v1 (an X-API-Key or a bearer ID token), a sandbox key
 * reading the sandbox, browser Origins checked, and the caller's rate limit.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { events } from "../db/schema/mod.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import {
  assertDetailError,
  bodyOf,
  createTestContext,
  idTokenHeaders,
  issueKey,
  PUBLIC,
  TEST_KEY,
} from "./helpers.ts";
import { resultOf, serve, toolError } from "./mcp_client.ts";

const KEY = { "X-API-Key": TEST_KEY };
const SANDBOX = { "X-API-Key": "altsports-sandbox-demo-key" };
const MCP_HEADERS = {
  "Content-Type": "application/json",
  Accept: "application/json, text/event-stream",
};
const LIST = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
const options = { sanitizeResources: false, sanitizeOps: false };

Deno.test({
  name: "mcp security: no credential, a wrong one or one /v1 does not take is 401",
  ...options,
  fn: async (t) => {
    const ctx = await createTestContext();
    const served = serve(ctx);
    try {
      const post = (headers: Record<string, string>) =>
        ctx.send("POST", "/mcp", { headers: { ...MCP_HEADERS, ...headers }, body: LIST });

      await t.step("POST /mcp: 401 in the detail body, with WWW-Authenticate", async () => {
        const none = await post({});
        assert.match(none.headers.get("WWW-Authenticate") ?? "", /Bearer/);
        await assertDetailError(none, 401, /missing credentials/);
        await assertDetailError(await post({ "X-API-Key": "not-a-key-0123456789" }), 401);
        await assertDetailError(await post({ Authorization: "Bearer not.a.token" }), 401);
        const login = await ctx.send("POST", "/api/v1/auth/login", {
          json: { email: "admin@altsports.dev", password: "altsports-admin-demo" },
        });
        const { access_token } = await bodyOf<{ access_token: string }>(login);
        await assertDetailError(
          await post({ Authorization: `Bearer ${access_token}` }),
          401,
          /not accepted here/,
        );
      });

      await t.step("the SDK's client without a credential cannot connect", async () => {
        await assert.rejects(served.connect({}), /401|Unauthorized/i);
      });

      await t.step("the REST view: 401 but for /mcp/health's status", async () => {
        for (const path of ["/mcp/tools", "/mcp/servers"]) {
          await assertDetailError(await ctx.get(path, {}), 401);
        }
        await assertDetailError(
          await ctx.send("POST", "/mcp/call-tool", { json: { name: "list_sports" } }),
          401,
        );
        const health = await bodyOf(await ctx.get("/mcp/health", {}));
        assert.deepEqual(Object.keys(health).sort(), ["status", "timestamp"]);
      });
    } finally {
      await served.close();
      await ctx.close();
    }
  },
});

Deno.test({
  name: "mcp security: a sandbox key reads the sandbox's data, a production key production's",
  ...options,
  fn: async () => {
    const ctx = await createTestContext();
    const served = serve(ctx);
    try {
      const [event] = await bodyOf<{ id: string }[]>(
        await ctx.get(`${PUBLIC}/events?sportType=f1`, KEY),
      );
      const sandboxDb = (await ctx.deps.sandbox.deps()).db;
      await sandboxDb.update(events).set({ name: "Sandbox Only Grand Prix" })
        .where(eq(events.id, event.id));
      await ctx.deps.db.update(events).set({ name: "Production Only Grand Prix" })
        .where(eq(events.id, event.id));
      const nameVia = async (headers: Record<string, string>) => {
        const client = await served.connect(headers);
        const detail = resultOf<{ name: string }>(
          await client.callTool({ name: "get_event", arguments: { eventId: event.id } }),
        );
        const listed = resultOf<{ events: { id: string; name: string }[] }>(
          await client.callTool({ name: "list_events", arguments: { sportType: "f1" } }),
        );
        assert.equal(listed.events.find((e) => e.id === event.id)?.name, detail.name);
        return detail.name;
      };
      assert.equal(await nameVia(SANDBOX), "Sandbox Only Grand Prix");
      assert.equal(await nameVia(KEY), "Production Only Grand Prix");
      // The REST view of the registry reads the same environment.
      const res = await ctx.send("POST", "/mcp/call-tool", {
        headers: SANDBOX,
        json: { name: "get_event", arguments: { eventId: event.id } },
      });
      const body = await bodyOf<{ structuredContent: { name: string } }>(res);
      assert.equal(body.structuredContent.name, "Sandbox Only Grand Prix");
    } finally {
      await served.close();
      await ctx.close();
    }
  },
});

Deno.test("mcp security: a browser Origin must be this host's or an allowed one", async () => {
  const ctx = await createTestContext({ MCP_ALLOWED_ORIGINS: "https://agents.example.com" });
  try {
    const post = (origin: string) =>
      ctx.send("POST", "http://api.altsports.test/mcp", {
        headers: { ...KEY, ...MCP_HEADERS, Origin: origin },
        body: LIST,
      });
    await assertDetailError(await post("https://evil.example"), 403, /Origin/);
    await assertDetailError(await post("null"), 403, /Origin/);
    assert.equal((await post("http://api.altsports.test")).status, 200);
    assert.equal((await post("https://agents.example.com")).status, 200);
  } finally {
    await ctx.close();
  }
});

Deno.test("mcp security: /mcp counts against the caller's rate limit", async () => {
  const limits = Object.fromEntries(
    ["catalog_free", "catalog_standard", "catalog_premium", "catalog_enterprise"].map((p) => [
      p,
      "2/minute",
    ]),
  );
  const ctx = await createTestContext({ RATE_LIMITS: JSON.stringify(limits) });
  try {
    const post = () =>
      ctx.send("POST", "/mcp", { headers: { ...KEY, ...MCP_HEADERS }, body: LIST });
    assert.equal((await post()).status, 200);
    assert.equal((await post()).status, 200);
    const limited = await post();
    assert.ok(limited.headers.get("Retry-After"));
    await assertDetailError(limited, 429);
  } finally {
    await ctx.close();
  }
});

Deno.test({
  name: "mcp security: a pipeline run's onboarding league is its owner's, through the tools too",
  ...options,
  fn: async () => {
    const ctx = await createTestContext();
    const served = serve(ctx);
    try {
      ctx.deps.queue.start();
      const form = new FormData();
      form.append("file", new File([QUESTIONNAIRE], "pacific.txt"));
      const upload = await ctx.send("POST", "/api/pipeline/upload", { headers: KEY, body: form });
      const id = (await bodyOf<{ data: { pipeline_id: string } }>(upload, 202)).data.pipeline_id;
      let status = "running";
      for (let i = 0; i < 400 && status === "running"; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const res = await ctx.get(`/api/v1/pipeline/${id}/status`, KEY);
        status = (await res.json()).data.status;
      }
      assert.equal(status, "success");
      await ctx.deps.queue.stop();
      const league = "league_pacific_pickleball_tour";
      const owner = await served.connect(KEY);
      const stranger = await served.connect(await idTokenHeaders(ctx));
      const onboarding = { status: "onboarding" };
      const owned = resultOf<{ pagination: { total: number } }>(
        await owner.callTool({ name: "list_leagues", arguments: onboarding }),
      );
      assert.equal(owned.pagination.total, 1);
      const seen = resultOf<{ total: number }>(
        await stranger.callTool({ name: "list_leagues", arguments: onboarding }),
      );
      assert.equal(seen.total, 0);
      const search = { query: "pickleball" };
      const found = resultOf<{ items: { id: string }[] }>(
        await owner.callTool({ name: "discover_leagues", arguments: search }),
      );
      assert.deepEqual(found.items.map((i) => i.id), [league]);
      const hidden = resultOf<{ items: unknown[] }>(
        await stranger.callTool({ name: "discover_leagues", arguments: search }),
      );
      assert.deepEqual(hidden.items, []);
      for (const name of ["get_league", "evaluate_league", "research_league"]) {
        const text = toolError(await stranger.callTool({ name, arguments: { league_id: league } }));
        assert.match(text, /^argument 'league_id': league .* not found/, name);
      }
    } finally {
      await served.close();
      await ctx.close();
    }
  },
});

Deno.test({
  name: "mcp security: a prompt is its owner's; others see the shared prompts only",
  ...options,
  fn: async () => {
    const ctx = await createTestContext();
    const served = serve(ctx);
    try {
      const league = await issueKey(ctx, "demo-league");
      const created = await ctx.send("POST", "/api/prompts", {
        headers: league,
        json: {
          name: "Quietwater brief",
          slug: "quietwater-brief",
          prompt_type: "user",
          content: "Brief the board of {{league}} on its odds.",
        },
      });
      assert.equal(created.status, 201, await created.clone().text());
      const names = async (client: Awaited<ReturnType<typeof served.connect>>) =>
        ((await client.listPrompts()).prompts as { name: string }[]).map((p) => p.name);
      const owner = await served.connect(league);
      assert.ok((await names(owner)).includes("quietwater-brief"));
      const brief = await owner.getPrompt({
        name: "quietwater-brief",
        arguments: { league: "Quietwater" },
      });
      assert.equal(
        (brief.messages[0].content as { text: string }).text,
        "Brief the board of Quietwater on its odds.",
      );
      const stranger = await served.connect(await idTokenHeaders(ctx));
      const seen = await names(stranger);
      assert.ok(seen.includes("odds-analyst"), "the shared prompts");
      assert.ok(!seen.includes("quietwater-brief"));
      await assert.rejects(
        stranger.getPrompt({ name: "quietwater-brief", arguments: { league: "x" } }),
        /not found/,
      );
    } finally {
      await served.close();
      await ctx.close();
    }
  },
});

Deno.test({
  name: "mcp security: search_documents reads the caller's corpus, never another owner's",
  ...options,
  fn: async () => {
    const ctx = await createTestContext();
    const served = serve(ctx);
    try {
      const league = await issueKey(ctx, "demo-league");
      const secret = "The Quietwater board meets on the third Tuesday at the marina clubhouse.";
      const imported = await ctx.send("POST", "/v1/rag/import", {
        headers: league,
        json: { documents: [{ title: "Quietwater minutes", text: secret }] },
      });
      assert.equal(imported.status, 201, await imported.clone().text());
      const ask = { query: "When does the Quietwater board meet?", top_k: 5 };
      type Answer = { citations: { title: string }[] };
      const cites = (answer: Answer) => answer.citations.map((c) => c.title);
      const owner = await served.connect(league);
      const own = resultOf<Answer>(
        await owner.callTool({ name: "search_documents", arguments: ask }),
      );
      assert.ok(cites(own).includes("Quietwater minutes"));
      const stranger = await served.connect(await idTokenHeaders(ctx));
      const other = resultOf<Answer>(
        await stranger.callTool({ name: "search_documents", arguments: ask }),
      );
      assert.ok(!cites(other).includes("Quietwater minutes"));
      assert.ok(!JSON.stringify(other).includes("marina clubhouse"));
    } finally {
      await served.close();
      await ctx.close();
    }
  },
});
