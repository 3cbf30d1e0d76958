import assert from "node:assert/strict";
import { LeagueDetail, OnboardResult, PipelineDetailed } from "../routes/onboarding/schemas.ts";
import {
  listFeedback,
  matchCandidate,
  recordDiscoveredLeague,
  recordEmailCandidate,
  recordEvaluation,
  SYSTEM,
} from "../services/onboarding/mod.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { assertShape, bodyOf, createTestContext, NOW, TEST_KEY } from "./helpers.ts";

const ADMIN = { "X-API-Key": TEST_KEY };
type Data<T = Record<string, unknown>> = { data: T };
type League = { league_id: string; stage: string; name: string };

Deno.test("onboarding: a league through the funnel, with who and why", async (t) => {
  const ctx = await createTestContext();
  let id = "";

  await t.step("a discovered league (as scraping records it) is listed", async () => {
    const { league, created } = await recordDiscoveredLeague(
      ctx.deps.db,
      {
        name: "Coastal Lacrosse League",
        sport: "Lacrosse",
        data_source: "scrape",
        website: "https://coastal-lax.example",
      },
      SYSTEM,
      NOW,
    );
    assert.equal(created, true);
    assert.equal(league.stage, "discovered");
    id = league.league_id;
    // The same league under another spelling is the same entry.
    const again = await recordDiscoveredLeague(
      ctx.deps.db,
      {
        name: "the coastal  LACROSSE league",
        data_source: "scrape",
        contact_email: "Info@Coastal-Lax.example",
      },
      SYSTEM,
      NOW,
    );
    assert.equal(again.created, false);
    assert.equal(again.league.league_id, id);
    assert.equal(again.league.contact_email, "info@coastal-lax.example");
    const list = await bodyOf<Data<{ leagues: League[]; total: number }>>(
      await ctx.get("/api/onboarding/leagues?stage=discovered&sport=lacrosse", ADMIN),
    );
    assert.equal(list.data.total, 1);
    assert.equal(list.data.leagues[0].league_id, id);
    const none = await bodyOf<Data<{ total: number }>>(
      await ctx.get("/api/onboarding/leagues?data_source=email", ADMIN),
    );
    assert.equal(none.data.total, 0);
  });

  await t.step("a contact attempt moves it to contacted and sets the next action", async () => {
    const res = await ctx.send("POST", `/api/onboarding/league/${id}/contact`, {
      headers: ADMIN,
      json: {
        channel: "email",
        outcome: "sent",
        notes: "intro mail",
        next_action: "Follow up",
        next_action_date: "2026-11-24",
      },
    });
    const body = await bodyOf<Data<{ league: League & { next_action_date: string } }>>(res, 201);
    assert.equal(body.data.league.stage, "contacted");
    assert.equal(body.data.league.next_action_date, "2026-11-24T00:00:00.000Z");
    const due = await bodyOf<Data<{ actions: { league_id: string; overdue: boolean }[] }>>(
      await ctx.get("/api/onboarding/next-actions?days=3", ADMIN),
    );
    assert.deepEqual(due.data.actions.map((a) => [a.league_id, a.overdue]), [[id, false]]);
    const soon = await bodyOf<Data<{ total: number }>>(
      await ctx.get("/api/onboarding/next-actions?days=1", ADMIN),
    );
    assert.equal(soon.data.total, 0);
  });

  await t.step("stage changes record the principal and the reason", async () => {
    const res = await ctx.send("PUT", `/api/onboarding/league/${id}/stage`, {
      headers: ADMIN,
      json: { stage: "questionnaire_received", reason: "sent the questionnaire back" },
    });
    const body = await bodyOf<Data<{ league: League; changed: boolean }>>(res);
    assert.equal(body.data.changed, true);
    assert.equal(body.data.league.stage, "questionnaire_received");
    // The same stage again is a no-op.
    const same = await bodyOf<Data<{ changed: boolean }>>(
      await ctx.send("PUT", `/api/onboarding/league/${id}/stage`, {
        headers: ADMIN,
        json: { stage: "questionnaire_received" },
      }),
    );
    assert.equal(same.data.changed, false);
    const detail = assertShape(
      LeagueDetail,
      (await bodyOf<Data>(await ctx.get(`/api/onboarding/league/${id}`, ADMIN))).data,
    );
    const change = detail.activity.find((a) => a.to_stage === "questionnaire_received")!;
    assert.equal(change.from_stage, "contacted");
    assert.equal(change.reason, "sent the questionnaire back");
    assert.equal(change.actor.kind, "api_key");
    assert.deepEqual(detail.allowed_next_stages, ["evaluated", "negotiating", "signed", "lost"]);
  });

  await t.step("recent activity, sports, stages", async () => {
    const recent = await bodyOf<Data<{ activity: { kind: string; league_name: string }[] }>>(
      await ctx.get("/api/onboarding/recent-activity?days=1", ADMIN),
    );
    assert.deepEqual(recent.data.activity.map((a) => a.kind).sort(), [
      "contact",
      "created",
      "stage_change",
      "stage_change",
    ]);
    assert.ok(recent.data.activity.every((a) => a.league_name === "Coastal Lacrosse League"));
    const sports = await bodyOf<Data<{ sports: unknown[] }>>(
      await ctx.get("/api/onboarding/sports", ADMIN),
    );
    assert.deepEqual(sports.data.sports, [{ sport: "lacrosse", leagues: 1 }]);
    const stages = await bodyOf<Data<{ stages: { stage: string; terminal: boolean }[] }>>(
      await ctx.get("/api/onboarding/stages", ADMIN),
    );
    assert.deepEqual(stages.data.stages.map((s) => s.stage), [
      "discovered",
      "contacted",
      "responded",
      "questionnaire_received",
      "evaluated",
      "negotiating",
      "signed",
      "lost",
    ]);
    assert.deepEqual(stages.data.stages.filter((s) => s.terminal).map((s) => s.stage), [
      "signed",
      "lost",
    ]);
  });

  await t.step("status and detailed statistics", async () => {
    // A second league, lost straight from discovered.
    const { league } = await recordDiscoveredLeague(
      ctx.deps.db,
      {
        name: "Inland Curling Circuit",
        sport: "curling",
        data_source: "manual",
      },
      SYSTEM,
      NOW,
    );
    await bodyOf(
      await ctx.send("PUT", `/api/onboarding/league/${league.league_id}/stage`, {
        headers: ADMIN,
        json: { stage: "lost", reason: "declined" },
      }),
    );
    const status = await bodyOf<Data<{ total_leagues: number; by_stage: Record<string, number> }>>(
      await ctx.get("/api/onboarding/pipeline-status", ADMIN),
    );
    assert.equal(status.data.total_leagues, 2);
    assert.equal(status.data.by_stage.questionnaire_received, 1);
    assert.equal(status.data.by_stage.lost, 1);
    const detailed = assertShape(
      PipelineDetailed,
      (await bodyOf<Data>(await ctx.get("/api/onboarding/pipeline-detailed", ADMIN))).data,
    );
    assert.equal(detailed.statistics.conversion.discovered, 1);
    assert.equal(detailed.statistics.conversion.contacted, 0.5);
    assert.equal(detailed.statistics.conversion.questionnaire_received, 0.5);
    assert.equal(detailed.statistics.conversion.evaluated, 0);
    assert.equal(detailed.statistics.conversion.overall, 0);
    // The clock is fixed: every stay lasted 0 days; negotiating was never left.
    assert.equal(detailed.statistics.average_days_in_stage.discovered, 0);
    assert.equal(detailed.statistics.average_days_in_stage.negotiating, null);
    assert.deepEqual(detailed.statistics.by_sport, { lacrosse: 1, curling: 1 });
  });

  await t.step("health: status for anyone, dependencies with a credential", async () => {
    const open = await bodyOf<Data<{ status: string; dependencies?: unknown }>>(
      await ctx.get("/api/onboarding/health", {}),
    );
    assert.equal(open.data.status, "healthy");
    assert.equal(open.data.dependencies, undefined);
    const full = await bodyOf<Data<{ dependencies: Record<string, { status: string }> }>>(
      await ctx.get("/api/onboarding/health", ADMIN),
    );
    assert.equal(full.data.dependencies.database.status, "ok");
  });

  await ctx.close();
});

