import assert from "node:assert/strict";
import { users } from "../db/schema/mod.ts";
import { TrackerCard } from "../routes/tracker/schemas.ts";
import { hashPassword } from "../services/auth/passwords.ts";
import { createLocalTracker } from "../services/tracker/mod.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { assertShape, createTestContext, NOW, type TestContext } from "./helpers.ts";

async function bearer(ctx: TestContext, email: string, password: string) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: { email, password } });
  assert.equal(res.status, 200);
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

Deno.test("tracker: runs whose ids end alike get cards of their own", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  try {
    const tracker = createLocalTracker(ctx.deps.db, "https://api.example");
    const tail = "12345678";
    const runs = [`pl_${"a".repeat(24)}${tail}`, `pl_${"b".repeat(24)}${tail}`];
    const cards = [];
    for (const runId of runs) {
      cards.push(
        await tracker.createCard({ runId, project: "PART", title: "t", description: "d" }, NOW),
      );
    }
    assert.notEqual(cards[0].card_key, cards[1].card_key);
    assert.equal(cards[0].card_key, `PART-${"A".repeat(24)}${tail}`);
    // Made again (a retried stage), each run keeps its one card.
    const again = await tracker.createCard(
      { runId: runs[1], project: "PART", title: "t", description: "d" },
      NOW,
    );
    assert.deepEqual(again, cards[1]);
    assert.equal((await ctx.deps.db.query.trackerCards.findMany()).length, 2);
  } finally {
    await ctx.close();
  }
});

Deno.test("tracker: a run's card_url shows the card to its owner, to nobody else", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "true" });
  try {
    const owner = await bearer(ctx, "league@altsports.dev", "altsports-league-demo");
    const form = new FormData();
    form.append("file", new File([QUESTIONNAIRE], "pacific.txt"));
    const res = await ctx.send("POST", "/api/pipeline/upload", { headers: owner, body: form });
    assert.equal(res.status, 202);
    const { pipeline_id } = (await res.json()).data;
    for (let i = 0; i < 50 && await ctx.deps.queue.drain() > 0; i++);
    const result = (await (await ctx.get(`/api/pipeline/result/${pipeline_id}`, owner)).json())
      .data;
    const { card_key, card_url } = result.fingerprint.tracker;
    const base = ctx.deps.config.PUBLIC_BASE_URL;
    assert.ok(card_url.startsWith(base), card_url);
    const path = card_url.slice(base.length);

    const shown = await ctx.get(path, owner);
    assert.equal(shown.status, 200);
    const card = assertShape(TrackerCard, (await shown.json()).data);
    assert.equal(card.card_key, card_key);
    assert.equal(card.card_url, card_url);
    assert.equal(card.pipeline_id, pipeline_id);
    assert.match(card.title, /^Pacific Pickleball/);

    await ctx.deps.db.insert(users).values({
      id: "other-league",
      email: "other@league.example",
      passwordHash: await hashPassword("other-league-password"),
      role: "league_admin",
      createdAt: NOW.toISOString(),
    });
    const other = await bearer(ctx, "other@league.example", "other-league-password");
    const hidden = await ctx.get(path, other);
    assert.equal(hidden.status, 404, "another league's card is not found");
    await hidden.body?.cancel();
    const anonymous = await ctx.get(path, {});
    assert.equal(anonymous.status, 401);
    await anonymous.body?.cancel();
    const missing = await ctx.get(`/api/v1/tracker/cards/PART-${"0".repeat(32)}`, owner);
    assert.equal(missing.status, 404);
    await missing.body?.cancel();
  } finally {
    await ctx.close();
  }
});
