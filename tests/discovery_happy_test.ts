import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import formats from "ajv-formats";
import { athletes } from "../db/schema/mod.ts";
import { ServiceInfo, ToolsOverview } from "../routes/discovery/schemas.ts";
import { assertShape, bodyOf, createTestContext, TEST_KEY } from "./helpers.ts";

/** Secrets set in the environment of the resources test: none may appear in any answer. */
const SECRETS = {
  DATABASE_AUTH_TOKEN: "dbtoken-s3cr3t-aaaaaaaaaaaaaaaa",
  UPSTASH_REDIS_REST_URL: "https://secret-redis-host.upstash.io",
  UPSTASH_REDIS_REST_TOKEN: "redistoken-s3cr3t-bbbbbbbbbbbb",
  QSTASH_TOKEN: "qstashtoken-s3cr3t-cccccccccccc",
  S3_ACCESS_KEY_ID: "AKIAS3CR3TDDDDDDDD",
  S3_SECRET_ACCESS_KEY: "s3secret-eeeeeeeeeeeeeeeeeeee",
};
const key = { "X-API-Key": TEST_KEY };

Deno.test("discovery: GET / and /tools in each representation, llms.txt, api-explorer, health", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    await t.step(
      "GET / is JSON by default, with name, version, status and every group",
      async () => {
        for (const accept of [undefined, "application/json", "*/*"]) {
          const res = await ctx.get("/", accept ? { Accept: accept } : {});
          assert.equal(res.status, 200);
          assert.equal(res.headers.get("Vary"), "Accept");
          assert.match(res.headers.get("Content-Type")!, /^application\/json/);
          const info = assertShape(ServiceInfo, await res.json());
          assert.equal(info.status, "running");
          assert.equal(info.version, "1.0.0");
          for (
            const href of [
              "/docs",
              "/openapi.json",
              "/api-explorer",
              "/llms.txt",
              "/tools",
              "/discovery/",
              "/sportsdb/",
              "/workflows/schedules",
              "/mcp",
            ]
          ) {
            assert.ok(Object.values(info.links).includes(href), href);
          }
        }
      },
    );
    await t.step("GET / is HTML for a browser and markdown for text/markdown", async () => {
      const browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
      const html = await ctx.get("/", { Accept: browser });
      assert.equal(html.status, 200);
      assert.match(html.headers.get("Content-Type")!, /^text\/html/);
      assert.equal(html.headers.get("Vary"), "Accept");
      const page = await html.text();
      assert.match(page, /<h1 id="service-name">/);
      assert.match(page, /href="\/api-explorer"/);
      const md = await ctx.get("/", { Accept: "text/markdown" });
      assert.match(md.headers.get("Content-Type")!, /^text\/markdown/);
      assert.equal(md.headers.get("Vary"), "Accept");
      const text = await md.text();
      assert.match(text, /^# Alternative sports data/);
      assert.match(text, /\| \[\/llms\.txt\]\(\/llms\.txt\)/);
      // q-values decide: markdown preferred over JSON.
      const q = await ctx.get("/", { Accept: "application/json;q=0.5, text/markdown" });
      assert.match(q.headers.get("Content-Type")!, /^text\/markdown/);
      await q.body?.cancel();
    });
    await t.step("GET /tools lists every tool and agent, in each representation", async () => {
      const res = await ctx.get("/tools", {});
      assert.equal(res.headers.get("Vary"), "Accept");
      const body = assertShape(ToolsOverview, await res.json());
      assert.ok(body.tools.length >= 16);
      assert.ok(body.tools.some((t) => t.name === "get_event_odds" && t.category === "odds"));
      assert.ok(body.agents.some((a) => a.id === "odds-analyst"));
      const md = await (await ctx.get("/tools", { Accept: "text/markdown" })).text();
      assert.match(md, /\| `price_sgp` \| odds \|/);
      const html = await ctx.get("/tools", { Accept: "text/html" });
      assert.match(html.headers.get("Content-Type")!, /^text\/html/);
      assert.match(await html.text(), /price_sgp/);
    });
    await t.step("GET /llms.txt", async () => {
      const res = await ctx.get("/llms.txt", {});
      assert.equal(res.status, 200);
      assert.match(res.headers.get("Content-Type")!, /^text\/plain/);
      const text = await res.text();
      assert.match(text, /^# .+\n\n> /);
      assert.match(text, /## Docs[\s\S]*\[openapi\]\(\/openapi\.json\)/);
      assert.match(text, /## Tools[\s\S]*- get_event_odds:/);
    });
    await t.step("GET /api-explorer is a page with no resource from elsewhere", async () => {
      const res = await ctx.get("/api-explorer", {});
      assert.equal(res.status, 200);
      const page = await res.text();
      assert.match(page, /fetch\("\/openapi\.json"\)/);
      assert.doesNotMatch(page, /(src|href)="(https?:)?\/\//);
    });
    await t.step("GET /api/health answers without credentials", async () => {
      const body = await bodyOf(await ctx.get("/api/health", {}));
      assert.equal(body.status, "healthy");
      assert.equal(body.version, "1.0.0");
    });
  } finally {
    await ctx.close();
  }
});

Deno.test("discovery: prompts, tools, output styles", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    await t.step("overview", async () => {
      const { data } = await bodyOf<{ data: { sections: { name: string; count: number }[] } }>(
        await ctx.get("/discovery/", key),
      );
      assert.deepEqual(data.sections.map((s) => s.name), [
        "prompts",
        "tools",
        "output-styles",
        "resources",
      ]);
      assert.ok(data.sections.every((s) => s.count > 0));
    });
    await t.step(
      "prompts: summaries; include_content adds the text; category filters",
      async () => {
        const { data } = await bodyOf<
          { data: { prompts: Record<string, unknown>[]; categories: string[] } }
        >(
          await ctx.get("/discovery/prompts", key),
        );
        assert.ok(data.prompts.length >= 5);
        assert.ok(data.prompts.every((p) => typeof p.summary === "string" && !("content" in p)));
        const odds = data.prompts.find((p) => p.slug === "odds-analyst")!;
        assert.deepEqual(odds.agents, ["odds-analyst"]);
        const full = await bodyOf<{ data: { prompts: { content: string }[] } }>(
          await ctx.get("/discovery/prompts?include_content=true", key),
        );
        assert.ok(full.data.prompts.every((p) => p.content.length > 20));
        const category = data.categories[0];
        const some = await bodyOf<{ data: { prompts: { category: string }[] } }>(
          await ctx.get(`/discovery/prompts?category=${category}`, key),
        );
        assert.ok(some.data.prompts.length > 0);
        assert.ok(some.data.prompts.every((p) => p.category === category));
        const one = await bodyOf<{ data: { slug: string; content: string } }>(
          await ctx.get("/discovery/prompts/odds-analyst", key),
        );
        assert.equal(one.data.slug, "odds-analyst");
        assert.ok(one.data.content.length > 50);
      },
    );
    await t.step("tools: category filter and detail", async () => {
      const { data } = await bodyOf<{ data: { tools: { name: string; category: string }[] } }>(
        await ctx.get("/discovery/tools?category=retrieval", key),
      );
      assert.deepEqual(data.tools.map((t) => t.name), ["search_documents"]);
      const one = await bodyOf<
        { data: { name: string; inputSchema: { type: string }; agents: string[] } }
      >(
        await ctx.get("/discovery/tools/price_sgp", key),
      );
      assert.equal(one.data.inputSchema.type, "object");
      assert.ok(one.data.agents.includes("odds-analyst"));
    });
    await t.step(
      "output styles: schema from the OpenAPI components, example, renderings, filters",
      async () => {
        const doc = await (await ctx.get("/openapi.json", {})).json();
        const all = await bodyOf<{ data: { styles: Record<string, unknown>[] } }>(
          await ctx.get("/discovery/output-styles", key),
        );
        assert.deepEqual(all.data.styles.map((s) => s.name), [
          "event",
          "odds-market",
          "league",
          "termsheet",
        ]);
        for (const s of all.data.styles) {
          assert.deepEqual(s.schema, doc.components.schemas[s.component as string], `${s.name}`);
          assert.ok(s.example);
          assert.deepEqual(Object.keys(s.renderings as object), [
            "json",
            "xml",
            "markdown",
            "table",
            "csv",
          ]);
        }
        // Each example is a real instance of its shape: it validates against the published schema.
        const ajv = new Ajv2020({ strict: false, allErrors: true });
        formats.default(ajv);
        const rewrite = (value: unknown) =>
          JSON.parse(
            JSON.stringify(value).replaceAll('"#/components/schemas/', '"components#/$defs/'),
          );
        ajv.addSchema({ $id: "components", $defs: rewrite(doc.components.schemas) });
        for (const s of all.data.styles) {
          const validate = ajv.compile(rewrite(s.schema));
          assert.ok(validate(s.example), `${s.name}: ${ajv.errorsText(validate.errors)}`);
        }
        const schemaOnly = await bodyOf<{ data: { styles: Record<string, unknown>[] } }>(
          await ctx.get("/discovery/output-styles?style_type=schema", key),
        );
        assert.ok(
          schemaOnly.data.styles.every((s) =>
            s.schema && !("example" in s) && !("renderings" in s)
          ),
        );
        const csv = await bodyOf<
          {
            data: {
              styles: { renderings: Record<string, string>; example: unknown; schema?: unknown }[];
            };
          }
        >(
          await ctx.get("/discovery/output-styles?style_type=example&format_filter=csv", key),
        );
        assert.ok(
          csv.data.styles.every((s) =>
            Object.keys(s.renderings).join() === "csv" && !("schema" in s)
          ),
        );
        const league = await bodyOf<{ data: { renderings: Record<string, string> } }>(
          await ctx.get("/discovery/output-styles/league", key),
        );
        assert.match(league.data.renderings.csv, /^id,name,sport,tier,region,status,/);
        assert.match(
          league.data.renderings.csv,
          /\nleague_wsl,World Surf League,wsl,1,Global,active,/,
        );
        assert.match(league.data.renderings.xml, /<league>\n {2}<id>league_wsl<\/id>/);
        assert.match(league.data.renderings.table, /\| metadata\.founded \| 1976 \|/);
        assert.match(league.data.renderings.markdown, /- \*\*name\*\*: World Surf League/);
      },
    );
  } finally {
    await ctx.close();
  }
});

Deno.test("discovery: resources show kinds and counts, never a secret", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false", ...SECRETS });
  try {
    const res = await ctx.get("/discovery/resources", key);
    const text = await res.clone().text();
    const { data } = await bodyOf<
      {
        data: {
          resources: {
            name: string;
            counts: Record<string, number>;
            credentials_configured: boolean;
            status: string;
          }[];
        };
      }
    >(res);
    const names = data.resources.map((r) => r.name);
    assert.deepEqual(names, [
      "database",
      "vector-index",
      "document-store",
      "job-queue",
      "response-cache",
      "rate-limiter",
      "redis",
      "payments",
    ]);
    const db = data.resources[0];
    assert.equal(db.status, "up");
    assert.ok(db.counts.tables > 20 && db.counts.athletes > 0, JSON.stringify(db.counts));
    assert.equal(db.credentials_configured, true);
    const texts = [text];
    for (const name of names) {
      const one = await ctx.get(`/discovery/resources/${name}`, key);
      assert.equal(one.status, 200, name);
      texts.push(await one.text());
    }
    for (const body of texts) {
      for (const [name, secret] of Object.entries(SECRETS)) {
        assert.ok(!body.includes(secret), `${name} leaked`);
      }
      assert.doesNotMatch(body, /https?:\/\/|libsql:\/\/|file:|authToken/i);
      assert.ok(!body.includes(ctx.deps.config.DATA_DIR), "no local path");
    }
  } finally {
    await ctx.close();
  }
});

