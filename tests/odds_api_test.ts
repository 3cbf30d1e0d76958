import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { EventOddsResponse, SgpResponse } from "../routes/public/odds/schemas.ts";
import type { EventDetail, EventListing, EventParticipant } from "../services/events/mod.ts";
import { MAX_SGP_LEGS, ODD_TYPES } from "../services/pricing/mod.ts";
import { assertError, assertShape, createTestContext, PUBLIC, TEST_KEY } from "./helpers.ts";

type Odds = z.infer<typeof EventOddsResponse>;
interface Entry {
  outcomeId: string;
  id: string;
  probability: number;
  odds: number;
  status: string;
  settlement: string;
  referenceId: number;
  updatedAt: string;
}

Deno.test("odds API", async (t) => {
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "4000" });
  const all = await ctx.json<EventListing[]>(`${PUBLIC}/events`);
  const find = (sport: string, status: string) =>
    all.find((e) => e.sportType === sport && e.eventStatus === status && e.participantsAvailable)!;
  const odds = (event: EventListing, oddType: string, query = "") =>
    ctx.json<Odds>(`${PUBLIC}/events/${encodeURIComponent(event.id)}/${oddType}${query}`);
  const entries = async (event: EventListing, oddType: string, query = "") =>
    (await odds(event, oddType, query))[oddType as keyof Odds] as unknown as Entry[];
  const sgp = (event: EventListing, selections: unknown) =>
    ctx.app.request(`${PUBLIC}/events/${encodeURIComponent(event.id)}/sgp`, {
      method: "POST",
      headers: { "X-API-KEY": TEST_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ selections }),
    });
  const f1 = find("f1", "NEXT");

  await t.step("every odd type a race offers has the spec's shape", async () => {
    for (const oddType of ODD_TYPES) {
      const body = assertShape(EventOddsResponse, await odds(f1, oddType));
      assert.equal(body.oddType, oddType);
      assert.equal(body.eventId, f1.id);
      assert.equal(body.publicId, f1.publicId);
      assert.equal(body.numericEventId, f1.numericEventId);
      const list = body[oddType as keyof Odds] as unknown[];
      assert.ok(Array.isArray(list) && list.length > 0, oddType);
      const others = ODD_TYPES.filter((o) => o !== oddType && o in body);
      assert.deepEqual(others, [], oddType);
    }
    for (const size of [3, 4]) {
      const rows = await entries(f1, "eventExacta", `?exactasType=${size}`) as unknown as {
        position: number;
        athletes: unknown[];
      }[];
      assert.ok(rows.length > 20 && rows.length <= 2000);
      assert.ok(rows.every((r) => r.position === size && r.athletes.length === size));
    }
    for (const sub of ["finishingPosition", "points", "gapToLeaders"]) {
      assertShape(EventOddsResponse, await odds(f1, "overUnder", `?overUnderSubMarketType=${sub}`));
    }
  });

  await t.step("field names of the spec's entries", async () => {
    const [h2h] = await entries(f1, "headToHead") as unknown as Record<
      string,
      Record<string, unknown>
    >[];
    assert.ok("winnerParticipantId" in h2h);
    for (const side of [h2h.eventParticipant1, h2h.eventParticipant2]) {
      for (
        const f of ["id", "referenceId", "position", "odds", "settlement", "status", "athlete"]
      ) {
        assert.ok(f in side, f);
      }
    }
    const [dream] = await entries(f1, "dreamTeam") as unknown as {
      teams: { participants: string }[];
    }[];
    const members = JSON.parse(dream.teams[0].participants);
    assert.deepEqual(Object.keys(members[0]).sort(), [
      "eventParticipantId",
      "firstName",
      "lastName",
    ]);
    const [round] = await entries(f1, "heatExacta") as unknown as { roundStatus: unknown }[];
    assert.equal(typeof round.roundStatus, "number");
    const [winnerRound] = await entries(f1, "heatWinner") as unknown as {
      heats: { athletes: { seedNo: number }[] }[];
    }[];
    assert.ok(winnerRound.heats[0].athletes.every((a) => Number.isInteger(a.seedNo)));
  });

  await t.step("a market that does not apply to the sport answers 404", async () => {
    const cases: [string, string[]][] = [
      ["wsl", ["fastestLap", "raceTop3", "raceTop5", "raceTop10"]],
      ["bkfc", ["eventWinner", "podiums", "eventExacta", "dreamTeam", "fastestLap"]],
      ["nll", ODD_TYPES.filter((o) => !["headToHead", "overUnder", "propBets"].includes(o))],
    ];
    for (const [sport, types] of cases) {
      const event = find(sport, "NEXT");
      for (const oddType of types) {
        const res = await ctx.get(`${PUBLIC}/events/${event.id}/${oddType}`);
        const body = await assertError(res, 404);
        assert.match(body.message, /^odds not found/, `${sport} ${oddType}`);
      }
    }
    const surf = find("wsl", "NEXT");
    const res = await ctx.get(
      `${PUBLIC}/events/${surf.id}/overUnder?overUnderSubMarketType=gapToLeaders`,
    );
    await assertError(res, 404, "overUnderSubMarketType");
  });

  await t.step("team games: home v away, player points and player props", async () => {
    const game = find("nll", "NEXT");
    const [h2h] = await entries(game, "headToHead") as unknown as {
      eventParticipant1: { team: { name: string }; probability: number };
      eventParticipant2: { team: { name: string }; probability: number };
    }[];
    assert.equal(
      game.name,
      `${h2h.eventParticipant2.team.name} at ${h2h.eventParticipant1.team.name}`,
    );
    assert.ok(
      Math.abs(h2h.eventParticipant1.probability + h2h.eventParticipant2.probability - 1) < 2e-6,
    );
    const lines = await entries(game, "overUnder") as unknown as { statValue: number }[];
    assert.equal(lines.length, 20);
    assertShape(EventOddsResponse, await odds(game, "overUnder", "?overUnderSubMarketType=points"));
    await assertError(
      await ctx.get(
        `${PUBLIC}/events/${game.id}/overUnder?overUnderSubMarketType=finishingPosition`,
      ),
      404,
      "overUnderSubMarketType",
    );
    const props = await entries(game, "propBets") as unknown as {
      proposition: string;
      probability: number;
    }[];
    assert.equal(props.length, 40);
    // Scoring twice is never likelier than scoring at all.
    const once = props.filter((p) => p.proposition.endsWith("at least once"));
    const twice = props.filter((p) => p.proposition.endsWith("2 or more"));
    once.forEach((p, k) => assert.ok(twice[k].probability <= p.probability + 1e-9));
    // A completed game is settled on its final score.
    const done = find("nll", "COMPLETED");
    const detail = await ctx.json<EventDetail>(`${PUBLIC}/events/${done.id}`);
    const [settled] = await entries(done, "headToHead") as unknown as {
      eventParticipant1: { settlement: string };
      winnerParticipantId: string;
    }[];
    const home = detail.teams.find((x) => x.side === "home")!;
    const away = detail.teams.find((x) => x.side === "away")!;
    assert.equal(settled.eventParticipant1.settlement, home.score! > away.score! ? "WIN" : "LOSE");
    assert.equal(settled.winnerParticipantId, home.score! > away.score! ? home.id : away.id);
  });

  await t.step("bad odds requests get 400 or 404 naming the parameter", async () => {
    await assertError(await ctx.get(`${PUBLIC}/events/${f1.id}/winner`), 400, "oddType");
    await assertError(
      await ctx.get(`${PUBLIC}/events/${f1.id}/eventExacta?exactasType=5`),
      400,
      "exactasType",
    );
    await assertError(
      await ctx.get(`${PUBLIC}/events/${f1.id}/eventWinner?exactasType=2`),
      400,
      "exactasType",
    );
    await assertError(
      await ctx.get(`${PUBLIC}/events/${f1.id}/heatExacta?exactasType=3`),
      400,
      "exactasType",
    );
    await assertError(
      await ctx.get(`${PUBLIC}/events/${f1.id}/podiums?overUnderSubMarketType=points`),
      400,
      "overUnderSubMarketType",
    );
    await assertError(
      await ctx.get(`${PUBLIC}/events/${f1.id}/overUnder?overUnderSubMarketType=laps`),
      400,
      "overUnderSubMarketType",
    );
    await assertError(await ctx.get(`${PUBLIC}/events/f1:nope/eventWinner`), 404, "eventId");
  });

  await t.step("a completed event's outcomes are settled from its results", async () => {
    for (const sport of ["f1", "wsl", "dgpt"]) {
      const done = find(sport, "COMPLETED");
      const people = await ctx.json<EventParticipant[]>(`${PUBLIC}/events/${done.id}/participants`);
      const place = new Map(people.map((p) => [p.referenceId, p.finalPosition]));
      const winners = await entries(done, "eventWinner");
      for (const o of winners) {
        assert.equal(o.status, "CLOSED");
        const p = place.get(o.referenceId);
        const expected = people.find((x) => x.referenceId === o.referenceId)!.status === "WITHDRAWN"
          ? "VOID"
          : p === 1
          ? "WIN"
          : "LOSE";
        assert.equal(o.settlement, expected, `${sport} ${o.referenceId}`);
        if (expected !== "VOID") {
          assert.equal(
            o.updatedAt,
            all.find((e) => e.id === done.id)!.endDate,
          );
        }
      }
      assert.equal(winners.filter((o) => o.settlement === "WIN").length, 1);
      const podium = await entries(done, "podiums");
      assert.equal(podium.filter((o) => o.settlement === "WIN").length, 3);
    }
    // Heat winners settle on each heat's own result.
    const surf = find("wsl", "COMPLETED");
    const detail = await ctx.json<EventDetail>(`${PUBLIC}/events/${surf.id}`);
    const surfers = await ctx.json<EventParticipant[]>(`${PUBLIC}/events/${surf.id}/participants`);
    const refOf = new Map(surfers.map((p) => [p.id, p.referenceId]));
    const rounds = await entries(surf, "heatWinner") as unknown as {
      heats: { heatId: string; athletes: Entry[] }[];
    }[];
    for (const round of rounds) {
      for (const heat of round.heats) {
        const real = detail.rounds.flatMap((r) => r.heats).find((h) => h.heatId === heat.heatId)!;
        const winner = real.athletes.find((a) => a.position === 1)!;
        for (const a of heat.athletes) {
          assert.equal(
            a.settlement,
            a.referenceId === refOf.get(winner.eventParticipantId) ? "WIN" : "LOSE",
          );
        }
      }
    }
  });

  await t.step("cancelled events are void; postponed ones suspended", async () => {
    const cancelled = all.find((e) => e.sportType === "f1" && e.eventStatus === "CANCELLED")!;
    const voided = await entries(cancelled, "eventWinner");
    assert.ok(
      voided.length > 0 && voided.every((o) => o.settlement === "VOID" && o.status === "CLOSED"),
    );
    const postponed = all.find((e) =>
      e.sportType === "f1" && e.eventStatus === "POSTPONED" && e.participantsAvailable
    )!;
    const held = await entries(postponed, "eventWinner");
    assert.ok(held.every((o) => o.settlement === "NOT_SET" && o.status === "SUSPENDED"));
  });

  await t.step("SGP: correlated legs are priced jointly", async () => {
    const winners = await entries(f1, "eventWinner");
    const podiums = await entries(f1, "podiums");
    const top10 = await entries(f1, "raceTop10");
    const [a, b] = winners;
    const podiumOf = (o: Entry) => podiums.find((x) => x.referenceId === o.referenceId)!;
    const top10Of = (o: Entry) => top10.find((x) => x.referenceId === o.referenceId)!;

    const both = assertShape(
      SgpResponse,
      await (await sgp(f1, [a.outcomeId, podiumOf(a).outcomeId])).json(),
    );
    assert.equal(both.probability, a.probability, "A wins and A on the podium = A wins");
    assert.ok(both.viggedProbability >= both.probability);
    assert.ok(Math.abs(both.decimalOdds - 1 / both.viggedProbability) < 1e-4);

    const legs = [podiumOf(a), podiumOf(b), top10Of(winners[5])];
    const three = await (await sgp(f1, legs.map((x) => x.outcomeId))).json();
    const two = await (await sgp(f1, legs.slice(0, 2).map((x) => x.outcomeId))).json();
    assert.ok(three.probability <= two.probability, "adding a leg never makes a parlay likelier");
    const min = Math.min(...legs.map((x) => x.probability));
    const frechet = legs.reduce((s, x) => s + x.probability, 0) - (legs.length - 1);
    assert.ok(three.probability <= min + 1e-9 && three.probability >= frechet - 1e-9);

    // The uuid `id` is a selection too, and gives the same price.
    const byId = await (await sgp(f1, [a.id, podiumOf(a).id])).json();
    assert.deepEqual(byId, both);
  });

  await t.step("SGP: legs in different heats are independent", async () => {
    const surf = find("wsl", "NEXT");
    const [round] = await entries(surf, "heatWinner") as unknown as {
      heats: { athletes: Entry[] }[];
    }[];
    const x = round.heats[0].athletes[0];
    const y = round.heats[1].athletes[0];
    const joint = await (await sgp(surf, [x.outcomeId, y.outcomeId])).json();
    const product = x.probability * y.probability;
    assert.ok(Math.abs(joint.probability - product) < 4 * Math.sqrt(product / 4000) + 0.01);
  });

  await t.step("SGP: clear 400s for bad selections", async () => {
    const winners = await entries(f1, "eventWinner");
    const other = find("f1", "UPCOMING");
    const otherWinner = (await entries(other, "eventWinner"))[0];
    const done = find("f1", "COMPLETED");
    const settled = (await entries(done, "eventWinner"))[0];
    const cases: [unknown, RegExp][] = [
      [[], /at least one/],
      [[winners[0].outcomeId, winners[0].outcomeId], /listed twice/],
      [winners.slice(0, MAX_SGP_LEGS + 1).map((o) => o.outcomeId), /at most/],
      [["not-an-outcome"], /unknown selection/],
      [[`${f1.publicId.split(":")[1]}:eventWinner:1`], /unknown selection/],
      [[otherWinner.outcomeId], /another event/],
      [[winners[0].outcomeId, winners[1].outcomeId], /contradict/],
      ["eventWinner", /selections/],
    ];
    for (const [selections, message] of cases) {
      const body = await assertError(await sgp(f1, selections), 400, "selections");
      assert.match(body.message, message, JSON.stringify(selections).slice(0, 80));
    }
    const closed = await assertError(await sgp(done, [settled.outcomeId]), 400, "selections");
    assert.match(closed.message, /closed, not open/);
    const raw = await ctx.app.request(`${PUBLIC}/events/${f1.id}/sgp`, {
      method: "POST",
      headers: { "X-API-KEY": TEST_KEY, "Content-Type": "application/json" },
      body: "{not json",
    });
    await assertError(raw, 400);
    await assertError(await sgp({ ...f1, id: "f1:nope" }, [winners[0].outcomeId]), 404, "eventId");
  });

  await t.step("review regressions: doubles, gaps, ids, voids", async () => {
    // Jai Alai doubles: one outcome per post, and a winning post wins (partners are no dead heat).
    const night = find("jaialai", "COMPLETED");
    const rounds = await entries(night, "heatWinner") as unknown as {
      roundNo: number;
      heats: { athletes: Entry[] }[];
    }[];
    for (const round of rounds) {
      const athletes = round.heats[0].athletes;
      assert.equal(athletes.length, 8, `game ${round.roundNo}`);
      assert.deepEqual(athletes.map((a) => a.settlement).filter((x) => x !== "LOSE"), ["WIN"]);
    }
    const exactas = await entries(night, "heatExacta") as unknown as {
      heats: { athletes: Entry[] }[];
    }[];
    for (const round of exactas) {
      assert.equal(round.heats[0].athletes.filter((a) => a.settlement === "WIN").length, 1);
    }
    // A gap to the leaders only where the whole field runs the last race; settled or void.
    const sprint = find("usac", "NEXT");
    await assertError(
      await ctx.get(`${PUBLIC}/events/${sprint.id}/overUnder?overUnderSubMarketType=gapToLeaders`),
      404,
      "overUnderSubMarketType",
    );
    const raced = find("f1", "COMPLETED");
    const gaps = await entries(
      raced,
      "overUnder",
      "?overUnderSubMarketType=gapToLeaders",
    ) as unknown as {
      over: Entry;
    }[];
    assert.ok(gaps.every((g) => g.over.settlement !== "NOT_SET"));
    // Outcomes of non-default markets are selections by id too; an id and its outcomeId are one leg.
    const trifecta = (await entries(f1, "eventExacta", "?exactasType=3"))[0];
    const points = (await entries(f1, "overUnder", "?overUnderSubMarketType=points") as unknown as {
      over: Entry;
    }[])[0].over;
    const byIds = await sgp(f1, [trifecta.id, points.id]);
    assert.equal(byIds.status, 201);
    const byOutcomeIds = await sgp(f1, [trifecta.outcomeId, points.outcomeId]);
    assert.deepEqual(await byIds.json(), await byOutcomeIds.json());
    const same = await assertError(
      await sgp(f1, [trifecta.id, trifecta.outcomeId]),
      400,
      "selections",
    );
    assert.match(same.message, /listed twice/);
  });

  await ctx.close();
});
