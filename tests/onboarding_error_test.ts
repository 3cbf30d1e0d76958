import assert from "node:assert/strict";
import { recordDiscoveredLeague, refusal, SYSTEM } from "../services/onboarding/mod.ts";
import { bodyOf, createTestContext, NOW, TEST_KEY } from "./helpers.ts";

type Json = { error: { code: string; message: string; details: Record<string, unknown> } };
const ADMIN = { "X-API-Key": TEST_KEY };

Deno.test("onboarding errors: transitions, input, unknown leagues", async (t) => {
  const ctx = await createTestContext();
  const { league } = await recordDiscoveredLeague(
    ctx.deps.db,
    {
      name: "Northern Bandy League",
      data_source: "manual",
    },
    SYSTEM,
    NOW,
  );
  const id = league.league_id;
  const put = (stage: string, leagueId = id) =>
    ctx.send("PUT", `/api/onboarding/league/${leagueId}/stage`, {
      headers: ADMIN,
      json: { stage },
    });

  await t.step("the transition rules, as documented", () => {
    assert.equal(refusal("discovered", "questionnaire_received"), null, "skipping forward");
    assert.equal(refusal("negotiating", "lost"), null, "lost from any open stage");
    assert.equal(refusal("evaluated", "evaluated"), null, "same stage: a no-op");
    assert.match(refusal("evaluated", "contacted")!, /only moves forward/);
    assert.match(refusal("signed", "lost")!, /terminal/);
    assert.match(refusal("lost", "negotiating")!, /terminal/);
  });

  await t.step("moving back is a 409 listing the allowed stages", async () => {
    await bodyOf(await put("evaluated"));
    const body = await bodyOf<Json>(await put("contacted"), 409);
    assert.equal(body.error.code, "CONFLICT");
    assert.match(body.error.message, /only moves forward/);
    assert.deepEqual(body.error.details.allowed, ["negotiating", "signed", "lost"]);
  });

  await t.step("nothing leaves a terminal stage; no contact attempts on it", async () => {
    await bodyOf(await put("signed"));
    for (const stage of ["lost", "negotiating"]) {
      const body = await bodyOf<Json>(await put(stage), 409);
      assert.match(body.error.message, /terminal/);
    }
    const contact = await ctx.send("POST", `/api/onboarding/league/${id}/contact`, {
      headers: ADMIN,
      json: { channel: "phone", outcome: "no_answer" },
    });
    assert.equal(contact.status, 409);
  });

  await t.step("an unknown stage, channel or date is a 4xx naming it", async () => {
    const stage = await bodyOf<Json>(await put("won"), 422);
    assert.equal(stage.error.code, "VALIDATION_ERROR");
    const { league: open } = await recordDiscoveredLeague(
      ctx.deps.db,
      {
        name: "Open League",
        data_source: "manual",
      },
      SYSTEM,
      NOW,
    );
    const channel = await ctx.send("POST", `/api/onboarding/league/${open.league_id}/contact`, {
      headers: ADMIN,
      json: { channel: "pigeon", outcome: "sent" },
    });
    assert.equal(channel.status, 422);
    const date = await ctx.send("POST", `/api/onboarding/league/${open.league_id}/contact`, {
      headers: ADMIN,
      json: { channel: "email", outcome: "sent", next_action_date: "next tuesday" },
    });
    const body = await bodyOf<Json>(date, 400);
    assert.match(body.error.message, /next_action_date/);
  });

  await t.step("unknown leagues are 404", async () => {
    assert.equal((await put("contacted", "obl_missing")).status, 404);
    assert.equal((await ctx.get("/api/onboarding/league/obl_missing", ADMIN)).status, 404);
    assert.equal((await ctx.get("/api/league/obl_missing", ADMIN)).status, 404);
    const contact = await ctx.send("POST", "/api/onboarding/league/obl_missing/contact", {
      headers: ADMIN,
      json: { channel: "email", outcome: "sent" },
    });
    assert.equal(contact.status, 404);
  });

  await t.step("bad queries are 422", async () => {
    for (
      const path of [
        "/api/onboarding/recent-activity?days=0",
        "/api/onboarding/next-actions?days=400",
        "/api/onboarding/leagues?limit=1000",
        "/api/onboarding/leagues?stage=won",
        "/api/onboarding/email-candidates?matched_only=maybe",
      ]
    ) {
      assert.equal((await ctx.get(path, ADMIN)).status, 422, path);
    }
  });

  await t.step("onboard and feedback refuse bad bodies", async () => {
    const noEmail = await ctx.send("POST", "/api/onboard", {
      headers: ADMIN,
      json: { league_name: "X", contact_email: "not-an-address" },
    });
    assert.equal(noEmail.status, 422);
    const blankName = await ctx.send("POST", "/api/onboard", {
      headers: ADMIN,
      json: { league_name: "  !!! ", contact_email: "a@b.example" },
    });
    assert.equal(blankName.status, 400);
    const empty = await ctx.send("POST", "/api/feedback", {
      headers: ADMIN,
      json: { category: "triage" },
    });
    assert.equal(empty.status, 422);
    const rating = await ctx.send("POST", "/api/feedback", {
      headers: ADMIN,
      json: { category: "triage", rating: 9 },
    });
    assert.equal(rating.status, 422);
    const notJson = await ctx.send("POST", "/api/feedback", {
      headers: { ...ADMIN, "Content-Type": "text/plain" },
      body: "hello",
    });
    assert.equal(notJson.status, 415);
  });

  await ctx.close();
});
