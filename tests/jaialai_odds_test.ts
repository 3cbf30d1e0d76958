import assert from "node:assert/strict";
import type { z } from "@hono/zod-openapi";
import { JaiAlaiOddsResponse } from "../routes/public/jaialai/schemas.ts";
import type { EventListing } from "../services/events/mod.ts";
import type { JaiAlaiMatch } from "../services/jaialai/mod.ts";
import { assertError, assertShape, createTestContext, PUBLIC } from "./helpers.ts";

type Odds = z.infer<typeof JaiAlaiOddsResponse>;
const sum = (xs: { probability: number }[]) => xs.reduce((a, x) => a + x.probability, 0);
const near = (a: number, b: number, what: string) =>
  assert.ok(Math.abs(a - b) < 1e-4, `${what}: ${a} vs ${b}`);

Deno.test("Jai Alai odds", async (t) => {
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "4000" });
  const events = await ctx.json<EventListing[]>(`${PUBLIC}/events?sportType=jaialai`);
  const uuidOf = (e: EventListing) => e.publicId.split(":")[1];

  await t.step(
    "every market adds up: win 1, place 2, show 3, each set 1, top scorer 1",
    async () => {
      for (const status of ["NEXT", "LIVE", "COMPLETED"]) {
        const event = events.find((e) => e.eventStatus === status && e.participantsAvailable)!;
        const odds = assertShape(
          JaiAlaiOddsResponse,
          await ctx.json(`${PUBLIC}/events/jaialai/${uuidOf(event)}/odds`),
        );
        assert.equal(odds.eventId, event.id);
        assert.equal(odds.publicId, event.publicId);
        near(sum(odds.event.topScorer), 1, "top scorer");
        assert.equal(odds.matches.length, 6);
        for (const m of odds.matches) {
          assert.equal(m.win.length, 8);
          near(sum(m.win), 1, "win");
          near(sum(m.place), 2, "place");
          near(sum(m.show), 3, "show");
          for (const set of m.sets) near(sum(set.leader), 1, `set ${set.setNo}`);
          for (const x of [...m.win, ...m.place, ...m.show]) {
            assert.ok(x.odds >= 1.01);
            if (x.status === "OPEN") assert.ok(1 / x.odds >= x.probability - 1e-9);
          }
          // Win ⊂ place ⊂ show for every post.
          for (const w of m.win) {
            const p = m.place.find((x) => x.post === w.post)!;
            const s = m.show.find((x) => x.post === w.post)!;
            assert.ok(
              w.probability <= p.probability + 1e-9 && p.probability <= s.probability + 1e-9,
            );
          }
        }
      }
    },
  );

  await t.step("finished matches are settled from their results", async () => {
    const done = events.find((e) => e.eventStatus === "COMPLETED" && e.participantsAvailable)!;
    const odds = await ctx.json<Odds>(`${PUBLIC}/events/jaialai/${uuidOf(done)}/odds`);
    const matches = await ctx.json<JaiAlaiMatch[]>(`${PUBLIC}/events/jaialai/${uuidOf(done)}`);
    for (const [k, m] of odds.matches.entries()) {
      const real = matches[k];
      assert.equal(m.matchId, real.id);
      const placeOf = new Map(real.posts.map((p) => [p.post, p.position!]));
      for (const x of m.win) assert.equal(x.settlement, placeOf.get(x.post) === 1 ? "WIN" : "LOSE");
      for (const x of m.show) {
        assert.equal(x.settlement, placeOf.get(x.post)! <= 3 ? "WIN" : "LOSE");
      }
      for (const [i, set] of m.sets.entries()) {
        const best = Math.max(...real.posts.map((p) => p.sets[i].points!));
        const leaders = real.posts.filter((p) => p.sets[i].points === best)
          .sort((a, b) => a.position! - b.position!);
        for (const x of set.leader) {
          assert.equal(x.settlement, x.post === leaders[0].post ? "WIN" : "LOSE");
        }
      }
    }
  });

  await t.step("the listing id leads to the same odds; other ids get 404", async () => {
    const event = events.find((e) => e.eventStatus === "NEXT")!;
    const byUuid = await ctx.json(`${PUBLIC}/events/jaialai/${uuidOf(event)}/odds`);
    assert.deepEqual(
      await ctx.json(`${PUBLIC}/events/jaialai/${encodeURIComponent(event.id)}/odds`),
      byUuid,
    );
    assert.deepEqual(
      await ctx.json(`${PUBLIC}/events/jaialai/${uuidOf(event).toUpperCase()}/odds`),
      byUuid,
    );
    const surf = (await ctx.json<EventListing[]>(`${PUBLIC}/events?sportType=wsl`))[0];
    await assertError(await ctx.get(`${PUBLIC}/events/jaialai/${uuidOf(surf)}/odds`), 404, "id");
  });

  await ctx.close();
});