Deno.test("onboarding: the mail script's entry, e-mail candidates, league status, feedback", async (t) => {
  const ctx = await createTestContext();
  const mail = {
    league_name: "Prairie Roller Derby",
    contact_email: "Jo@prairie-derby.example",
    contact_name: "Jo Smith",
    sport: "roller_derby",
    subject: "Partnership",
    message: "We would like to partner.",
    message_id: "<m1@prairie-derby.example>",
  };
  let leagueId = "";

  await t.step("POST /api/onboard creates the league as responded and a candidate", async () => {
    const res = await ctx.send("POST", "/api/onboard", { headers: ADMIN, json: mail });
    const body = assertShape(OnboardResult, (await bodyOf<Data>(res, 201)).data);
    assert.equal(body.duplicate, false);
    assert.equal(body.league_created, true);
    assert.equal(body.league.stage, "responded");
    assert.equal(body.league.data_source, "email");
    assert.equal(body.league.contact_email, "jo@prairie-derby.example");
    assert.equal(body.candidate.league_id, body.league.league_id);
    assert.equal(body.candidate.processed, true);
    leagueId = body.league.league_id;
  });

  await t.step("the same message again changes nothing", async () => {
    const res = await ctx.send("POST", "/api/onboard", { headers: ADMIN, json: mail });
    const body = (await bodyOf<Data<{ duplicate: boolean; league: League }>>(res, 200)).data;
    assert.equal(body.duplicate, true);
    assert.equal(body.league.league_id, leagueId);
    const list = await bodyOf<Data<{ total: number }>>(
      await ctx.get("/api/onboarding/email-candidates", ADMIN),
    );
    assert.equal(list.data.total, 1);
    const activity = await bodyOf<Data<{ activity: { kind: string }[] }>>(
      await ctx.get("/api/onboarding/recent-activity", ADMIN),
    );
    assert.deepEqual(activity.data.activity.map((a) => a.kind).sort(), [
      "created",
      "inbound_email",
    ]);
  });

  await t.step("concurrent deliveries of one message are recorded once", async () => {
    const again = { ...mail, message_id: "<m0@prairie-derby.example>" };
    const results = await Promise.all(
      [1, 2, 3].map(() => ctx.send("POST", "/api/onboard", { headers: ADMIN, json: again })),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 200, 201]);
    const list = await bodyOf<Data<{ candidates: { message_id: string }[] }>>(
      await ctx.get("/api/onboarding/email-candidates", ADMIN),
    );
    // Stored bare, as mail intake stores ids: the same message from either entry is one.
    const bare = "m0@prairie-derby.example";
    assert.equal(list.data.candidates.filter((c) => c.message_id === bare).length, 1);
    const detail = await bodyOf<Data<{ activity: { kind: string }[] }>>(
      await ctx.get(`/api/onboarding/league/${leagueId}`, ADMIN),
    );
    assert.equal(detail.data.activity.filter((a) => a.kind === "inbound_email").length, 2);
  });

  await t.step("a later e-mail of a known league is recorded on it", async () => {
    const res = await ctx.send("POST", "/api/onboard", {
      headers: ADMIN,
      json: { ...mail, league_name: "The Prairie Roller-Derby", message_id: "<m2@x>" },
    });
    const body = (await bodyOf<Data<{ league_created: boolean; league: League }>>(res, 201)).data;
    assert.equal(body.league_created, false);
    assert.equal(body.league.league_id, leagueId);
  });

  await t.step("candidates recorded by the mail side, filtered", async () => {
    const { candidate, created } = await recordEmailCandidate(ctx.deps.db, {
      message_id: "<m3@elsewhere.example>",
      from_email: "someone@elsewhere.example",
      league_name: "prairie roller derby",
    }, NOW);
    assert.equal(created, true);
    assert.equal(
      (await recordEmailCandidate(ctx.deps.db, {
        message_id: "<m3@elsewhere.example>",
        from_email: "someone@elsewhere.example",
      }, NOW)).created,
      false,
    );
    const stray = await recordEmailCandidate(ctx.deps.db, {
      message_id: "<m4@spam.example>",
      from_email: "x@spam.example",
    }, NOW);
    assert.equal((await matchCandidate(ctx.deps.db, candidate.candidate_id)).league_id, leagueId);
    assert.equal((await matchCandidate(ctx.deps.db, stray.candidate.candidate_id)).matched, false);
    type List = Data<{ candidates: { message_id: string }[] }>;
    const all = await bodyOf<List>(await ctx.get("/api/onboarding/email-candidates", ADMIN));
    assert.equal(all.data.candidates.length, 5);
    const matched = await bodyOf<List>(
      await ctx.get("/api/onboarding/email-candidates?matched_only=true", ADMIN),
    );
    assert.equal(matched.data.candidates.length, 4);
    const processed = await bodyOf<List>(
      await ctx.get("/api/onboarding/email-candidates?processed_only=true", ADMIN),
    );
    assert.deepEqual(processed.data.candidates.map((c) => c.message_id).sort(), [
      "m0@prairie-derby.example",
      "m1@prairie-derby.example",
      "m2@x",
    ]);
  });

  await t.step("GET /api/league/{league_id} answers the onboarding status", async () => {
    const body = await bodyOf<Data<{ stage: string; history: { to_stage: string }[] }>>(
      await ctx.get(`/api/league/${leagueId}`, ADMIN),
    );
    assert.equal(body.data.stage, "responded");
    assert.deepEqual(body.data.history.map((h) => h.to_stage), ["responded"]);
  });

  await t.step("feedback is stored and triage reads it", async () => {
    const res = await ctx.send("POST", "/api/feedback", {
      headers: ADMIN,
      json: {
        category: "triage",
        rating: 2,
        message_id: "<m1@prairie-derby.example>",
        expected_classification: "new_league_inquiry",
      },
    });
    const body = await bodyOf<Data<{ feedback_id: string }>>(res, 201);
    const read = await listFeedback(ctx.deps.db, { message_id: "<m1@prairie-derby.example>" });
    assert.equal(read.length, 1);
    assert.equal(read[0].feedback_id, body.data.feedback_id);
    assert.equal(read[0].expected_classification, "new_league_inquiry");
  });

  await t.step("reset empties the funnel where the deployment allows it", async () => {
    const allowed = await createTestContext({ ONBOARDING_RESET_ALLOWED: "true" });
    await recordDiscoveredLeague(
      allowed.deps.db,
      { name: "X League", data_source: "manual" },
      SYSTEM,
      NOW,
    );
    const res = await allowed.send("POST", "/api/onboarding/reset-pipeline", { headers: ADMIN });
    const body = await bodyOf<Data<{ deleted: { leagues: number; activity: number } }>>(res);
    assert.deepEqual(body.data.deleted, { leagues: 1, activity: 1, email_candidates: 0 });
    const list = await bodyOf<Data<{ total: number }>>(
      await allowed.get("/api/onboarding/leagues", ADMIN),
    );
    assert.equal(list.data.total, 0);
    await allowed.close();
  });

  await ctx.close();
});

