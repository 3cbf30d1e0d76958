import assert from "node:assert/strict";
import {
  OpportunitiesResponse,
  OutreachResponse,
  ResearchResponse,
} from "../routes/league_intelligence/schemas.ts";
import type { AiProvider, CompletionRequest } from "../services/ai/mod.ts";
import { recordEvaluatedLeague } from "../services/catalog/mod.ts";
import { findLeague } from "../services/catalog/leagues.ts";
import { scoreCatalogLeague } from "../services/catalog/evaluate.ts";
import {
  assertDetailError,
  assertShape,
  createTestContext,
  idTokenHeaders,
  NOW,
  TEST_KEY,
} from "./helpers.ts";

/** The local provider, recording what it was asked, so the text is shown to rest on our facts. */
function recording(inner: AiProvider) {
  const asked: CompletionRequest[] = [];
  const provider: AiProvider = {
    ...inner,
    complete(request) {
      asked.push(request);
      return inner.complete(request);
    },
  };
  return { provider, asked };
}

Deno.test("league intelligence: happy, error and security", async (t) => {
  const ctx = await createTestContext();
  const { provider, asked } = recording(ctx.deps.ai);
  ctx.deps.ai = provider;
  const bearer = await idTokenHeaders(ctx);
  const post = (path: string, json: unknown, headers = bearer) =>
    ctx.send("POST", `/v1/league-intelligence/${path}`, { headers, json });

  await t.step(
    "partnership opportunities: the league's score and the criteria's leagues",
    async () => {
      const res = await post("partnership-opportunities", {
        league_id: "league_nll",
        criteria: { market_size: "large", region: "Global" },
      });
      assert.equal(res.status, 200);
      const body = assertShape(OpportunitiesResponse, await res.json());
      const nll = await findLeague(ctx.deps, "league_nll");
      const { scored } = await scoreCatalogLeague(ctx.deps.db, nll, NOW);
      assert.equal(body.league.overall_score, scored.score.overall_score, "the pipeline's verbs");
      assert.ok(body.opportunities.length > 0);
      assert.ok(body.opportunities.every((o) => o.region === "Global" && o.tier <= 2));
      const scores = body.opportunities.map((o) => o.overall_score);
      assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
      // The summary is the provider's, over the facts it was given.
      const request = asked.at(-1)!;
      assert.ok(request.context.some((fact) => fact.startsWith("National Lacrosse League")));
      assert.ok(body.summary.length > 0);
      assert.ok(request.context.some((fact) => body.summary.includes(fact)));
      assert.equal(body.provider, "local-extractive");
    },
  );

  await t.step("league research: score, comparables, cited findings", async () => {
    const res = await post("league-research", { league_id: "league_wsl", focus: "data quality" });
    assert.equal(res.status, 200);
    const body = assertShape(ResearchResponse, await res.json());
    assert.equal(body.profile.sport_code, "wsl");
    assert.equal(body.comparables.length, 3);
    assert.ok(!body.comparables.some((c) => c.league_id === "league_wsl"));
    assert.ok(body.citations.length > 0);
    for (const citation of body.citations) assert.ok(body.findings.includes(citation));
    assert.equal(asked.at(-1)!.question, "data quality");
  });

  await t.step("daily outreach: onboarding leagues first, each with a next step", async () => {
    await recordEvaluatedLeague(ctx.deps.db, {
      league_name: "Baltic Ice Speedway",
      sport: "ice speedway",
      region: "Europe",
      overall_score: 0.58,
      tier: "Silver",
    }, NOW);
    const res = await post("daily-outreach", { limit: 3 });
    assert.equal(res.status, 200);
    const body = assertShape(OutreachResponse, await res.json());
    assert.equal(body.date, "2026-11-21");
    assert.equal(body.targets.length, 3);
    assert.equal(body.targets[0].league_id, "league_baltic_ice_speedway");
    assert.equal(body.targets[0].status, "onboarding");
    assert.ok(body.targets.every((target) => target.next_action.length > 0));
    const europe = assertShape(
      OutreachResponse,
      await (await post("daily-outreach", {
        region: "europe",
        limit: 20,
      })).json(),
    );
    assert.ok(europe.targets.every((target) => target.region === "Europe"));
    assert.equal(europe.targets.length, 3);
  });

  await t.step("errors in the /v1 body", async () => {
    await assertDetailError(await post("partnership-opportunities", { league_id: "x" }), 404);
    await assertDetailError(await post("league-research", { league_id: "nope" }), 404);
    await assertDetailError(await post("partnership-opportunities", {}), 422, /league_id/);
    await assertDetailError(
      await post("partnership-opportunities", {
        league_id: "league_nll",
        criteria: { market_size: "huge" },
      }),
      422,
      /criteria\.market_size/,
    );
    await assertDetailError(await post("daily-outreach", { limit: 0 }), 422, /limit/);
    await assertDetailError(await post("daily-outreach", { extra: true }), 422);
    const text = await ctx.send("POST", "/v1/league-intelligence/daily-outreach", {
      headers: { ...bearer, "Content-Type": "text/plain" },
      body: "hello",
    });
    await assertDetailError(text, 415);
  });

  await t.step("credentials: none 401, a key with the public scope works", async () => {
    await assertDetailError(await post("daily-outreach", {}, {}), 401);
    const res = await post("daily-outreach", {}, { "X-API-Key": TEST_KEY });
    assert.equal(res.status, 200);
    await res.body?.cancel();
  });

  await ctx.close();
});