Deno.test("discovery: player headshots are deterministic, cacheable, 304 on a matching ETag", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  try {
    const [a, b] = await ctx.deps.db.select({ id: athletes.id }).from(athletes).limit(2);
    const first = await ctx.get(`/api/player-headshots/${encodeURIComponent(a.id)}`, key);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get("Content-Type"), "image/svg+xml");
    assert.match(first.headers.get("Cache-Control")!, /max-age=\d+/);
    const etag = first.headers.get("ETag")!;
    assert.match(etag, /^"[\w-]+"$/);
    const svg = await first.text();
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(svg, /<text [^>]*>[A-Z?]{1,2}<\/text>/);
    const again = await ctx.get(`/api/player-headshots/${encodeURIComponent(a.id)}`, key);
    assert.equal(again.headers.get("ETag"), etag);
    assert.equal(await again.text(), svg, "the same image every time");
    const other = await ctx.get(`/api/player-headshots/${encodeURIComponent(b.id)}`, key);
    assert.notEqual(other.headers.get("ETag"), etag);
    await other.body?.cancel();
    const cached = await ctx.get(`/api/player-headshots/${encodeURIComponent(a.id)}`, {
      ...key,
      "If-None-Match": `W/"nope", ${etag}`,
    });
    assert.equal(cached.status, 304);
    assert.equal(cached.headers.get("ETag"), etag);
    assert.equal(await cached.text(), "");
    const stale = await ctx.get(`/api/player-headshots/${encodeURIComponent(a.id)}`, {
      ...key,
      "If-None-Match": '"old"',
    });
    assert.equal(stale.status, 200);
    await stale.body?.cancel();
  } finally {
    await ctx.close();
  }
});
