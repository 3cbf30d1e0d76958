import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { athletes, events, scheduleRuns } from "../db/schema/mod.ts";
import { fireSchedules } from "../jobs/schedules.ts";
import { createTestContext, PUBLIC, TEST_KEY } from "./helpers.ts";

/**
 * Sandbox keys read a database of their own. Both databases are laid out by the same generator
 * from DEMO_SEED and the day, so on the day both were seeded (here: the test clock's) their ids
 * and dates are equal by design: code written against the sandbox runs against production
 * unchanged. Isolation is shown by changing a row on one side and reading both.
 */
Deno.test("sandbox keys: a separate database, never production's", async (t) => {
  const ctx = await createTestContext();
  const production = { "X-API-KEY": TEST_KEY };
  const sandboxDb = (await ctx.deps.sandbox.deps()).db;
  const [athlete] = await ctx.deps.db.select().from(athletes).limit(1);
  const [event] = await ctx.deps.db.select().from(events).where(eq(events.sportType, "wsl"))
    .limit(1);
  const nameOf = async (res: Response) => {
    assert.equal(res.status, 200, await res.clone().text());
    return (await res.json()).name as string;
  };
  let sandbox: Record<string, string> = {};

  try {
    await t.step(
      "an admin issues a sandbox key; listings show each key's environment",
      async () => {
        const res = await ctx.send("POST", "/api/v1/admin/keys", {
          headers: production,
          json: { owner_id: "demo-league", name: "sandbox", environment: "sandbox" },
        });
        assert.equal(res.status, 201, await res.clone().text());
        const issued = (await res.json()).data;
        assert.equal(issued.environment, "sandbox");
        assert.deepEqual(issued.scopes, ["public"], "a sandbox key reads the public data only");
        sandbox = { "X-API-KEY": issued.key };
        const list = await ctx.send("GET", "/api/v1/admin/keys?owner_id=demo-league", {
          headers: production,
        });
        const keys = (await list.json()).data.keys;
        assert.equal(
          keys.find((k: { key_id: string }) => k.key_id === issued.key_id).environment,
          "sandbox",
        );
        const other = await ctx.send("POST", "/api/v1/admin/keys", {
          headers: production,
          json: { owner_id: "demo-league", name: "prod" },
        });
        assert.equal((await other.json()).data.environment, "production");
        const wide = await ctx.send("POST", "/api/v1/admin/keys", {
          headers: production,
          json: { owner_id: "demo-league", environment: "sandbox", scopes: ["read", "write"] },
        });
        assert.equal(wide.status, 400);
        assert.match((await wide.json()).error.message, /sandbox key .* scope is public/);
      },
    );

    await t.step("same generated data on both sides: equal ids and names", async () => {
      const path = `/v1/athletes/${athlete.id}`;
      assert.equal(
        await nameOf(await ctx.get(path, sandbox)),
        await nameOf(await ctx.get(path, production)),
      );
    });

    await t.step("the catalog's leagues stand on the sandbox's own tours", async () => {
      const list = async (headers: Record<string, string>) => {
        const res = await ctx.get("/v1/leagues?limit=100", headers);
        assert.equal(res.status, 200);
        return (await res.json()).data.map((l: { id: string }) => l.id).sort();
      };
      const ids = await list(sandbox);
      assert.equal(ids.length, 31);
      assert.deepEqual(ids, await list(production));
    });

    await t.step("a sandbox change is seen by sandbox keys only, and the reverse", async () => {
      await sandboxDb.update(events).set({ name: "Sandbox Only Classic" })
        .where(eq(events.id, event.id));
      await ctx.deps.db.update(events).set({ name: "Production Only Open" })
        .where(eq(events.id, event.id));
      const path = `${PUBLIC}/events/${event.id}`;
      // Twice each, interleaved: the second read of each is a hot read of its own environment.
      const { hotReads } = ctx.deps;
      const serve = hotReads.serve.bind(hotReads);
      let hot = 0;
      hotReads.serve = (request) => {
        const res = serve(request);
        if (res) hot++;
        return res;
      };
      for (let round = 0; round < 2; round++) {
        assert.equal(await nameOf(await ctx.get(path, production)), "Production Only Open");
        assert.equal(await nameOf(await ctx.get(path, sandbox)), "Sandbox Only Classic");
      }
      assert.equal(hot, 2, "each environment's second read replayed before routing");
      // The sandbox demo key (DEMO_SANDBOX_API_KEY) is a sandbox key too.
      const demo = { "X-API-KEY": "altsports-sandbox-demo-key" };
      assert.equal(await nameOf(await ctx.get(path, demo)), "Sandbox Only Classic");
    });

    await t.step("a row only the sandbox has is 404 to production keys", async () => {
      await sandboxDb.insert(athletes).values({
        ...athlete,
        id: "sandbox-only-athlete",
        referenceId: 99_999_999,
      });
      const seen = await ctx.get("/v1/athletes/sandbox-only-athlete", sandbox);
      assert.equal(seen.status, 200);
      assert.equal((await seen.json()).id, "sandbox-only-athlete");
      const res = await ctx.get("/v1/athletes/sandbox-only-athlete", production);
      assert.equal(res.status, 404);
      const body = await res.json();
      assert.equal(body.status_code, 404);
    });

    await t.step("platform routes refuse sandbox keys with 403", async () => {
      for (const path of ["/api/v1/auth/me", "/api/morning-report/status", "/api/v1/admin/keys"]) {
        const res = await ctx.get(path, { "X-API-Key": sandbox["X-API-KEY"] });
        assert.equal(res.status, 403, path);
        const body = await res.json();
        assert.equal(body.error.code, "AUTHORIZATION_ERROR");
        assert.match(body.error.message, /sandbox key reads the public data and catalog only/);
        assert.equal(body.error.suggestion, "Send a production API key, or sign in.");
      }
    });

    await t.step(
      "the 00:00 UTC schedule lays the sandbox out again; production untouched",
      async () => {
        await sandboxDb.update(athletes).set({ firstName: "Mutated" })
          .where(eq(athletes.id, athlete.id));
        const fired = await fireSchedules(
          ctx.deps.queue,
          "0 0 * * *",
          new Date("2026-11-22T00:00:00Z"),
        );
        assert.equal(fired.length, 1);
        assert.equal(await ctx.deps.queue.drain(), 1);
        const [run] = await ctx.deps.db.select().from(scheduleRuns)
          .where(eq(scheduleRuns.schedule, "sandbox-reset"));
        assert.equal(run.status, "completed");
        assert.equal(JSON.parse(run.result!).anchor, "2026-11-21", "the business clock's day");
        const [restored] = await sandboxDb.select().from(athletes).where(
          eq(athletes.id, athlete.id),
        );
        assert.equal(restored.firstName, athlete.firstName);
        const gone = await sandboxDb.select().from(athletes)
          .where(eq(athletes.id, "sandbox-only-athlete"));
        assert.equal(gone.length, 0);
        // The response cache and hot reads of the sandbox start afresh: the generated name again.
        const path = `${PUBLIC}/events/${event.id}`;
        assert.equal(await nameOf(await ctx.get(path, sandbox)), event.name);
        assert.equal(await nameOf(await ctx.get(path, production)), "Production Only Open");
      },
    );

    await t.step("a reset on a later day lays the sandbox out around that day", async () => {
      const day = new Date("2026-11-23T00:00:00Z");
      assert.deepEqual(await ctx.deps.sandbox.reset(day), {
        anchor: "2026-11-23",
        events: (await ctx.deps.db.select().from(events)).length,
      });
      const starts = async (db: typeof sandboxDb) =>
        (await db.select().from(events).orderBy(events.startDate)).map((e) => e.startDate);
      const [moved, kept] = [await starts(sandboxDb), await starts(ctx.deps.db)];
      assert.equal(moved.length, kept.length);
      assert.ok(
        moved[0] > kept[0],
        "the sandbox's season moved with its anchor; production's did not",
      );
      // Its leagues follow the new season's tours.
      const res = await ctx.get("/v1/leagues?limit=100", sandbox);
      assert.equal((await res.json()).pagination.total, 31);
    });
  } finally {
    await ctx.close();
  }
});

Deno.test("sandbox keys: an unreachable sandbox database is 503 for them, production serves on", async () => {
  const ctx = await createTestContext({
    SANDBOX_DATABASE_URL: "file:/nonexistent/altsports/sandbox.db",
  });
  try {
    const sandbox = { "X-API-Key": "altsports-sandbox-demo-key" };
    const res = await ctx.get("/v1/athletes/anyone", sandbox);
    assert.equal(res.status, 503);
    assert.equal(res.headers.get("Retry-After"), "5");
    assert.equal((await res.json()).status_code, 503);
    const ok = await ctx.get(`${PUBLIC}/events?sportType=wsl`);
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
  } finally {
    await ctx.close();
  }
});
