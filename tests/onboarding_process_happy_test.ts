import assert from "node:assert/strict";
import { Envelope } from "../routes/envelope.ts";
import { CandidateOutcome, ProcessBatchResult } from "../routes/onboarding/schemas.ts";
import {
  recordDiscoveredLeague,
  recordEmailCandidate,
  SYSTEM,
} from "../services/onboarding/mod.ts";
import { assertShape, bodyOf, createTestContext, NOW, TEST_KEY } from "./helpers.ts";
import { basic, MAIL_ENV, postmarkBody } from "./mail_fixtures.ts";

/**
 * Spec 001's process-email-candidate and process-email-batch: stored inbox messages and e-mail
 * candidates run through the mail processing into the onboarding funnel, idempotently.
 */

const admin = { "X-API-Key": TEST_KEY };
// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("onboarding: process e-mail candidates one by one and in batches", async (t) => {
  const ctx = await createTestContext(MAIL_ENV);
  const post = async (path: string, json: unknown) => {
    const res = await ctx.send("POST", path, { headers: admin, json });
    return await bodyOf<Json>(res, 200);
  };
  const inquiry = postmarkBody("inq-1@tidal.example", {
    FromFull: { Email: "office@tidalrowing.example", Name: "Tidal Office" },
    Subject: "Tidal Rowing League wants to join",
    TextBody: "Hello, the Tidal Rowing League is interested to get started this season.",
  });
  await bodyOf(
    await ctx.send("POST", "/api/webhook/mail?provider=postmark", {
      headers: basic,
      json: inquiry,
    }),
  );

  let candidateId = "";
  await t.step("a batch of the unprocessed: the webhook's message enters the funnel", async () => {
    const body = assertShape(
      Envelope(ProcessBatchResult),
      await post("/api/onboarding/process-email-batch", { unprocessed: true, limit: 10 }),
    );
    assert.equal(body.data.failed, 0);
    const item = body.data.results.find((r) => r.id === "inq-1@tidal.example");
    assert.ok(item?.ok, JSON.stringify(body.data.results));
    assert.equal(item.category, "new_league_inquiry");
    assert.equal(item.stage, "responded");
    assert.equal(item.already_processed, false);
    assert.equal(item.candidate.processed, true);
    assert.ok(item.candidate.league_id);
    candidateId = item.candidate.candidate_id;
    const again = await post("/api/onboarding/process-email-batch", { unprocessed: true });
    assert.equal(again.data.results.length, 0, "nothing left unprocessed");
  });

  await t.step("one candidate by id, and by message id: idempotent", async () => {
    const byId = assertShape(
      Envelope(CandidateOutcome),
      await post("/api/onboarding/process-email-candidate", { candidate_id: candidateId }),
    ).data;
    assert.equal(byId.already_processed, true);
    assert.equal(byId.candidate.candidate_id, candidateId);
    assert.equal(byId.stage, "responded");
    const byMessage = await post("/api/onboarding/process-email-candidate", {
      message_id: "<inq-1@tidal.example>",
    });
    assert.equal(byMessage.data.candidate.candidate_id, candidateId);
    const league = await bodyOf<Json>(
      await ctx.send("GET", `/api/onboarding/league/${byId.candidate.league_id}`, {
        headers: admin,
      }),
      200,
    );
    assert.equal(league.data.name, "Tidal Rowing League");
    assert.equal(
      league.data.activity.filter((a: Json) => a.kind === "stage_change").length,
      0,
      "created at responded; processing again moved nothing",
    );
  });

  await t.step("a candidate with no stored message is matched and marked processed", async () => {
    const known = await recordDiscoveredLeague(
      ctx.deps.db,
      {
        name: "Summit Climbing Series",
        data_source: "manual",
        contact_email: "hello@summit.example",
      },
      SYSTEM,
      NOW,
    );
    const { candidate } = await recordEmailCandidate(ctx.deps.db, {
      message_id: "loose-1@summit.example",
      from_email: "hello@summit.example",
      subject: "Hi",
    }, NOW);
    assert.equal(candidate.processed, false);
    const body = await post("/api/onboarding/process-email-batch", {
      ids: [candidate.candidate_id, "nobody@nowhere.example"],
    });
    assert.equal(body.data.processed, 1);
    assert.equal(body.data.failed, 1);
    const [ok, missing] = body.data.results;
    assert.equal(ok.ok, true);
    assert.equal(ok.category, null);
    assert.equal(ok.candidate.processed, true);
    assert.equal(ok.candidate.league_id, known.league.league_id);
    assert.deepEqual([missing.ok, missing.status], [false, 404]);
  });

  await ctx.close();
});