Deno.test("onboarding: a questionnaire through the pipeline moves its league to evaluated", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const { league } = await recordDiscoveredLeague(
    ctx.deps.db,
    {
      name: "The Pacific Pickleball Tour!",
      sport: "pickleball",
      data_source: "scrape",
    },
    SYSTEM,
    NOW,
  );
  await bodyOf(
    await ctx.send("PUT", `/api/onboarding/league/${league.league_id}/stage`, {
      headers: ADMIN,
      json: { stage: "contacted" },
    }),
  );

  await t.step(
    "the run completes and the funnel entry (matched by name) is evaluated",
    async () => {
      const form = new FormData();
      form.append("file", new File([QUESTIONNAIRE], "pacific.txt"));
      const res = await ctx.send("POST", "/api/pipeline/upload", { headers: ADMIN, body: form });
      const runId = (await bodyOf<Data<{ pipeline_id: string }>>(res, 202)).data.pipeline_id;
      for (let i = 0; i < 50 && await ctx.deps.queue.drain() > 0; i++);
      const status = await bodyOf<Data<{ status: string }>>(
        await ctx.get(`/api/v1/pipeline/${runId}/status`, ADMIN),
      );
      assert.equal(status.data.status, "success");
      const detail = assertShape(
        LeagueDetail,
        (await bodyOf<Data>(await ctx.get(`/api/onboarding/league/${league.league_id}`, ADMIN)))
          .data,
      );
      assert.equal(detail.stage, "evaluated");
      assert.equal(detail.pipeline_run_id, runId);
      assert.ok(detail.score! > 0 && detail.score! <= 1);
      assert.ok(["Bronze", "Silver", "Gold", "Platinum"].includes(detail.tier!));
      const change = detail.activity.find((a) => a.to_stage === "evaluated")!;
      assert.equal(change.from_stage, "contacted");
      assert.equal(change.actor.kind, "system");
      assert.match(change.reason!, new RegExp(runId));
      const list = await bodyOf<Data<{ total: number }>>(
        await ctx.get("/api/onboarding/leagues", ADMIN),
      );
      assert.equal(list.data.total, 1, "no second entry for the same league");
    },
  );

  await t.step("a league not in the funnel is created, evaluated, once per run", async () => {
    const evaluation = {
      league_name: "Desert Sandboard Series",
      overall_score: 0.61,
      tier: "Silver",
      run_id: "pl_x",
    };
    const id = await recordEvaluation(ctx.deps.db, evaluation, NOW);
    assert.equal(await recordEvaluation(ctx.deps.db, evaluation, NOW), id);
    const detail = (await bodyOf<Data<{ stage: string; data_source: string; activity: unknown[] }>>(
      await ctx.get(`/api/onboarding/league/${id}`, ADMIN),
    )).data;
    assert.equal(detail.stage, "evaluated");
    assert.equal(detail.data_source, "pipeline");
    assert.equal(detail.activity.length, 2, "created, then evaluated: the repeat added nothing");
  });

  await t.step("a league already negotiating keeps its stage and gets the score", async () => {
    const { league: ahead } = await recordDiscoveredLeague(
      ctx.deps.db,
      {
        name: "Lakeside Sepak Takraw",
        data_source: "manual",
        stage: "negotiating",
      },
      SYSTEM,
      NOW,
    );
    await recordEvaluation(ctx.deps.db, {
      league_name: "lakeside sepak takraw",
      overall_score: 0.7,
      tier: "Gold",
      run_id: "pl_y",
    }, NOW);
    const detail = (await bodyOf<Data<{ stage: string; score: number }>>(
      await ctx.get(`/api/onboarding/league/${ahead.league_id}`, ADMIN),
    )).data;
    assert.equal(detail.stage, "negotiating");
    assert.equal(detail.score, 0.7);
  });

  await ctx.close();
});
