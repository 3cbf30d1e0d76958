import assert from "node:assert/strict";
import { ServerErrorResponse } from "../routes/openapi.ts";
import type { EventDetail, EventListing } from "../services/events/mod.ts";
import { assertError, assertShape, createTestContext, PUBLIC, TEST_KEY } from "./helpers.ts";

Deno.test("public events: errors", async (t) => {
  const ctx = await createTestContext();
  const all = await ctx.json<EventListing[]>(`${PUBLIC}/events`);

  await t.step("invalid query values get 400 naming the parameter", async () => {
    const cases: [string, string][] = [
      ["sportType=surfing", "sportType"],
      ["sportType=WSL", "sportType"],
      ["eventStatus=FINISHED", "eventStatus"],
      ["eventStatus=LIVE,done", "eventStatus"],
      ["eventStatus=LIVE&eventStatus=live", "eventStatus"],
      ["sortOrder=desc", "sortOrder"],
      ["sortOrder=", "sortOrder"],
      ["startDate=2026-13-01", "startDate"],
      ["startDate=21-11-2026", "startDate"],
      ["endDate=2026-02-30", "endDate"],
      ["endDate=2026-11-21T00:00:00Z", "endDate"],
      ["startDate=2026-11-21&endDate=2026-11-20", "endDate"],
    ];
    for (const [query, parameter] of cases) {
      const res = await ctx.get(`${PUBLIC}/events?${query}`);
      const body = await assertError(res, 400, parameter);
      assert.match(body.message, new RegExp(parameter), query);
      assertShape(ServerErrorResponse, body);
    }
  });

  await t.step("unknown event gets 404 on every event route", async () => {
    for (const path of ["", "/participants", "/heats/whatever"]) {
      const res = await ctx.get(`${PUBLIC}/events/wsl:00000000-0000-4000-8000-000000000000${path}`);
      const body = await assertError(res, 404, "eventId");
      assert.match(body.message, /event .* not found/);
    }
  });

  await t.step("unknown heat, and a heat of another event, get 404", async () => {
    const [a, b] = all.filter((e) => e.sportType === "wsl" && e.eventStatus === "COMPLETED");
    const other = await ctx.json<EventDetail>(`${PUBLIC}/events/${b.id}`);
    const foreignHeat = other.rounds[0].heats[0].heatId;
    await assertError(
      await ctx.get(`${PUBLIC}/events/${a.id}/heats/${foreignHeat}`),
      404,
      "heatId",
    );
    await assertError(await ctx.get(`${PUBLIC}/events/${a.id}/heats/nope`), 404, "heatId");
    // The same heat is found through its own event.
    assert.equal((await ctx.get(`${PUBLIC}/events/${b.id}/heats/${foreignHeat}`)).status, 200);
  });

  await t.step("participants of an event whose field is not announced get 400", async () => {
    const unannounced = all.filter((e) => !e.participantsAvailable);
    assert.ok(unannounced.some((e) => ["nll", "masl", "mltt"].includes(e.sportType)));
    for (const event of unannounced.slice(0, 5)) {
      const res = await ctx.get(`${PUBLIC}/events/${event.id}/participants`);
      const body = await assertError(res, 400, "eventId");
      assert.equal(body.message, "participants are not available for this event");
      // The event itself is still there.
      assert.equal((await ctx.get(`${PUBLIC}/events/${event.id}`)).status, 200);
    }
  });

  await t.step("Jai Alai: unknown ids and events of other sports get 404", async () => {
    const surf = all.find((e) => e.sportType === "wsl")!;
    const surfUuid = surf.publicId.split(":")[1];
    for (const id of [surfUuid, "00000000-0000-4000-8000-000000000000", "jaialai:nope"]) {
      await assertError(
        await ctx.get(`${PUBLIC}/events/jaialai/${encodeURIComponent(id)}`),
        404,
        "id",
      );
    }
  });

  await t.step(
    "/events/jaialai/... is the literal Jai Alai route, never /events/{eventId}/...",
    async () => {
      // "participants" would be /events/{eventId}/participants with eventId "jaialai" if the
      // parameter route won; the literal route answers instead, about its own `id`.
      const body = await assertError(
        await ctx.get(`${PUBLIC}/events/jaialai/participants`),
        404,
        "id",
      );
      assert.match(body.message, /^Jai Alai event participants not found$/);
    },
  );

  await t.step("over-long path ids get 400, not a lookup", async () => {
    const long = "x".repeat(500);
    await assertError(await ctx.get(`${PUBLIC}/events/${long}`), 400, "eventId");
  });

  await t.step("unknown routes get 404 in the same body, with X-Request-Id", async () => {
    for (const path of [`${PUBLIC}/nope`, `${PUBLIC}/events/a/b/c/d/e`]) {
      const res = await ctx.get(path);
      const body = await assertError(res, 404);
      assertShape(ServerErrorResponse, body);
    }
    // Outside the public surface, unknown routes answer in spec 001's envelope.
    const outside = await ctx.get("/nope");
    assert.equal(outside.status, 404);
    const body = await outside.json();
    assert.equal(body.success, false);
    assert.equal(body.error.code, "NOT_FOUND");
    assert.equal(body.metadata.request_id, outside.headers.get("X-Request-Id"));
    const post = await ctx.app.request(`${PUBLIC}/events`, {
      method: "DELETE",
      headers: { "X-API-KEY": "x" },
    });
    assert.ok([401, 404, 405].includes(post.status));
  });

  await t.step("every response carries X-Request-Id; a sane incoming one is echoed", async () => {
    const res = await ctx.get(`${PUBLIC}/events?sportType=f1`);
    assert.match(res.headers.get("X-Request-Id")!, /^[0-9a-f-]{36}$/);
    await res.body?.cancel();
    const echoed = await ctx.get(`${PUBLIC}/events?sportType=f1`, {
      "X-API-KEY": "test-key-0123456789",
      "X-Request-Id": "client-trace-42",
    });
    assert.equal(echoed.headers.get("X-Request-Id"), "client-trace-42");
    await echoed.body?.cancel();
    const hostile = await ctx.get(`${PUBLIC}/events?sportType=f1`, {
      "X-API-KEY": "test-key-0123456789",
      "X-Request-Id": "bad id with spaces\u0001",
    });
    assert.notEqual(hostile.headers.get("X-Request-Id"), "bad id with spaces\u0001");
    await hostile.body?.cancel();
  });

  await t.step("review regressions: ids with colons, far dates", async () => {
    const surf = all.find((e) => e.sportType === "wsl" && e.eventStatus === "COMPLETED")!;
    const detail = await ctx.json<EventDetail>(`${PUBLIC}/events/${surf.id}`);
    const heatId = detail.rounds[0].heats[0].heatId;
    assert.equal((await ctx.get(`${PUBLIC}/events/${surf.id}/heats/${heatId}`)).status, 200);
    // The same characters split differently are another (unknown) resource.
    const [sport, uuid] = surf.id.split(":");
    await assertError(await ctx.get(`${PUBLIC}/events/${sport}/heats/${uuid}:${heatId}`), 404);
    const far = await ctx.json<EventListing[]>(`${PUBLIC}/events?endDate=9999-12-31`);
    assert.equal(far.length, all.length);
    const early = await ctx.json<EventListing[]>(`${PUBLIC}/events?startDate=0001-01-01`);
    assert.equal(early.length, all.length);
  });

  await t.step("a body over the limit gets 413; without a key it is never read", async () => {
    const big = JSON.stringify({ selections: ["x".repeat(100 * 1024)] });
    const res = await ctx.app.request(`${PUBLIC}/events/${all[0].id}/sgp`, {
      method: "POST",
      headers: { "X-API-KEY": TEST_KEY, "Content-Type": "application/json" },
      body: big,
    });
    const body = await assertError(res, 413);
    assert.match(body.message, /request body over/);
    const anonymous = await ctx.app.request(`${PUBLIC}/events/${all[0].id}/sgp`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: big,
    });
    await assertError(anonymous, 401);
  });

  await t.step(
    "an internal failure is a 500 ServerErrorResponse without the real error",
    async () => {
      const { db } = ctx.deps;
      const original = db.$client.execute.bind(db.$client);
      await db.$client.execute("ALTER TABLE events RENAME TO events_gone");
      ctx.deps.cache.clear();
      try {
        const res = await ctx.get(`${PUBLIC}/events`);
        const body = await assertError(res, 500);
        assert.equal(body.message, "internal server error");
        assert.doesNotMatch(JSON.stringify(body), /events_gone|SQLITE|no such table/i);
      } finally {
        await original("ALTER TABLE events_gone RENAME TO events");
      }
    },
  );

  await ctx.close();
});
