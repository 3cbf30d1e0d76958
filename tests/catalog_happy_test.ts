import assert from "node:assert/strict";
import {
  AthleteStats,
  DataSummary,
  LiveScores,
  PlayerDetail,
  PlayerList,
  SeasonStatistics,
  SportList,
  TeamDetail,
  TeamList,
} from "../routes/catalog/schemas.ts";
import type { EventDetail, EventListing } from "../services/events/mod.ts";
import { assertShape, createTestContext, idTokenHeaders, PUBLIC, TEST_KEY } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("catalog teams, players, statistics, summary and live scores: happy paths", async (t) => {
  const ctx = await createTestContext();
  const key = { "X-API-Key": TEST_KEY };
  const bearer = await idTokenHeaders(ctx);
  const read = async (path: string, headers: Record<string, string> = bearer): Promise<Json> => {
    const res = await ctx.get(path, headers);
    assert.equal(res.status, 200, `${path}: ${await res.clone().text()}`);
    return await res.json();
  };
  const events = await ctx.json<EventListing[]>(`${PUBLIC}/events`);

  await t.step("teams of a league, the same teams the events name", async () => {
    const list = assertShape(TeamList, await read("/v1/teams?league_id=league_nll&limit=100"));
    assert.equal(list.total, 10);
    assert.ok(list.items.every((team) => team.league_id === "league_nll" && team.sport === "nll"));
    const game = events.find((e) => e.sportType === "nll" && e.eventStatus === "COMPLETED")!;
    const detail = await ctx.json<EventDetail>(`${PUBLIC}/events/${game.id}`);
    for (const side of detail.teams) assert.ok(list.items.some((team) => team.id === side.id));
    const names = list.items.map((team) => team.name);
    assert.deepEqual(names, [...names].sort());
    const desc = await read("/v1/teams?league_id=league_nll&sort=-abbreviation&limit=100");
    const abbreviations = desc.items.map((team: Json) => team.abbreviation);
    assert.deepEqual(abbreviations, [...abbreviations].sort().reverse());
    const all = await read("/v1/teams?limit=100");
    assert.equal(all.total, 75);
    const page = await read("/v1/teams?limit=10&offset=70");
    assert.deepEqual([page.items.length, page.has_more], [5, false]);
    assert.deepEqual((await read("/v1/teams?league_id=league_wsl")).items, [], "no teams");
  });

  await t.step("a team with its players", async () => {
    const [first] = (await read("/v1/teams?league_id=league_nll&limit=1")).items;
    const team = assertShape(TeamDetail, await read(`/v1/teams/${first.id}`));
    assert.equal(team.players.length, first.players_count);
    assert.ok(team.players.every((p) => p.team_id === first.id));
    const played = events.filter((e) => e.sportType === "nll").length;
    assert.ok(team.statistics.events > 0 && team.statistics.events <= played);
  });

  await t.step("players: by team, by league, sorted, paged", async () => {
    const [team] = (await read("/v1/teams?league_id=league_masl&limit=1")).items;
    const ofTeam = assertShape(PlayerList, await read(`/v1/players?team_id=${team.id}`));
    assert.equal(ofTeam.total, team.players_count);
    assert.ok(ofTeam.items.every((p) => p.team_id === team.id && p.league_id === "league_masl"));
    const surfers = await read("/v1/players?league_id=league_wsl&limit=100");
    assert.ok(surfers.total > 20);
    assert.ok(surfers.items.every((p: Json) => p.sport === "wsl"));
    const byNation = await read("/v1/players?league_id=league_wsl&sort=nationality,name&limit=100");
    const nations = byNation.items.map((p: Json) => p.nationality);
    assert.deepEqual(nations, [...nations].sort());
    const all = await read("/v1/players?limit=1");
    assert.equal(all.total, 1188);
    assert.equal(all.has_more, true);
  });

  await t.step("a player is an athlete of the public API, with the same figures", async () => {
    const surf = events.find((e) => e.sportType === "wsl" && e.eventStatus === "COMPLETED")!;
    const detail = await ctx.json<EventDetail>(`${PUBLIC}/events/${surf.id}`);
    const athlete = detail.rounds[0].heats[0].athletes[0].athlete;
    const player = assertShape(PlayerDetail, await read(`/v1/players/${athlete.id}`));
    assert.equal(
      player.name,
      [athlete.firstName, athlete.middleName, athlete.lastName]
        .filter(Boolean).join(" "),
    );
    assert.equal(player.league_id, "league_wsl");
    const stats = assertShape(AthleteStats, await read(`/v1/athletes/${athlete.id}`, key));
    assert.deepEqual(player.statistics, stats.statistics);
    assert.ok(stats.statistics.heats > 0);
  });

  await t.step("season statistics: standings, games, playoffs, players", async () => {
    const f1 = assertShape(SeasonStatistics, await read("/v1/stats?league_id=league_f1"));
    assert.equal(f1.season, 2026);
    const completed = events.filter((e) => e.sportType === "f1" && e.eventStatus === "COMPLETED");
    assert.equal(f1.games_completed, completed.length);
    assert.equal(f1.games_per_season, events.filter((e) => e.sportType === "f1").length);
    assert.equal(f1.playoffs_teams, 0);
    const points = f1.standings.map((s) => s.points);
    assert.deepEqual(points, [...points].sort((a, b) => b - a));
    assert.deepEqual(f1.standings.map((s) => s.rank), f1.standings.map((_, i) => i + 1));
    // Winners of completed events: as many wins as completed events with a winner.
    assert.equal(f1.standings.reduce((n, s) => n + s.wins, 0), completed.length);
    assert.ok(f1.player_statistics.length > 0);
    const podiums = f1.player_statistics.map((p) => p.podiums);
    assert.deepEqual(podiums, [...podiums].sort((a, b) => b - a));
    const nll = assertShape(
      SeasonStatistics,
      await read("/v1/stats?league_id=league_nll&season=2026"),
    );
    assert.equal(nll.playoffs_teams, 4);
    assert.ok(nll.standings.every((s) => s.kind === "team"));
  });

  await t.step("sports and the data summary count what the public API serves", async () => {
    const sports = assertShape(SportList, await read("/v1/data/sports"));
    assert.equal(sports.total, 31);
    assert.equal(sports.items.reduce((n, s) => n + s.events, 0), events.length);
    const summary = assertShape(DataSummary, await read("/v1/data/summary"));
    assert.equal(summary.sports, 31);
    assert.equal(summary.events.total, events.length);
    assert.equal(summary.events.live, events.filter((e) => e.eventStatus === "LIVE").length);
    assert.deepEqual(summary.leagues, { total: 31, active: 31, onboarding: 0, archived: 0 });
    assert.equal(summary.teams, 75);
    assert.equal(summary.players, 1188);
    assert.deepEqual(summary.demo_season, { seed: "42", anchor: "2026-11-21" });
  });

  await t.step("live scores as they stand, from the event of the public API", async () => {
    for (const sport of ["nll", "wsl", "f1"]) {
      const live = events.find((e) => e.sportType === sport && e.eventStatus === "LIVE")!;
      const body = assertShape(LiveScores, await read(`/v1/events/${live.id}/live`, key));
      assert.equal(body.league_id, `league_${sport}`);
      const detail = await ctx.json<EventDetail>(`${PUBLIC}/events/${live.id}`);
      const started = detail.rounds.flatMap((r) => r.heats)
        .filter((h) => h.heatStatus === "LIVE" || h.heatStatus === "COMPLETED");
      assert.deepEqual(body.heats.map((h) => h.heat_id), started.map((h) => h.heatId));
      for (const heat of body.heats) {
        const placed = heat.results.filter((r) => r.position !== null).map((r) => r.position!);
        assert.deepEqual(placed, [...placed].sort((a, b) => a - b));
      }
      if (sport === "nll") {
        assert.deepEqual(
          body.teams.map((team) => [team.id, team.score]),
          detail.teams.filter((team) => team.side).map((team) => [team.id, team.score]),
        );
      }
    }
  });

  await t.step("ETags on these reads too", async () => {
    for (
      const path of [
        "/v1/teams",
        "/v1/players?limit=5",
        "/v1/data/summary",
        "/v1/stats?league_id=league_f1",
      ]
    ) {
      const first = await ctx.get(path, bearer);
      await first.body?.cancel();
      const again = await ctx.get(path, { ...bearer, "If-None-Match": first.headers.get("ETag")! });
      assert.equal(again.status, 304, path);
    }
  });

  await ctx.close();
});
