import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import {
  EventListingResponse,
  EventParticipantsResponse,
  EventResponse,
  RoundScoreResponse,
} from "../routes/public/events/schemas.ts";
import { JaiAlaiEventResponse } from "../routes/public/jaialai/schemas.ts";
import { EVENT_STATUSES, SPORT_TYPES } from "../services/sports/catalog.ts";
import { assertShape, createTestContext, PUBLIC } from "./helpers.ts";

type Listing = z.infer<typeof EventListingResponse>;
type Event = z.infer<typeof EventResponse>;

Deno.test("public events: happy paths", async (t) => {
  const ctx = await createTestContext();
  const all = assertShape(z.array(EventListingResponse), await ctx.json(`${PUBLIC}/events`));
  const day = (iso: string) => iso.slice(0, 10);

  await t.step("lists every event, ascending by start time by default", () => {
    assert.equal(all.length, 31 * 24);
    for (let i = 1; i < all.length; i++) assert.ok(all[i - 1].startDate <= all[i].startDate);
  });

  await t.step("sortOrder=DESC reverses the order, ASC keeps it", async () => {
    const desc = await ctx.json<Listing[]>(`${PUBLIC}/events?sortOrder=DESC`);
    assert.deepEqual(desc.map((e) => e.id), all.map((e) => e.id).reverse());
    const asc = await ctx.json<Listing[]>(`${PUBLIC}/events?sortOrder=ASC`);
    assert.deepEqual(asc.map((e) => e.id), all.map((e) => e.id));
  });

  await t.step("sportType narrows to that sport, for each of the 31", async () => {
    for (const sport of SPORT_TYPES) {
      const got = await ctx.json<Listing[]>(`${PUBLIC}/events?sportType=${sport}`);
      const expected = all.filter((e) => e.sportType === sport).map((e) => e.id);
      assert.deepEqual(got.map((e) => e.id), expected, sport);
      assert.ok(got.length >= 20);
    }
  });

  await t.step("eventStatus takes one value, comma-separated values and repeats", async () => {
    for (const status of EVENT_STATUSES) {
      const got = await ctx.json<Listing[]>(`${PUBLIC}/events?eventStatus=${status}`);
      assert.ok(got.length >= 31, status);
      assert.ok(got.every((e) => e.eventStatus === status));
      assert.equal(got.length, all.filter((e) => e.eventStatus === status).length);
    }
    const expected = all.filter((e) => ["LIVE", "NEXT"].includes(e.eventStatus)).map((e) => e.id);
    const comma = await ctx.json<Listing[]>(`${PUBLIC}/events?eventStatus=LIVE,NEXT`);
    const repeated = await ctx.json<Listing[]>(
      `${PUBLIC}/events?eventStatus=LIVE&eventStatus=NEXT`,
    );
    const mixed = await ctx.json<Listing[]>(
      `${PUBLIC}/events?eventStatus=LIVE,NEXT&eventStatus=NEXT`,
    );
    assert.deepEqual(comma.map((e) => e.id), expected);
    assert.deepEqual(repeated.map((e) => e.id), expected);
    assert.deepEqual(mixed.map((e) => e.id), expected);
  });

  await t.step("startDate and endDate are whole days, both inclusive", async () => {
    const target = all[100];
    const d = day(target.startDate);
    const sameDay = await ctx.json<Listing[]>(`${PUBLIC}/events?startDate=${d}&endDate=${d}`);
    assert.ok(sameDay.some((e) => e.id === target.id));
    assert.ok(sameDay.every((e) => day(e.startDate) === d));
    assert.deepEqual(
      sameDay.map((e) => e.id),
      all.filter((e) => day(e.startDate) === d).map((e) => e.id),
    );

    const before = new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const after = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const untilBefore = await ctx.json<Listing[]>(`${PUBLIC}/events?endDate=${before}`);
    assert.ok(!untilBefore.some((e) => e.id === target.id));
    assert.ok(untilBefore.every((e) => day(e.startDate) <= before));
    const fromAfter = await ctx.json<Listing[]>(`${PUBLIC}/events?startDate=${after}`);
    assert.ok(!fromAfter.some((e) => e.id === target.id));
    assert.ok(fromAfter.every((e) => day(e.startDate) >= after));
    assert.equal(untilBefore.length + sameDay.length + fromAfter.length, all.length);
  });

  await t.step("filters combine", async () => {
    const from = "2026-09-01";
    const to = "2026-12-31";
    const url = `${PUBLIC}/events?sportType=f1&eventStatus=COMPLETED,UPCOMING` +
      `&startDate=${from}&endDate=${to}&sortOrder=DESC`;
    const got = await ctx.json<Listing[]>(url);
    const expected = all.filter((e) =>
      e.sportType === "f1" && ["COMPLETED", "UPCOMING"].includes(e.eventStatus) &&
      day(e.startDate) >= from && day(e.startDate) <= to
    ).map((e) => e.id).reverse();
    assert.ok(expected.length > 2);
    assert.deepEqual(got.map((e) => e.id), expected);
  });

  await t.step("an empty result is an empty array", async () => {
    assert.deepEqual(
      await ctx.json(`${PUBLIC}/events?startDate=1990-01-01&endDate=1990-12-31`),
      [],
    );
  });

  await t.step("fetches an event with rounds, heats and teams", async () => {
    const surf = all.find((e) => e.sportType === "wsl" && e.eventStatus === "COMPLETED")!;
    const event = assertShape(EventResponse, await ctx.json(`${PUBLIC}/events/${surf.id}`));
    const { teams: _, rounds, ...listing } = event;
    assert.deepEqual(listing, surf);
    assert.deepEqual(rounds.map((r) => r.roundName), [
      "Opening Round",
      "Round of 16",
      "Quarterfinals",
      "Semifinals",
      "Final",
    ]);
    assert.deepEqual(rounds.map((r) => r.heats.length), [8, 8, 4, 2, 1]);
    for (const round of rounds) {
      assert.equal(round.roundStatus, "COMPLETED");
      for (const heat of round.heats) {
        assert.equal(heat.heatStatus, "COMPLETED");
        const places = heat.athletes.map((a) => a.position).sort();
        assert.deepEqual(places, heat.athletes.map((_, k) => k + 1));
      }
    }
    // The final's winner beat the runner-up on the heat total.
    const [final] = rounds[4].heats;
    const winner = final.athletes.find((a) => a.position === 1)!;
    const runnerUp = final.athletes.find((a) => a.position === 2)!;
    assert.ok(winner.score! > runnerUp.score!);
  });

  await t.step("team games name both teams, home and away, with the final score", async () => {
    const game = all.find((e) => e.sportType === "nll" && e.eventStatus === "COMPLETED")!;
    const event = await ctx.json<Event>(`${PUBLIC}/events/${game.id}`);
    assert.deepEqual(event.teams.map((t) => t.side).sort(), ["away", "home"]);
    const home = event.teams.find((t) => t.side === "home")!;
    const away = event.teams.find((t) => t.side === "away")!;
    assert.equal(game.name, `${away.name} at ${home.name}`);
    assert.notEqual(home.score, away.score);
    const heatPoints = (teamId: string) =>
      event.rounds.flatMap((r) => r.heats).flatMap((h) => h.athletes)
        .filter((a) => a.athlete.team?.id === teamId)
        .reduce((s, a) => s + a.score!, 0);
    assert.equal(heatPoints(home.id), home.score);
    assert.equal(heatPoints(away.id), away.score);
  });

  await t.step("race events list constructors as teams and athletes with their team", async () => {
    const race = all.find((e) => e.sportType === "f1" && e.eventStatus === "COMPLETED")!;
    const event = await ctx.json<Event>(`${PUBLIC}/events/${race.id}`);
    assert.equal(event.teams.length, 10);
    assert.ok(event.teams.every((t) => t.side === null && t.score === null));
    const drivers = event.rounds[1].heats[0].athletes;
    assert.equal(drivers.length, 20);
    assert.ok(drivers.every((d) => event.teams.some((t) => t.id === d.athlete.team?.id)));
  });

  await t.step("lists participants by seed with their final positions", async () => {
    const surf = all.find((e) => e.sportType === "wsl" && e.eventStatus === "COMPLETED")!;
    const participants = assertShape(
      z.array(EventParticipantsResponse),
      await ctx.json(`${PUBLIC}/events/${surf.id}/participants`),
    );
    const active = participants.filter((p) => p.status === "ACTIVE");
    assert.equal(active.length, 24);
    assert.deepEqual(participants.map((p) => p.seedNo), participants.map((_, k) => k + 1));
    assert.deepEqual(
      active.map((p) => p.finalPosition).sort((a, b) => a! - b!),
      active.map((_, k) => k + 1),
    );
    assert.ok(participants.every((p) => p.eventId === surf.id));
  });

  await t.step("returns the lap times of a race heat, best placed first", async () => {
    const race = all.find((e) => e.sportType === "f1" && e.eventStatus === "COMPLETED")!;
    const event = await ctx.json<Event>(`${PUBLIC}/events/${race.id}`);
    const heat = event.rounds.find((r) => r.roundName === "Race")!.heats[0];
    const lines = assertShape(
      z.array(RoundScoreResponse),
      await ctx.json(`${PUBLIC}/events/${race.id}/heats/${heat.heatId}`),
    );
    assert.equal(lines.length, 20);
    assert.deepEqual(lines.map((l) => l.position), lines.map((_, k) => k + 1));
    const finished = lines.filter((l) => l.status === "FINISHED");
    for (const line of finished) {
      assert.equal(line.lapTimesMs.length, 50);
      assert.equal(line.lapTimesMs.reduce((a, b) => a + b, 0), line.totalTimeMs);
      assert.equal(Math.min(...line.lapTimesMs), line.bestLapTimeMs);
      assert.equal(line.heatId, heat.heatId);
    }
    for (let i = 1; i < finished.length; i++) {
      assert.ok(finished[i - 1].totalTimeMs! <= finished[i].totalTimeMs!);
    }
    for (const line of lines.filter((l) => l.status === "DNF")) {
      assert.ok(line.lapTimesMs.length < 50);
      assert.ok(line.position! > finished.length);
    }
  });

  await t.step("returns wave scores of a surf heat: the total is the best two waves", async () => {
    const surf = all.find((e) => e.sportType === "wsl" && e.eventStatus === "COMPLETED")!;
    const event = await ctx.json<Event>(`${PUBLIC}/events/${surf.id}`);
    const heat = event.rounds[0].heats[0];
    const lines = await ctx.json<z.infer<typeof RoundScoreResponse>[]>(
      `${PUBLIC}/events/${surf.id}/heats/${heat.heatId}`,
    );
    assert.equal(lines.length, 3);
    for (const line of lines) {
      const [a, b] = [...line.scores].sort((x, y) => y - x);
      assert.ok(Math.abs(a + b - line.score!) < 0.011, `${a}+${b} vs ${line.score}`);
      assert.ok(line.scores.every((s) => s >= 0 && s <= 10));
    }
    assert.ok(lines[0].score! >= lines[1].score! && lines[1].score! >= lines[2].score!);
  });

  await t.step("heats of an upcoming event carry the draw without results", async () => {
    const next = all.find((e) => e.sportType === "wsl" && e.eventStatus === "NEXT")!;
    const event = await ctx.json<Event>(`${PUBLIC}/events/${next.id}`);
    const heat = event.rounds[0].heats[0];
    assert.equal(heat.heatStatus, "UPCOMING");
    assert.equal(heat.athletes.length, 3);
    assert.ok(heat.athletes.every((a) => a.position === null && a.status === "SCHEDULED"));
    assert.ok(event.rounds.slice(1).every((r) => r.heats.every((h) => h.athletes.length === 0)));
    const lines = await ctx.json<z.infer<typeof RoundScoreResponse>[]>(
      `${PUBLIC}/events/${next.id}/heats/${heat.heatId}`,
    );
    assert.ok(
      lines.every((l) => l.score === null && l.position === null && l.lapTimesMs.length === 0),
    );
  });

  await t.step(
    "a live event shows finished heats, one live heat and what is still to come",
    async () => {
      const live = all.find((e) => e.sportType === "wsl" && e.eventStatus === "LIVE")!;
      const event = await ctx.json<Event>(`${PUBLIC}/events/${live.id}`);
      const statuses = event.rounds.flatMap((r) => r.heats.map((h) => h.heatStatus));
      assert.ok(statuses.includes("COMPLETED"));
      assert.equal(statuses.filter((s) => s === "LIVE").length, 1);
      assert.ok(statuses.includes("UPCOMING"));
      assert.equal(event.rounds.filter((r) => r.roundStatus === "LIVE").length, 1);
    },
  );

  await t.step("Jai Alai: the listing's id and its uuid lead to the same matches", async () => {
    const jai = all.find((e) => e.sportType === "jaialai" && e.eventStatus === "COMPLETED")!;
    assert.match(jai.id, /^jaialai:\d{4}-\d{2}-\d{2}_[a-z-]+-vs-[a-z-]+$/);
    const uuid = jai.publicId.replace("jaialai:", "");
    const byUuid = assertShape(
      z.array(JaiAlaiEventResponse),
      await ctx.json(`${PUBLIC}/events/jaialai/${uuid}`),
    );
    assert.deepEqual(
      await ctx.json(`${PUBLIC}/events/jaialai/${encodeURIComponent(jai.id)}`),
      byUuid,
    );
    assert.deepEqual(await ctx.json(`${PUBLIC}/events/jaialai/${jai.publicId}`), byUuid);
    assert.equal(byUuid.length, 6);
    for (const match of byUuid) {
      assert.equal(match.eventId, jai.id);
      assert.equal(match.posts.length, 8);
      assert.deepEqual(match.posts.map((p) => p.post).sort((a, b) => a - b), [
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
      ]);
      assert.ok(
        match.posts.every((p) => p.players.length === (match.gameType === "doubles" ? 2 : 1)),
      );
      const winner = match.posts.find((p) => p.position === 1)!;
      assert.ok(winner.points! >= 7);
      assert.ok(match.posts.every((p) => p.points! <= winner.points!));
      for (const post of match.posts) {
        assert.equal(post.sets.reduce((s, x) => s + x.points!, 0), post.points);
      }
    }
  });

  await ctx.close();
});
