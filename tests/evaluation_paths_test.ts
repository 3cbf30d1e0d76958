import assert from "node:assert/strict";
import { createTestContext, pipelineRun, TEST_KEY, type TestContext } from "./helpers.ts";

const KEY = { "X-API-Key": TEST_KEY };
const DIR = new URL("./fixtures/questionnaires/", import.meta.url);

/** What every route must agree on for one file. */
interface Evaluated {
  fields: Record<string, unknown>;
  confidence_score: number;
  overall_score: number;
  tier: string;
}

async function send(ctx: TestContext, path: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await ctx.send("POST", path, { headers: KEY, body: form });
  assert.ok(res.status === 200 || res.status === 202, `${path}: ${await res.clone().text()}`);
  return (await res.json()).data;
}

async function viaQuestionnaire(ctx: TestContext, name: string, bytes: Uint8Array) {
  const out = await send(ctx, "/api/questionnaire/process-questionnaire", name, bytes);
  return {
    fields: out.extracted.fields,
    confidence_score: out.extracted.confidence_score,
    overall_score: out.partnership_score.overall_score,
    tier: out.partnership_score.tier,
  };
}

async function viaContracts(ctx: TestContext, name: string, bytes: Uint8Array) {
  const out = await send(ctx, "/api/contracts/generate", name, bytes);
  const score = out.intelligence.classification.partnership_score;
  return {
    fields: out.ingestion.extraction.fields,
    confidence_score: out.ingestion.extraction.confidence_score,
    overall_score: score.overall_score,
    tier: score.tier,
  };
}

async function viaPipeline(ctx: TestContext, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  const { result } = await pipelineRun(ctx, form);
  return {
    fields: result.extracted.fields,
    confidence_score: result.extracted.confidence_score,
    overall_score: result.fingerprint.partnership_score.overall_score,
    tier: result.fingerprint.partnership_score.tier,
  };
}

/** A league whose own sport_code names no sport of our catalog: scored as outside it. */
const OUTSIDE_CATALOG = new TextEncoder().encode(JSON.stringify({
  league_name: "Bayou Cornhole League",
  sport: "Cornhole",
  sport_code: "cornhole",
  founded_year: 2016,
  region: "United States",
  teams_count: 40,
  events_per_season: 12,
  annual_viewership: 2_000_000,
  social_followers: 150_000,
  has_official_data_feed: true,
  data_latency_ms: 800,
  integrity_program: true,
  contact_email: "ops@bayoucornhole.example",
}));

Deno.test("one file, one evaluation: questionnaire, contracts and pipeline agree", async (t) => {
  // Demo data on: research finds comparable leagues and fills gaps, as it must on every route.
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "true" });
  const files: [string, Uint8Array][] = [
    ["ironwood_lacrosse.txt", await Deno.readFile(new URL("ironwood_lacrosse.txt", DIR))],
    ["metro_table_tennis.docx", await Deno.readFile(new URL("metro_table_tennis.docx", DIR))],
    ["bayou_cornhole.json", OUTSIDE_CATALOG],
  ];
  for (const [name, bytes] of files) {
    await t.step(name, async () => {
      const [questionnaire, contracts, pipeline]: Evaluated[] = [
        await viaQuestionnaire(ctx, name, bytes),
        await viaContracts(ctx, name, bytes),
        await viaPipeline(ctx, name, bytes),
      ];
      assert.ok(questionnaire.fields.league_name, "the league is named");
      assert.ok(questionnaire.fields.sport_code, "the sport has a code");
      assert.deepEqual(contracts, questionnaire, "contracts/generate = process-questionnaire");
      assert.deepEqual(pipeline, questionnaire, "the pipeline = process-questionnaire");
    });
  }
  await ctx.close();
});
