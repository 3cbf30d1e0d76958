import assert from "node:assert/strict";
import { recordEvaluatedLeague } from "../services/catalog/mod.ts";
import { catalogProfile } from "../services/catalog/evaluate.ts";
import { findLeague } from "../services/catalog/leagues.ts";
import type { EventListing } from "../services/events/mod.ts";
import { scoreLeague } from "../services/partnership/evaluation.ts";
import {
  DiscoveryResults,
  DiscoveryStats,
  League,
  LeagueDetail,
  LeagueEvaluation,
  LeagueEventPage,
  LeagueList,
  LeaguePage,
} from "../routes/leagues/schemas.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import {
  assertShape,
  createTestContext,
  idTokenHeaders,
  NOW,
  PUBLIC,
  TEST_KEY,
} from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("catalog leagues: happy paths", async (t) => {
  // Reads uncached: the steps change the catalog and read it back at once (a fixed clock would
  // keep cached reads fresh forever); tests/catalog_cache_test.ts covers the cache.
  const ctx = await createTestContext({ RESPONSE_CACHE_TTL_MS: "0" });
  const key = { "X-API-Key": TEST_KEY };
  const bearer = await idTokenHeaders(ctx);
  const read = async (path: string, headers: Record<string, string> = key): Promise<Json> => {
    const res = await ctx.get(path, headers);
    assert.equal(res.status, 200, `${path}: ${await res.clone().text()}`);
    return await res.json();
  };
  const publicEvents = await ctx.json<EventListing[]>(`${PUBLIC}/events`);

  await t.step("the credential picks the representation of GET /v1/leagues", async () => {
    const first = assertShape(LeaguePage, await read("/v1/leagues?limit=100", key));
    const second = assertShape(LeagueList, await read("/v1/leagues?limit=100", bearer));
    assert.equal(first.pagination.total, 31);
    assert.equal(first.pagination.has_more, false);
    assert.deepEqual(
      { total: second.total, limit: second.limit, offset: second.offset },
      { total: 31, limit: 100, offset: 0 },
    );
    // Same leagues, same order, two shapes.
    assert.deepEqual(first.data.map((l) => l.id), second.leagues.map((l) => l.id));
    // The second description's default page is 50.
    assert.equal((await read("/v1/leagues", bearer)).limit, 50);
  });

  await t.step("one league per tour of the demo season, its events those of the API", async () => {
    const { data } = await read("/v1/leagues?limit=100");
    const tours = new Map(publicEvents.map((e) => [e.sportType, e.tour.id]));
    assert.equal(data.length, tours.size);
    const wsl = data.find((l: Json) => l.id === "league_wsl");
    assert.deepEqual(wsl, {
      id: "league_wsl",
      name: "World Surf League",
      sport: "wsl",
      tier: 1,
      region: "Global",
      status: "active",
      aliases: ["WSL", "Championship Tour"],
      metadata: {
        founded: "1976",
        total_events: publicEvents.filter((e) => e.sportType === "wsl").length,
      },
    });
    const events = assertShape(
      LeagueEventPage,
      await read("/v1/leagues/league_wsl/events?limit=100"),
    );
    const surf = publicEvents.filter((e) => e.sportType === "wsl").map((e) => e.id).sort();
    assert.deepEqual(events.data.map((e) => e.id).sort(), surf);
    assert.ok(events.data.every((e) => e.league_id === "league_wsl"));
  });

  await t.step("every filter of the list, alone and together", async () => {
    const all: Json[] = (await read("/v1/leagues?limit=100")).data;
    const ids = (body: Json) => (body.data ?? body.leagues).map((l: Json) => l.id).sort();
    const expect = (pred: (l: Json) => boolean) => all.filter(pred).map((l) => l.id).sort();
    assert.deepEqual(ids(await read("/v1/leagues?sport=f1")), ["league_f1"]);
    assert.deepEqual(ids(await read("/v1/leagues?sport=Formula%201", bearer)), ["league_f1"]);
    const na = expect((l) => l.region === "North America");
    assert.ok(na.length > 5);
    assert.deepEqual(ids(await read("/v1/leagues?region=north%20america&limit=100")), na);
    for (const tier of [1, 2, 3, 4, 5]) {
      const want = expect((l) => l.tier === tier);
      assert.ok(want.length > 0, `tier ${tier}`);
      assert.deepEqual(ids(await read(`/v1/leagues?tier=${tier}&limit=100`)), want);
    }
    assert.equal(ids(await read("/v1/leagues?status=active&limit=100")).length, 31);
    assert.deepEqual(ids(await read("/v1/leagues?status=onboarding")), []);
    assert.deepEqual(ids(await read("/v1/leagues?status=archived")), []);
    assert.deepEqual(
      ids(await read("/v1/leagues?region=Global&tier=1&limit=100")),
      expect((l) => l.region === "Global" && l.tier === 1),
    );
    assert.deepEqual(ids(await read("/v1/leagues?sport=nope")), []);
  });

  await t.step("sort: fields, descending, several keys", async () => {
    const byTier: Json[] = (await read("/v1/leagues?sort=tier,name&limit=100")).data;
    for (let i = 1; i < byTier.length; i++) {
      const [a, b] = [byTier[i - 1], byTier[i]];
      assert.ok(a.tier < b.tier || (a.tier === b.tier && a.name <= b.name), `${a.id} ${b.id}`);
    }
    const founded: Json[] = (await read("/v1/leagues?sort=-founded&limit=100")).data;
    assert.equal(founded[0].metadata.founded, "2025");
    assert.equal(founded.at(-1).metadata.founded, "1924");
    const names = (await read("/v1/leagues?sort=-name&limit=100", bearer)).leagues
      .map((l: Json) => l.name);
    assert.deepEqual(names, [...names].sort().reverse());
  });

  await t.step("paging edges", async () => {
    const all = (await read("/v1/leagues?limit=100")).data.map((l: Json) => l.id);
    const one = await read("/v1/leagues?limit=1");
    assert.deepEqual(one.data.map((l: Json) => l.id), [all[0]]);
    assert.equal(one.pagination.has_more, true);
    const last = await read("/v1/leagues?limit=1&offset=30");
    assert.deepEqual(last.data.map((l: Json) => l.id), [all[30]]);
    assert.equal(last.pagination.has_more, false);
    const beyond = await read("/v1/leagues?offset=31", bearer);
    assert.deepEqual(beyond, { leagues: [], total: 31, limit: 50, offset: 31 });
    const pages = [];
    for (let offset = 0; offset < 31; offset += 10) {
      pages.push(...(await read(`/v1/leagues?limit=10&offset=${offset}`)).data);
    }
    assert.deepEqual(pages.map((l: Json) => l.id), all);
  });

  await t.step("a league in both representations", async () => {
    assertShape(League, await read("/v1/leagues/league_nll"));
    const detail = assertShape(LeagueDetail, await read("/v1/leagues/league_nll", bearer));
    assert.equal(detail.founded, "1986");
    const teams = (await read("/v1/teams?league_id=league_nll&limit=100", bearer)).items;
    assert.deepEqual(detail.teams.map((t) => t.id).sort(), teams.map((t: Json) => t.id).sort());
    assert.equal(detail.stats.games_per_season, 24);
    assert.equal(detail.stats.playoffs_teams, 4, "10 teams: 4 playoff places");
    const players = await read("/v1/players?league_id=league_nll&limit=100", bearer);
    assert.equal(detail.players.length, players.total);
    // A league of individual athletes has no teams and no playoffs.
    const surf = assertShape(LeagueDetail, await read("/v1/leagues/league_wsl", bearer));
    assert.deepEqual([surf.teams, surf.stats.playoffs_teams], [[], 0]);
    assert.ok(surf.players.length > 20);
  });

  await t.step("events of a league: status and limit", async () => {
    const completed = await read("/v1/leagues/league_f1/events?status=completed&limit=3");
    const want = publicEvents.filter((e) => e.sportType === "f1" && e.eventStatus === "COMPLETED");
    assert.equal(completed.pagination.total, want.length);
    assert.equal(completed.data.length, 3);
    assert.ok(completed.data.every((e: Json) => e.status === "completed"));
    const live = await read("/v1/leagues/league_f1/events?status=live");
    assert.deepEqual(
      live.data.map((e: Json) => e.id),
      publicEvents.filter((e) => e.sportType === "f1" && e.eventStatus === "LIVE").map((e) => e.id),
    );
  });

  await t.step("discovery: full-text search, ranked, by region", async () => {
    const surf = assertShape(
      DiscoveryResults,
      await read("/v1/leagues/discovery?query=surf", bearer),
    );
    assert.equal(surf.items[0].id, "league_wsl");
    // Aliases and word prefixes match; every word is required.
    assert.equal(
      (await read("/v1/leagues/discovery?query=formula%20one")).items[0].id,
      "league_f1",
    );
    const sprint = await read("/v1/leagues/discovery?query=sprint%20car");
    assert.deepEqual(
      sprint.items.map((i: Json) => i.id).sort(),
      ["league_hlrs", "league_usac", "league_worldoutlaws"],
    );
    const scores = sprint.items.map((i: Json) => i.relevance);
    assert.deepEqual(scores, [...scores].sort((a: number, b: number) => b - a));
    const motocr = await read("/v1/leagues/discovery?query=motocr");
    assert.ok(motocr.items.some((i: Json) => i.id === "league_mxgp"));
    assert.ok(motocr.items.some((i: Json) => i.id === "league_motocrs"));
    // Regions are searched too.
    const europe = await read("/v1/leagues/discovery?query=europe");
    assert.deepEqual(europe.items.map((i: Json) => i.id).sort(), ["league_lux", "league_mxgp"]);
    const inRegion = await read("/v1/leagues/discovery?query=racing&region=north%20america");
    assert.ok(inRegion.items.length > 0);
    assert.ok(inRegion.items.every((i: Json) => i.region === "North America"));
    // Text FTS5 would read as syntax is searched as words, never an error.
    for (const q of ['"', "NEAR(", "surf OR", "*", "a:b", "-"]) {
      await read(`/v1/leagues/discovery?query=${encodeURIComponent(q)}`);
    }
    const everything = await read("/v1/leagues/discovery?limit=100");
    assert.equal(everything.total, 31);
    assert.equal(everything.query, null);
  });

  await t.step("a pipeline run that completes adds its league as onboarding", async () => {
    const before = await read("/v1/leagues/discovery/stats");
    ctx.deps.queue.start();
    const form = new FormData();
    form.append("file", new File([QUESTIONNAIRE], "pacific.txt"));
    const upload = await ctx.send("POST", "/api/pipeline/upload", {
      headers: { "X-API-Key": TEST_KEY },
      body: form,
    });
    assert.equal(upload.status, 202);
    const id = (await upload.json()).data.pipeline_id;
    let status = "running";
    for (let i = 0; i < 400 && status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const res = await ctx.get(`/api/v1/pipeline/${id}/status`, { "X-API-Key": TEST_KEY });
      status = (await res.json()).data.status;
    }
    assert.equal(status, "success");
    const onboarding = await read("/v1/leagues?status=onboarding");
    assert.equal(onboarding.pagination.total, 1);
    const league = onboarding.data[0];
    assert.equal(league.name, "Pacific Pickleball Tour");
    assert.equal(league.id, "league_pacific_pickleball_tour");
    assert.equal(league.status, "onboarding");
    // It is searchable at once (the FTS5 index follows the table), and counted.
    const found = await read("/v1/leagues/discovery?query=pickleball");
    assert.deepEqual(found.items.map((i: Json) => i.id), [league.id]);
    const after = assertShape(DiscoveryStats, await read("/v1/leagues/discovery/stats"));
    assert.equal(after.total_leagues, before.total_leagues + 1);
    assert.equal(after.by_status.onboarding, 1);
    assert.equal(after.evaluated.leagues, before.evaluated.leagues + 1);
    // The run's owner (the test key's account) and tenant admins see it; other callers do not
    // until it is active: here an ID token, whose subject owns no run.
    assert.equal((await read("/v1/leagues?status=onboarding", bearer)).total, 0);
    assert.deepEqual((await read("/v1/leagues/discovery?query=pickleball", bearer)).items, []);
    assert.equal((await read("/v1/leagues/discovery/stats", bearer)).by_status.onboarding, 0);
    assert.equal((await read("/v1/data/summary", bearer)).leagues.onboarding, 0);
    assert.equal((await ctx.get(`/v1/leagues/${league.id}`, bearer)).status, 404);
    await ctx.deps.queue.stop();
  });

  await t.step("the pipeline refreshes a catalog league, never duplicates it", async () => {
    const id = await recordEvaluatedLeague(ctx.deps.db, {
      league_name: "world surf league",
      overall_score: 0.71,
      tier: "Gold",
    }, NOW);
    assert.equal(id, "league_wsl");
    const wsl = await findLeague(ctx.deps, "league_wsl");
    assert.equal(wsl.status, "active");
    assert.equal(wsl.partnership_score, 0.71);
    assert.equal(wsl.tier, 1, "an active league keeps the catalog's tier");
    assert.equal((await read("/v1/leagues?sport=wsl")).pagination.total, 1);
    // A league the pipeline put in the catalog takes the tier of its latest evaluation.
    const fresh = { league_name: "Fjordline Sprint Kayak Series", sport: "canoe sprint" };
    const kayak = await recordEvaluatedLeague(ctx.deps.db, {
      ...fresh,
      overall_score: 0.41,
      tier: "Bronze",
    }, NOW);
    const bronze = (await findLeague(ctx.deps, kayak)).tier;
    await recordEvaluatedLeague(ctx.deps.db, { ...fresh, overall_score: 0.78, tier: "Gold" }, NOW);
    const gold = await findLeague(ctx.deps, kayak);
    assert.equal(gold.status, "onboarding");
    assert.equal(gold.partnership_score, 0.78);
    assert.ok(gold.tier < bronze, `Gold ranks above Bronze: ${gold.tier} < ${bronze}`);
  });

  await t.step("evaluate: the pipeline's scoring on the catalog profile", async () => {
    const res = await ctx.send("POST", "/v1/leagues/discovery/league_nll/evaluate", {
      headers: bearer,
    });
    assert.equal(res.status, 200);
    const body = assertShape(LeagueEvaluation, await res.json());
    const league = await findLeague(ctx.deps, "league_nll");
    const profile = await catalogProfile(ctx.deps.db, league);
    assert.deepEqual(profile, {
      league_name: "National Lacrosse League",
      sport: "National Lacrosse League",
      sport_code: "nll",
      region: "North America",
      founded_year: 1986,
      teams_count: 10,
      athletes_count: league.players_count,
      events_per_season: 24,
      contests_per_event: profile.contests_per_event,
    });
    const direct = scoreLeague(profile, { now: NOW }).score;
    assert.equal(body.partnership_score.overall_score, direct.overall_score);
    assert.deepEqual(body.partnership_score.components, direct.components);
    assert.equal(body.partnership_score.tier, direct.tier);
    assert.equal(league.partnership_score, direct.overall_score, "kept on the league");
  });

  await t.step("ETag and If-None-Match on catalog reads", async () => {
    for (
      const path of [
        "/v1/leagues",
        "/v1/leagues/league_wsl",
        "/v1/leagues/league_wsl/events",
        "/v1/leagues/discovery?query=surf",
        "/v1/leagues/discovery/stats",
      ]
    ) {
      for (const headers of [key, bearer]) {
        const first = await ctx.get(path, headers);
        const etag = first.headers.get("ETag");
        assert.match(etag ?? "", /^"[0-9a-f]{40}"$/, path);
        await first.body?.cancel();
        const again = await ctx.get(path, { ...headers, "If-None-Match": etag! });
        assert.equal(again.status, 304, path);
        assert.equal(await again.text(), "");
        assert.equal(again.headers.get("ETag"), etag);
        assert.ok(again.headers.get("X-Request-Id"));
        const stale = await ctx.get(path, { ...headers, "If-None-Match": '"0"' });
        assert.equal(stale.status, 200);
        await stale.body?.cancel();
      }
    }
    // Two representations, two tags; a change in the data, a new tag.
    const tag = async (h: Record<string, string>) => {
      const res = await ctx.get("/v1/leagues", h);
      await res.body?.cancel();
      return res.headers.get("ETag");
    };
    const [k, b] = [await tag(key), await tag(bearer)];
    assert.notEqual(k, b);
    await recordEvaluatedLeague(ctx.deps.db, {
      league_name: "Arctic Curling Circuit",
      overall_score: 0.4,
      tier: "Bronze",
    }, NOW);
    assert.notEqual(await tag(key), k);
  });

  await t.step("literal routes win over parameters", async () => {
    assertShape(DiscoveryResults, await read("/v1/leagues/discovery"));
    assertShape(DiscoveryStats, await read("/v1/leagues/discovery/stats"));
    // A league id is still read as one on the parameter route.
    assert.equal((await read("/v1/leagues/league_wsl")).id, "league_wsl");
  });

  await ctx.close();
});
