import assert from "node:assert/strict";
import { createTestContext, TEST_KEY } from "./helpers.ts";

/**
 * Semantic prompt search on requests nobody tuned it on: a held-out set written after the
 * search was built (the happy test's paraphrases were the development set), never adjusted to
 * pass. Each request names the system prompt a person would pick. With the local hashed
 * embedder (words and trigrams, no model) it ranked 10 of 13 first and 11 of 13 in the top 3
 * when written; the floor below keeps that from sliding, not a target to tune for.
 */
const HELD_OUT: [query: string, slug: string][] = [
  ["what odds should we offer on the winner of this heat", "odds-analyst"],
  ["is a two leg same game combo correlated", "odds-analyst"],
  ["how much margin is in these prices", "odds-analyst"],
  ["which motocross championships could we sign", "league-scout"],
  ["look for promising sports organisations in asia", "league-scout"],
  ["summarise what the uploaded documents say about integrity, with sources", "research-assistant"],
  ["which passage mentions broadcast rights", "research-assistant"],
  ["score this questionnaire and tell me the tier", "partnership-evaluator"],
  ["should this league get the premium or balanced flavor", "partnership-evaluator"],
  ["prepare the fee schedule and exclusivity clauses for the agreement", "termsheet-drafting"],
  ["draft the contract terms for a gold league", "termsheet-drafting"],
  ["respond to the commissioner's message politely", "email-replies"],
  ["write back to a partner who asked about next steps", "email-replies"],
];

Deno.test("prompts: semantic search on a held-out set of requests", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  try {
    let top1 = 0;
    let top3 = 0;
    for (const [query, slug] of HELD_OUT) {
      const params = new URLSearchParams({ q: query, semantic: "true", prompt_type: "system" });
      const res = await ctx.send("GET", `/api/prompts/search?${params}&limit=3`, {
        headers: { "X-API-Key": TEST_KEY },
      });
      assert.equal(res.status, 200);
      const slugs = (await res.json()).data.items.map((i: { slug: string }) => i.slug);
      if (slugs[0] === slug) top1++;
      if (slugs.includes(slug)) top3++;
    }
    console.log(
      `held-out semantic search: top-1 ${top1}/${HELD_OUT.length}, ` +
        `top-3 ${top3}/${HELD_OUT.length} (${ctx.deps.embedder.model})`,
    );
    assert.ok(top1 >= 9, `top-1 ${top1}/${HELD_OUT.length}`);
    assert.ok(top3 >= 11, `top-3 ${top3}/${HELD_OUT.length}`);
  } finally {
    await ctx.close();
  }
});
