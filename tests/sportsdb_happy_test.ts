import assert from "node:assert/strict";
import type { z } from "@hono/zod-openapi";
import * as s from "../routes/sportsdb/schemas.ts";
import { Envelope } from "../routes/envelope.ts";
import { assertShape, bodyOf, createTestContext, TEST_KEY } from "./helpers.ts";

const admin = { "X-API-Key": TEST_KEY };

Deno.test("the explorer's read operations answer their documented shapes", async (t) => {
  const ctx = await createTestContext();
  const get = async <T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> =>
    (assertShape(Envelope(schema), await bodyOf(await ctx.get(path, admin))) as {
      data: z.output<T>;
    }).data;

  await t.step("overview links every operation; api lists all 14", async () => {
    const overview = await get("/sportsdb/", s.Overview);
    assert.equal(overview.query_limits.max_rows, 1000);
    assert.equal(overview.query_limits.confinement, "bytecode");
    assert.equal(overview.links.query, "/sportsdb/query");
    const api = await get("/sportsdb/api", s.Api);
    assert.equal(api.total, 14);
  });

  await t.step("schemas by category, with stats; tables with has_data and paging", async () => {
    const sports = await get("/sportsdb/schemas?category=sports&include_stats=true", s.Schemas);
    assert.deepEqual(sports.schemas.map((x) => x.name), ["sports"]);
    assert.ok((sports.schemas[0].row_count ?? 0) > 0);
    const all = await get("/sportsdb/schemas", s.Schemas);
    const names = all.schemas.flatMap((x) => x.tables);
    for (const hidden of ["users", "api_keys", "oauth_clients", "webhooks", "jobs"]) {
      assert.ok(!names.includes(hidden), hidden);
    }
    const tables = await get("/sportsdb/tables?schema=sports&has_data=true&limit=2", s.Tables);
    assert.equal(tables.tables.length, 2);
    assert.ok(tables.has_more);
    assert.ok(tables.tables.every((x) => (x.row_count ?? 0) > 0 && x.schema === "sports"));
    const next = await get("/sportsdb/tables?schema=sports&limit=2&offset=2", s.Tables);
    assert.notEqual(next.tables[0].name, tables.tables[0].name);
  });

  await t.step("a sport, its athletes and events", async () => {
    const wsl = await get("/sportsdb/sport/wsl?limit=3", s.SportData);
    assert.equal(wsl.sport.sport_code, "wsl");
    assert.ok(wsl.counts.athletes > 0);
    assert.ok((wsl.athletes ?? []).length <= 3);
    const athletes = await get("/sportsdb/athletes/wsl?limit=5&offset=1", s.Athletes);
    assert.equal(athletes.athletes.length, 5);
    assert.equal(athletes.offset, 1);
    const events = await get(
      "/sportsdb/events/wsl?include_participants=true&limit=2",
      s.Events,
    );
    assert.ok(events.events.length > 0);
    assert.ok(Array.isArray(events.events[0].participants));
    const upcoming = await get("/sportsdb/events/wsl?upcoming_only=true", s.Events);
    assert.ok(upcoming.total <= events.total);
  });

  await t.step("betting from our pricing: outcome and future", async () => {
    const outcome = await get("/sportsdb/betting/wsl?bet_type=outcome&limit=1", s.Betting);
    assert.equal(outcome.source, "pricing");
    assert.equal(outcome.markets.length + (outcome.unavailable ?? []).length, 1);
    const future = await get("/sportsdb/betting/wsl?bet_type=future&limit=1", s.Betting);
    assert.equal(future.bet_type, "future");
    assert.equal(future.markets.length, 1);
  });

  await t.step("analytics, catalog (26 schemas), sports", async () => {
    const analytics = await get("/sportsdb/analytics", s.Analytics);
    assert.ok(analytics.total_rows > 0);
    assert.ok(!analytics.tables.some((x) => x.name === "users"));
    const catalog = await get("/sportsdb/catalog", s.Catalog);
    assert.equal(catalog.total_schemas, 26);
    assert.ok(catalog.categories.length >= 3);
    const sports = await get("/sportsdb/sports?include_stats=true", s.Sports);
    assert.ok(sports.sports.some((x) => x.sport_code === "wsl" && x.stats));
    const active = await get("/sportsdb/sports?active_only=true", s.Sports);
    assert.ok(active.sports.every((x) => x.active));
  });

  await t.step("kb and docs: markdown as HTML, JSON as data", async () => {
    const kb = await get("/sportsdb/kb", s.Kb);
    assert.ok(kb.total >= 3);
    const md = await ctx.get("/sportsdb/docs/explorer.md", admin);
    assert.equal(md.status, 200);
    assert.match(md.headers.get("Content-Type") ?? "", /text\/html/);
    const html = await md.text();
    assert.match(html, /<h1>The database explorer<\/h1>/);
    assert.match(html, /<code>PRAGMA query_only<\/code>/);
    const json = await bodyOf<{ terms: unknown[] }>(
      await ctx.get("/sportsdb/docs/glossary.json", admin),
    );
    assert.ok(json.terms.length > 0);
  });

  await ctx.close();
});

Deno.test("the explorer's read operations: errors", async (t) => {
  const ctx = await createTestContext();
  await t.step("an unknown sport is 404; bad parameters 422", async () => {
    for (const path of ["sport", "athletes", "events", "betting"]) {
      const body = await bodyOf<{ error: { code: string } }>(
        await ctx.get(`/sportsdb/${path}/nosuchsport`, admin),
        404,
      );
      assert.equal(body.error.code, "NOT_FOUND");
    }
    await bodyOf(await ctx.get("/sportsdb/schemas?category=secret", admin), 422);
    await bodyOf(await ctx.get("/sportsdb/betting/wsl?bet_type=parlay", admin), 422);
    await bodyOf(await ctx.get("/sportsdb/tables?limit=0", admin), 422);
    await bodyOf(await ctx.get("/sportsdb/athletes/wsl?active_only=maybe", admin), 422);
  });
  await t.step("docs: unknown names and path escapes are 404", async () => {
    for (
      const name of [
        "nope.md",
        "..%2F..%2Fdeno.json",
        "%2E%2E%2Fexplorer.md",
        "..%5Cdeno.json",
        "explorer.md%00.json",
        "EXPLORER.md",
      ]
    ) {
      const res = await ctx.get(`/sportsdb/docs/${name}`, admin);
      assert.ok([404, 422].includes(res.status), `${name}: ${res.status}`);
      await res.body?.cancel();
    }
  });
  await ctx.close();
});
