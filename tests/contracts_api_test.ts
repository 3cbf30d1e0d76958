import assert from "node:assert/strict";
import { PDFDocument } from "pdf-lib";
import { users } from "../db/schema/mod.ts";
import {
  AdjustTermsResponse,
  ContractPipelineStatus,
  GenerateResponse,
  GenerateTermsResponse,
  InjectionResponse,
  LeagueFingerprint,
  ScorecardResponse,
  ScorecardUpdateResponse,
  Session,
  TemplatesResponse,
} from "../routes/contracts/schemas.ts";
import { hashPassword } from "../services/auth/passwords.ts";
import { type RenderableDocument, renderDocument } from "../services/documents/mod.ts";
import { docxText, pdfText } from "../services/documents/read.ts";
import { classifyTier } from "../services/partnership/assessment.ts";
import { type ContractDetails, contractTerms } from "../services/partnership/terms.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { assertShape, createTestContext, issueKey, TEST_KEY, type TestContext } from "./helpers.ts";

const LEAGUE = { email: "league@altsports.dev", password: "altsports-league-demo" };
const ADMIN = { email: "admin@altsports.dev", password: "altsports-admin-demo" };
const OTHER = { email: "other@league.example", password: "other-league-password" };

/** The fixture questionnaire as a typed league profile. */
const PROFILE = {
  league_name: "Pacific Pickleball Tour",
  sport: "Pickleball",
  founded_year: 2015,
  headquarters: "San Diego, California",
  region: "North America",
  markets: ["USA", "Canada", "Mexico"],
  teams_count: 24,
  athletes_count: 180,
  events_per_season: 22,
  contests_per_event: 60,
  average_attendance: 8000,
  annual_viewership: 40_000_000,
  social_followers: 3_200_000,
  audience_age_18_34_percent: 45,
  has_official_data_feed: true,
  data_feed_format: "JSON REST API with websocket push",
  data_latency_ms: 400,
  historical_data_years: 9,
  integrity_program: true,
  integrity_partner: "Sportradar Integrity Services",
  anti_doping_policy: true,
  existing_betting_partners: ["DraftKings", "FanDuel"],
  betting_legal_markets: ["New Jersey", "Nevada", "Pennsylvania", "Colorado", "Ontario"],
  annual_revenue_usd: 45_000_000,
  growth_rate_percent: 35,
  contact_name: "Dana Reyes",
  contact_title: "VP Partnerships",
  contact_email: "dana.reyes@ppt.example",
};

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
const flat = (text: string) => text.replace(/\s+/g, " ");

/** A fresh app (the contract routes are mounted by routes/app.ts). */
function contractContext(): Promise<TestContext> {
  return createTestContext({ JOB_WORKER: "false", DEMO_DATA: "false" });
}

async function bearer(ctx: TestContext, creds = LEAGUE) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: creds });
  assert.equal(res.status, 200, await res.clone().text());
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

async function addOtherUser(ctx: TestContext) {
  await ctx.deps.db.insert(users).values({
    id: "other-league",
    email: OTHER.email,
    passwordHash: await hashPassword(OTHER.password),
    role: "league_admin",
    createdAt: new Date().toISOString(),
  });
  return await bearer(ctx, OTHER);
}

function upload(
  ctx: TestContext,
  path: string,
  headers: Record<string, string>,
  file: { name: string; body: BlobPart },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append("file", new File([file.body], file.name));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return ctx.send("POST", path, { headers, body: form });
}

/** The fixture questionnaire as a document, so it can be uploaded as DOCX or PDF. */
const QUESTIONNAIRE_DOC: RenderableDocument = {
  title: "League Partnership Questionnaire",
  meta: {},
  blocks: QUESTIONNAIRE.split("\n").slice(1).filter((line) => line.trim()).map((text) => ({
    kind: "paragraph" as const,
    text,
  })),
};

async function ok<T = unknown>(res: Response, status = 200): Promise<T> {
  assert.equal(res.status, status, await res.clone().text());
  const body = await res.json();
  assert.equal(body.success, true);
  return body.data as T;
}

async function expectError(res: Response, status: number, code?: string) {
  assert.equal(res.status, status, await res.clone().text());
  const body = await res.json();
  assert.equal(body.success, false);
  if (code) assert.equal(body.error.code, code);
  return body.error as {
    code: string;
    message: string;
    details: { issues?: { field: string; location: string; code: string }[] };
  };
}

async function bytesOf(res: Response) {
  return new Uint8Array(await res.arrayBuffer());
}

/** The document-store key of a `drive://` URL. */
const keyOf = (url: string) => url.replace(/^drive:\/\//, "");

Deno.test("contracts: every route refuses calls without credentials", async () => {
  const ctx = await contractContext();
  const id = "cs_0123456789abcdef0123456789abcdef";
  const routes: [string, string][] = [
    ["POST", "/api/contracts/generate"],
    ["POST", "/api/contracts/format"],
    ["GET", "/api/contracts/templates"],
    ["POST", "/api/contracts/generate-terms"],
    ["POST", "/api/contracts/generate-document"],
    ["POST", "/api/contracts/scorecard"],
    ["POST", "/api/contracts/scorecard/update"],
    ["GET", "/api/contracts/pipeline/status"],
    ["POST", "/api/contracts/pipeline/status"],
    ["POST", "/api/contracts/template-injection"],
    ["POST", "/api/contracts/adjust-terms"],
    ["POST", "/api/contracts/fingerprints/create"],
    ["POST", "/api/contracts/interactive/start"],
    ["POST", `/api/contracts/interactive/${id}/select`],
    ["GET", `/api/contracts/interactive/${id}/download`],
  ];
  for (const [method, path] of routes) {
    const json = method === "POST" ? {} : undefined;
    const res = await ctx.send(method, path, { json });
    const error = await expectError(res, 401, "AUTHENTICATION_ERROR");
    assert.match(error.message, /credentials/, `${method} ${path}`);
    const bad = await ctx.send(method, path, { json, headers: { "X-API-Key": "not-a-key" } });
    await expectError(bad, 401, "AUTHENTICATION_ERROR");
  }
  await ctx.close();
});

Deno.test("contracts: templates, health and the OpenAPI entries", async (t) => {
  const ctx = await contractContext();
  const auth = { "X-API-Key": TEST_KEY };

  await t.step("templates: flavors, tiers, classification frameworks, clauses", async () => {
    const res = await ctx.get("/api/contracts/templates", auth);
    assert.equal(res.headers.get("X-API-Deprecation-Date"), "2027-06-30");
    const data = assertShape(TemplatesResponse, await ok(res));
    assert.deepEqual(
      data.flavors.map((f) => [f.flavor, f.length_months, f.revenue_share_percent]),
      [["conservative", 12, 0], ["balanced", 24, 5], ["aggressive", 36, 10], ["premium", 48, 15]],
    );
    const tiers = Object.fromEntries(data.tiers.map((t) => [t.tier, t]));
    assert.equal(tiers.Bronze.base_fee_usd, 100_000);
    assert.equal(tiers.Platinum.base_fee_usd, 300_000);
    assert.equal(tiers.Platinum.min_overall_score, 0.8);
    assert.equal(tiers.Gold.min_overall_score, 0.65);
    assert.equal(tiers.Unrated.priced, false);
    assert.equal(
      tiers.Gold.annual_fee_usd!.premium,
      contractTerms("Gold", "premium").annual_fee_usd,
    );
    const scale = data.classification_frameworks.classification.scale;
    assert.deepEqual(scale.map((s) => s.name), ["Premium", "Growth", "Standard", "Emerging"]);
    // The published thresholds are the ones the classifier applies.
    for (const { name, min_overall_score } of scale) {
      assert.equal(classifyTier(min_overall_score), name);
      if (min_overall_score > 0) assert.notEqual(classifyTier(min_overall_score - 0.01), name);
    }
    assert.deepEqual(data.classification_frameworks.scorecard.range, { best: 1.1, worst: 5.1 });
    assert.equal(data.templates[0].required_clauses.length, 10);
  });

  await t.step("health lists the renderers and the document store", async () => {
    const data = await ok<{ status: string; dependencies: Record<string, { status: string }> }>(
      await ctx.get("/api/contracts/health", auth),
    );
    assert.equal(data.status, "healthy");
    for (const dep of ["markdown_renderer", "docx_renderer", "pdf_renderer", "document_store"]) {
      assert.equal(data.dependencies[dep].status, "ok", dep);
    }
  });

  await t.step("the OpenAPI document lists every operation with its errors", async () => {
    // deno-lint-ignore no-explicit-any
    const doc = await ctx.json<any>("/openapi.json");
    const ops = [
      ["post", "/api/contracts/generate"],
      ["post", "/api/contracts/format"],
      ["get", "/api/contracts/templates"],
      ["post", "/api/contracts/generate-terms"],
      ["post", "/api/contracts/generate-document"],
      ["post", "/api/contracts/scorecard"],
      ["post", "/api/contracts/scorecard/update"],
      ["get", "/api/contracts/pipeline/status"],
      ["post", "/api/contracts/pipeline/status"],
      ["post", "/api/contracts/template-injection"],
      ["post", "/api/contracts/adjust-terms"],
      ["post", "/api/contracts/fingerprints/create"],
      ["post", "/api/contracts/interactive/start"],
      ["post", "/api/contracts/interactive/{session_id}/select"],
      ["get", "/api/contracts/interactive/{session_id}/download"],
      ["get", "/api/contracts/health"],
    ];
    const ids = new Set<string>();
    for (const [method, path] of ops) {
      const op = doc.paths[path]?.[method];
      assert.ok(op, `${method} ${path}`);
      assert.ok(op.operationId && !ids.has(op.operationId), path);
      ids.add(op.operationId);
      assert.deepEqual(op.tags, ["Contracts"]);
      // Health takes no credential too (`{}`); every other route the three spec-001 kinds.
      assert.equal(op.security.length, path === "/api/contracts/health" ? 4 : 3);
      assert.ok(op.responses["401"], `${path} 401`);
      const responses = op.responses as Record<
        string,
        { content: Record<string, { schema: { $ref?: string } }> }
      >;
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400) {
          assert.equal(
            response.content["application/json"].schema.$ref,
            "#/components/schemas/ErrorEnvelope",
            `${path} ${status}`,
          );
        }
      }
    }
    assert.ok(doc.paths["/api/contracts/interactive/{session_id}/download"].get.responses["409"]);
    for (const name of ["LeagueProfile", "ContractDetails", "Scorecard", "LeagueFingerprint"]) {
      assert.ok(doc.components.schemas[name], name);
    }
  });

  await ctx.close();
});

Deno.test("contracts: generate from a questionnaire, in three parts", async (t) => {
  const ctx = await contractContext();
  const auth = await bearer(ctx);

  await t.step("a TXT questionnaire gives every flavor in MD, DOCX and PDF", async () => {
    const res = await upload(ctx, "/api/contracts/generate", auth, {
      name: "pacific.txt",
      body: QUESTIONNAIRE,
    });
    const data = assertShape(GenerateResponse, await ok(res));
    assert.match(data.contract_id, /^ct_[0-9a-f]{32}$/);
    // Part 1: ingestion.
    assert.equal(data.ingestion.source.format, "txt");
    assert.equal(data.ingestion.extraction.fields.league_name, "Pacific Pickleball Tour");
    assert.equal(data.ingestion.extraction.fields.teams_count, 24);
    // Part 2: enhancement, classification, market intelligence.
    const { classification } = data.intelligence;
    assert.ok(
      ["Platinum", "Gold", "Silver", "Bronze"].includes(classification.partnership_score.tier),
    );
    assert.ok(classification.scorecard.tier >= 1.1 && classification.scorecard.tier <= 5.1);
    assert.equal(
      classification.classification,
      classifyTier(classification.partnership_score.overall_score),
    );
    assert.equal(data.intelligence.market_intelligence.provider, "local-extractive");
    assert.ok(data.intelligence.enhancement.quality_score > 0);
    // Part 3: generation, stored in the document store.
    assert.deepEqual(Object.keys(data.generation.contracts), [
      "conservative",
      "balanced",
      "aggressive",
      "premium",
    ]);
    assert.equal(data.generation.compliance.passed, true);
    assert.equal(data.generation.compliance.checks.length, 12);
    const balanced = data.generation.contracts.balanced!;
    const fee = usd(balanced.annual_fee_usd);
    const docs = data.generation.documents.balanced!;
    assert.equal(docs.pdf.url, `drive://contracts/${data.contract_id}/balanced.pdf`);
    assert.equal(docs.pdf.base64, undefined);
    const pdf = await ctx.deps.documents.get(keyOf(docs.pdf.url));
    assert.ok(flat(await pdfText(pdf!.body)).includes(fee), "PDF has the fee");
    const docx = await ctx.deps.documents.get(keyOf(docs.docx.url));
    assert.ok(flat(docxText(docx!.body)).includes(fee), "DOCX has the fee");
    const md = await ctx.deps.documents.get(keyOf(docs.md.url));
    assert.ok(new TextDecoder().decode(md!.body).includes(fee), "MD has the fee");
    assert.deepEqual(data.flags, []);
  });

  await t.step("delivery=base64 carries the bytes; a PDF questionnaire works too", async () => {
    const pdf = await renderDocument(QUESTIONNAIRE_DOC, "pdf");
    const res = await upload(ctx, "/api/contracts/generate", auth, {
      name: "pacific.pdf",
      body: pdf.bytes as Uint8Array<ArrayBuffer>,
    }, { delivery: "base64" });
    const data = assertShape(GenerateResponse, await ok(res));
    assert.equal(data.ingestion.source.format, "pdf");
    assert.equal(data.ingestion.extraction.fields.league_name, "Pacific Pickleball Tour");
    const premium = data.generation.contracts.premium!;
    const docx = Uint8Array.from(
      atob(data.generation.documents.premium!.docx.base64!),
      (ch) => ch.charCodeAt(0),
    );
    assert.ok(flat(docxText(docx)).includes(usd(premium.annual_fee_usd)));
  });

  await t.step("E005 and E001 from ingestion travel as the error code", async () => {
    const junk = crypto.getRandomValues(new Uint8Array(4096));
    const e005 = await expectError(
      await upload(ctx, "/api/contracts/generate", auth, { name: "answers.txt", body: junk }),
      422,
      "E005",
    );
    assert.match(e005.message, /invalid format/);
    const blank = await PDFDocument.create();
    blank.addPage();
    const scanned = await blank.save();
    await expectError(
      await upload(ctx, "/api/contracts/generate", auth, {
        name: "scan.pdf",
        body: scanned as Uint8Array<ArrayBuffer>,
      }),
      422,
      "E001",
    );
  });

  await t.step("other types are 415, over 10 MiB is 413, no file is 422", async () => {
    await expectError(
      await upload(ctx, "/api/contracts/generate", auth, { name: "logo.png", body: "x" }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    await expectError(
      await upload(ctx, "/api/contracts/generate", auth, {
        name: "q.txt",
        body: new Uint8Array(10 * 1024 * 1024 + 1),
      }),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    const none = await ctx.send("POST", "/api/contracts/generate", {
      headers: auth,
      body: new FormData(),
    });
    const error = await expectError(none, 422, "VALIDATION_ERROR");
    assert.equal(error.details.issues![0].field, "file");
    const asJson = await ctx.send("POST", "/api/contracts/generate", {
      headers: auth,
      json: PROFILE,
    });
    await expectError(asJson, 415);
    const badDelivery = await upload(ctx, "/api/contracts/generate", auth, {
      name: "q.txt",
      body: QUESTIONNAIRE,
    }, { delivery: "fax" });
    assert.equal((await expectError(badDelivery, 422)).details.issues![0].field, "delivery");
  });

  await ctx.close();
});

Deno.test("contracts: terms, documents, scorecards and adjustments", async (t) => {
  const ctx = await contractContext();
  const auth = { "X-API-Key": TEST_KEY };
  const post = (path: string, json: unknown) => ctx.send("POST", path, { headers: auth, json });
  let terms: ContractDetails;

  await t.step("generate-terms: the requested flavor, or the recommended one", async () => {
    const data = assertShape(
      GenerateTermsResponse,
      await ok(await post("/api/contracts/generate-terms?aggressiveness_level=premium", PROFILE)),
    );
    assert.equal(data.flavor, "premium");
    assert.equal(data.aggressiveness_source, "requested");
    assert.equal(data.terms!.length_months, 48);
    assert.equal(data.terms!.tier, data.partnership_score.tier);
    assert.deepEqual(data.terms, contractTerms(data.partnership_score.tier, "premium"));
    terms = data.terms!;
    const low = await ok<{ flavor: string; aggressiveness_level: number }>(
      await post("/api/contracts/generate-terms?aggressiveness_level=0.1", PROFILE),
    );
    assert.equal(low.flavor, "conservative");
    assert.equal(low.aggressiveness_level, 0.1);
    const auto = await ok<{ aggressiveness_source: string }>(
      await post("/api/contracts/generate-terms", PROFILE),
    );
    assert.equal(auto.aggressiveness_source, "recommended");
    const unrated = await ok<{ terms: unknown; partnership_score: { tier: string } }>(
      await post("/api/contracts/generate-terms", { league_name: "Tiny Cornhole Club" }),
    );
    assert.equal(unrated.partnership_score.tier, "Unrated");
    assert.equal(unrated.terms, null);
  });

  await t.step("generate-terms: bad query and bodies are 422 with the issues", async () => {
    const query = await expectError(
      await post("/api/contracts/generate-terms?aggressiveness_level=extreme", PROFILE),
      422,
      "VALIDATION_ERROR",
    );
    assert.deepEqual(
      [query.details.issues![0].location, query.details.issues![0].field],
      ["query", "aggressiveness_level"],
    );
    const empty = await expectError(await post("/api/contracts/generate-terms", {}), 422);
    assert.equal(empty.details.issues![0].field, "league_name");
    const typo = await expectError(
      await post("/api/contracts/generate-terms", { ...PROFILE, teams: 4 }),
      422,
    );
    assert.equal(typo.details.issues![0].code, "unrecognized_keys");
    const wrongType = await expectError(
      await post("/api/contracts/generate-terms", { ...PROFILE, teams_count: "many" }),
      422,
    );
    assert.equal(wrongType.details.issues![0].field, "teams_count");
    const notJson = await ctx.send("POST", "/api/contracts/generate-terms", {
      headers: { ...auth, "Content-Type": "application/json" },
      body: "{not json",
    });
    await expectError(notJson, 400);
  });

  await t.step("format: the same terms as MD, DOCX, PDF and JSON", async () => {
    const fee = usd(terms.annual_fee_usd);
    const docx = await post("/api/contracts/format", { format: "docx", terms, league: PROFILE });
    assert.equal(docx.status, 200);
    assert.equal(
      docx.headers.get("Content-Type"),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    assert.match(docx.headers.get("Content-Disposition")!, /attachment; filename="ct_\w+\.docx"/);
    const docxBody = flat(docxText(await bytesOf(docx)));
    assert.ok(docxBody.includes(fee), "DOCX has the fee");
    assert.ok(docxBody.includes("Pacific Pickleball Tour"));
    const pdf = await post("/api/contracts/format", { format: "pdf", terms });
    assert.equal(pdf.headers.get("Content-Type"), "application/pdf");
    const pdfBody = flat(await pdfText(await bytesOf(pdf)));
    assert.ok(pdfBody.includes(fee), "PDF has the fee");
    assert.ok(pdfBody.includes("The League"), "no league: the template's default party");
    const md = await post("/api/contracts/format", { format: "md", terms });
    assert.match(md.headers.get("Content-Type")!, /^text\/markdown/);
    assert.ok((await md.text()).includes(fee));
    const json = await post("/api/contracts/format", {
      format: "json",
      terms: { ...terms, contract_id: "ct_given" },
    });
    const file = await json.json();
    assert.equal(file.contract_id, "ct_given");
    assert.deepEqual(file.terms, terms);
    // A document model (as template-injection or the JSON format returns it) renders as it is.
    const model = await post("/api/contracts/format", { format: "md", document: file.document });
    assert.ok((await model.text()).includes("10. Signatures"));
  });

  await t.step("format: incoherent or ambiguous contract data is 422", async () => {
    const both = await expectError(
      await post("/api/contracts/format", { format: "md", terms, document: { title: "x" } }),
      422,
    );
    assert.ok(both.details.issues!.length >= 1);
    const neither = await expectError(await post("/api/contracts/format", { format: "md" }), 422);
    assert.equal(neither.details.issues![0].field, "terms");
    const repriced = await expectError(
      await post("/api/contracts/format", {
        format: "pdf",
        terms: { ...terms, annual_fee_usd: 1 },
      }),
      422,
    );
    assert.equal(repriced.details.issues![0].field, "terms.annual_fee_usd");
    const badFormat = await expectError(
      await post("/api/contracts/format", { format: "rtf", terms }),
      422,
    );
    assert.equal(badFormat.details.issues![0].field, "format");
  });

  await t.step("generate-document: the format and tier of the query", async () => {
    const fee = usd(terms.annual_fee_usd);
    const pdf = await post("/api/contracts/generate-document", { terms, league: PROFILE });
    assert.equal(pdf.headers.get("Content-Type"), "application/pdf", "PDF by default");
    assert.ok(flat(await pdfText(await bytesOf(pdf))).includes(fee));
    const docx = await post(
      `/api/contracts/generate-document?output_format=docx&template_tier=${terms.tier}`,
      { terms, league: PROFILE },
    );
    assert.ok(flat(docxText(await bytesOf(docx))).includes(fee), "DOCX has the fee");
    const json = await post("/api/contracts/generate-document?output_format=json", { terms });
    assert.deepEqual((await json.json()).terms, terms, "JSON equals the terms");
    const other = terms.tier === "Bronze" ? "Silver" : "Bronze";
    const mismatch = await expectError(
      await post(`/api/contracts/generate-document?template_tier=${other}`, { terms }),
      422,
    );
    assert.equal(mismatch.details.issues![0].field, "template_tier");
    const badTier = await expectError(
      await post("/api/contracts/generate-document?template_tier=Diamond", { terms }),
      422,
    );
    assert.equal(badTier.details.issues![0].location, "query");
    const noTerms = await expectError(
      await post("/api/contracts/generate-document", { league: PROFILE }),
      422,
    );
    assert.equal(noTerms.details.issues![0].field, "terms");
  });

  await t.step("scorecard: tier 1.1 to 5.1, five scores, classification", async () => {
    const data = assertShape(
      ScorecardResponse,
      await ok(await post("/api/contracts/scorecard", PROFILE)),
    );
    const card = data.scorecard;
    assert.ok(card.tier >= 1.1 && card.tier <= 5.1);
    assert.equal(card.tier, Math.round((5.1 - 4 * card.overall_score) * 10) / 10);
    assert.equal(data.classification, classifyTier(card.overall_score));
    assert.deepEqual(Object.keys(card.scores), [
      "market_potential",
      "data_quality",
      "betting_readiness",
      "fan_engagement",
      "operational_maturity",
    ]);
    for (const score of Object.values(card.scores)) assert.ok(score >= 0 && score <= 100);
    const weak = await ok<{ scorecard: { tier: number }; classification: string }>(
      await post("/api/contracts/scorecard", { league_name: "Tiny Cornhole Club" }),
    );
    assert.ok(weak.scorecard.tier > card.tier, "a weaker league has a higher tier number");
    assert.equal(weak.classification, "Emerging");
    await expectError(await post("/api/contracts/scorecard", { league_name: "" }), 422);
  });

  await t.step("scorecard/update: sliders move the card and its terms", async () => {
    const top = assertShape(
      ScorecardUpdateResponse,
      await ok(
        await post("/api/contracts/scorecard/update", {
          league: PROFILE,
          sliders: {
            overrides: {
              market_size: 1,
              data_quality: 1,
              integration_readiness: 1,
              betting_potential: 1,
              strategic_fit: 1,
            },
            aggressiveness: 0.9,
          },
        }),
      ),
    );
    assert.equal(top.scorecard.overall_score, 1);
    assert.equal(top.scorecard.tier, 1.1);
    assert.equal(top.scorecard.classification, "Premium");
    assert.equal(top.scorecard.partnership_tier, "Platinum");
    assert.equal(top.scorecard.recommended_flavor, "premium");
    assert.deepEqual(top.terms, contractTerms("Platinum", "premium"));
    assert.notEqual(top.baseline.overall_score, 1, "the baseline has no sliders");
    const reweighted = await ok<
      { scorecard: { overall_score: number; weights: Record<string, number> }; baseline: unknown }
    >(
      await post("/api/contracts/scorecard/update", {
        league: PROFILE,
        sliders: {
          weights: {
            market_size: 1,
            data_quality: 0,
            integration_readiness: 0,
            betting_potential: 0,
            strategic_fit: 0,
          },
        },
      }),
    );
    const base = await ok<{ partnership_score: { components: { market_size: number } } }>(
      await post("/api/contracts/scorecard", PROFILE),
    );
    assert.equal(reweighted.scorecard.weights.market_size, 1);
    assert.equal(reweighted.scorecard.overall_score, base.partnership_score.components.market_size);
    const bad = await expectError(
      await post("/api/contracts/scorecard/update", {
        league: PROFILE,
        sliders: { overrides: { market_size: 1.5 }, aggressiveness: -1 },
      }),
      422,
    );
    assert.deepEqual(
      bad.details.issues!.map((i) => i.field).sort(),
      ["sliders.aggressiveness", "sliders.overrides.market_size"],
    );
    const unknownSlider = await expectError(
      await post("/api/contracts/scorecard/update", {
        league: PROFILE,
        sliders: { weights: { hype: 1 } },
      }),
      422,
    );
    assert.equal(unknownSlider.details.issues![0].code, "unrecognized_keys");
  });

  await t.step("adjust-terms: length, support and fee change the terms", async () => {
    const data = assertShape(
      AdjustTermsResponse,
      await ok(
        await post("/api/contracts/adjust-terms", {
          tier: "Gold",
          aggressiveness_level: "balanced",
          adjustments: { length_months: 36, support_level: "white_glove", fee_factor: 1.2 },
        }),
      ),
    );
    assert.equal(data.flavor, "balanced");
    assert.equal(data.baseline.length_months, 24);
    assert.equal(data.terms.length_months, 36);
    assert.equal(data.terms.support_level, "white_glove");
    assert.equal(data.baseline.support_level, "priority");
    assert.ok(data.terms.annual_fee_usd > data.baseline.annual_fee_usd);
    assert.deepEqual(
      data.terms,
      contractTerms("Gold", "balanced", {
        length_months: 36,
        support_level: "white_glove",
        fee_factor: 1.2,
      }),
    );
    assert.deepEqual(data.changes.length_months, { from: 24, to: 36 });
    assert.deepEqual(data.changes.support_level, { from: "priority", to: "white_glove" });
    assert.ok(data.changes.annual_fee_usd);
    const numeric = await ok<{ flavor: string; terms: { tier: string } }>(
      await post("/api/contracts/adjust-terms", { tier: "Bronze", aggressiveness_level: 0.8 }),
    );
    assert.equal(numeric.flavor, "premium");
    const bad = await expectError(
      await post("/api/contracts/adjust-terms", {
        tier: "Unrated",
        aggressiveness_level: 2,
        adjustments: { length_months: 3, fee_factor: 9, support_level: "gold" },
      }),
      422,
    );
    assert.deepEqual(bad.details.issues!.map((i) => i.field).sort(), [
      "adjustments.fee_factor",
      "adjustments.length_months",
      "adjustments.support_level",
      "aggressiveness_level",
      "tier",
    ]);
  });

  await t.step("template-injection: final contract with its compliance check", async () => {
    const data = assertShape(
      InjectionResponse,
      await ok(await post("/api/contracts/template-injection", { terms, league: PROFILE })),
    );
    assert.equal(data.compliance.passed, true);
    assert.equal(data.compliance.required_clauses.length, 10);
    assert.deepEqual(data.compliance.checks.map((c) => c.format), ["md", "docx", "pdf", "json"]);
    assert.ok(data.compliance.figures.includes(usd(terms.annual_fee_usd)));
    assert.equal(data.compliance.tier_consistent, true);
    assert.deepEqual(data.terms, terms);
    assert.ok(data.markdown.includes("Pacific Pickleball Tour"));
    assert.equal(data.document.meta["Contract ID"], data.contract_id);
    const pdf = await ctx.deps.documents.get(keyOf(data.documents.pdf.url));
    assert.ok(flat(await pdfText(pdf!.body)).includes(usd(terms.annual_fee_usd)));
    assert.equal(data.documents.docx.url, `drive://contracts/${data.contract_id}/contract.docx`);
    // Terms priced for another tier than the league's score: passed, with a warning.
    const bronze = contractTerms("Bronze", "balanced");
    const mismatch = await ok<{ compliance: { passed: boolean; warnings: string[] } }>(
      await post("/api/contracts/template-injection", { terms: bronze, league: PROFILE }),
    );
    assert.equal(mismatch.compliance.passed, true);
    assert.match(mismatch.compliance.warnings[0], /priced for Bronze/);
    await expectError(await post("/api/contracts/template-injection", { terms }), 422);
  });

  await ctx.close();
});

Deno.test("contracts: fingerprints from PDF and DOCX", async (t) => {
  const ctx = await contractContext();
  const auth = await bearer(ctx);

  for (const format of ["docx", "pdf"] as const) {
    await t.step(`a ${format.toUpperCase()} questionnaire gives a LeagueFingerprint`, async () => {
      const file = await renderDocument(QUESTIONNAIRE_DOC, format);
      const res = await upload(ctx, "/api/contracts/fingerprints/create", auth, {
        name: `pacific.${format}`,
        body: file.bytes as Uint8Array<ArrayBuffer>,
      });
      const fp = assertShape(LeagueFingerprint, await ok(res));
      assert.match(fp.fingerprint_id, /^fp_[0-9a-f]{32}$/);
      assert.equal(fp.league_name, "Pacific Pickleball Tour");
      assert.equal(fp.sport, "Pickleball");
      assert.equal(fp.source_document.filename, `pacific.${format}`);
      assert.equal(fp.source_document.file_size_bytes, file.bytes.byteLength);
      assert.ok(fp.state.extracted_raw.confidence_score >= 0.85);
      assert.equal(fp.state.extracted_raw.fields.teams_count, 24);
      assert.equal(fp.state.extracted_enhanced, null);
      assert.deepEqual(Object.keys(fp.partnership_score.components).sort(), [
        "betting_potential",
        "data_quality",
        "integration_readiness",
        "market_size",
        "strategic_fit",
      ]);
      assert.deepEqual(Object.keys(fp.contracts), [
        "conservative",
        "balanced",
        "aggressive",
        "premium",
      ]);
      assert.equal(fp.contracts.premium!.tier, fp.partnership_score.tier);
      const stored = await ctx.deps.documents.get(keyOf(fp.drive.documents.fingerprint_json));
      assert.deepEqual(JSON.parse(new TextDecoder().decode(stored!.body)), fp);
    });
  }

  await t.step(
    "TXT is read like the rest, other types are 415, a corrupt PDF is E005",
    async () => {
      const txt = await ok<{ league_name: string }>(
        await upload(ctx, "/api/contracts/fingerprints/create", auth, {
          name: "q.txt",
          body: QUESTIONNAIRE,
        }),
      );
      assert.equal(txt.league_name, "Pacific Pickleball Tour");
      await expectError(
        await upload(ctx, "/api/contracts/fingerprints/create", auth, {
          name: "q.png",
          body: QUESTIONNAIRE,
        }),
        415,
      );
      await expectError(
        await upload(ctx, "/api/contracts/fingerprints/create", auth, {
          name: "q.pdf",
          body: "%PDF-1.7\n1 0 obj <<",
        }),
        422,
        "E005",
      );
    },
  );

  await ctx.close();
});

Deno.test("contracts: pipeline status as six stages, own runs only", async (t) => {
  const ctx = await contractContext();
  const auth = await bearer(ctx);
  const other = await addOtherUser(ctx);
  const names = [
    "Data Extraction",
    "Data Transformation",
    "Data Enhancement",
    "Data Classification",
    "Data Integration",
    "Template Injection",
  ];
  let id = "";

  await t.step("no run yet is 404", async () => {
    await expectError(await ctx.get("/api/contracts/pipeline/status", auth), 404, "NOT_FOUND");
  });

  await t.step("a queued run: Data Extraction, 0 %", async () => {
    const res = await upload(ctx, "/api/pipeline/upload", auth, {
      name: "pacific.txt",
      body: QUESTIONNAIRE,
    });
    id = (await ok<{ pipeline_id: string }>(res, 202)).pipeline_id;
    const data = assertShape(
      ContractPipelineStatus,
      await ok(await ctx.get("/api/contracts/pipeline/status", auth)),
    );
    assert.equal(data.pipeline_id, id, "the caller's most recent run");
    assert.deepEqual(data.stages.map((s) => s.name), names);
    assert.equal(data.current_stage, "Data Extraction");
    assert.equal(data.progress_percentage, 0);
    assert.ok(data.stages.every((s) => s.status === "pending"));
  });

  await t.step("a finished run: six completed stages, 100 %", async () => {
    for (let i = 0; i < 50 && await ctx.deps.queue.drain() > 0; i++);
    const data = assertShape(
      ContractPipelineStatus,
      await ok(await ctx.get(`/api/contracts/pipeline/status?pipeline_id=${id}`, auth)),
    );
    assert.equal(data.status, "success");
    assert.equal(data.progress_percentage, 100);
    assert.equal(data.completed_stages, 6);
    assert.ok(
      data.stages.every((s) => s.status === "completed" && s.duration_seconds !== undefined),
    );
    const byName = Object.fromEntries(data.stages.map((s) => [s.name, s.pipeline_stages]));
    assert.deepEqual(byName["Data Integration"], ["drive", "tracker"]);
    assert.deepEqual(byName["Template Injection"], ["contracts"]);
    assert.deepEqual(byName["Data Transformation"], ["extraction"]);
    const posted = await ok<{ pipeline_id: string }>(
      await ctx.send("POST", "/api/contracts/pipeline/status", {
        headers: auth,
        json: { pipeline_id: id },
      }),
    );
    assert.equal(posted.pipeline_id, id);
    const noBody = await ok<{ pipeline_id: string }>(
      await ctx.send("POST", "/api/contracts/pipeline/status", { headers: auth }),
    );
    assert.equal(noBody.pipeline_id, id);
  });

  await t.step("bad ids are 422, another user's run is 404, admins see it", async () => {
    await expectError(await ctx.get("/api/contracts/pipeline/status?pipeline_id=42", auth), 422);
    const clash = await ctx.send(
      "POST",
      `/api/contracts/pipeline/status?pipeline_id=pl_${"0".repeat(32)}`,
      { headers: auth, json: { pipeline_id: id } },
    );
    await expectError(clash, 422);
    await expectError(
      await ctx.get(`/api/contracts/pipeline/status?pipeline_id=${id}`, other),
      404,
    );
    await expectError(
      await ctx.send("POST", "/api/contracts/pipeline/status", {
        headers: other,
        json: { pipeline_id: id },
      }),
      404,
    );
    await expectError(await ctx.get("/api/contracts/pipeline/status", other), 404);
    const admin = await bearer(ctx, ADMIN);
    const seen = await ok<{ pipeline_id: string }>(
      await ctx.get("/api/contracts/pipeline/status", admin),
    );
    assert.equal(seen.pipeline_id, id);
  });

  await t.step("an interactive session can start from the scored run", async () => {
    const session = assertShape(
      Session,
      await ok(
        await ctx.send("POST", "/api/contracts/interactive/start", {
          headers: auth,
          json: { pipeline_id: id },
        }),
        201,
      ),
    );
    assert.equal(session.source.pipeline_id, id);
    assert.equal(session.league_name, "Pacific Pickleball Tour");
    assert.equal(Object.keys(session.options).length, 4);
    await expectError(
      await ctx.send("POST", "/api/contracts/interactive/start", {
        headers: other,
        json: { pipeline_id: id },
      }),
      404,
    );
  });

  await ctx.close();
});

Deno.test("contracts: interactive start → select → download", async (t) => {
  const ctx = await contractContext();
  const auth = await bearer(ctx);
  const other = await addOtherUser(ctx);
  const start = (headers: Record<string, string>, json: unknown) =>
    ctx.send("POST", "/api/contracts/interactive/start", { headers, json });
  let id = "";

  await t.step("start offers the four flavors' terms", async () => {
    const session = assertShape(Session, await ok(await start(auth, { league: PROFILE }), 201));
    id = session.session_id;
    assert.match(id, /^cs_[0-9a-f]{32}$/);
    assert.equal(session.status, "open");
    assert.equal(session.selection, null);
    assert.deepEqual(Object.keys(session.options), [
      "conservative",
      "balanced",
      "aggressive",
      "premium",
    ]);
    assert.deepEqual(
      session.options.aggressive,
      contractTerms(session.partnership_score.tier, "aggressive"),
    );
    const stored = await ctx.deps.documents.get(`sessions/${id}.json`);
    assert.equal(JSON.parse(new TextDecoder().decode(stored!.body)).owner.id, "demo-league");
  });

  await t.step("download before a selection is 409", async () => {
    await expectError(
      await ctx.get(`/api/contracts/interactive/${id}/download`, auth),
      409,
      "CONFLICT",
    );
  });

  await t.step("select, then download the PDF with the selected annual fee", async () => {
    const session = assertShape(
      Session,
      await ok(
        await ctx.send("POST", `/api/contracts/interactive/${id}/select`, {
          headers: auth,
          json: { flavor: "premium", adjustments: { length_months: 60 } },
        }),
      ),
    );
    assert.equal(session.status, "selected");
    const selected = session.selection!.terms;
    assert.equal(selected.flavor, "premium");
    assert.equal(selected.length_months, 60);
    assert.equal(session.download_url, `/api/contracts/interactive/${id}/download`);
    const res = await ctx.get(session.download_url!, auth);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("Content-Type"), "application/pdf");
    assert.match(res.headers.get("Content-Disposition")!, new RegExp(`${id}-premium\\.pdf`));
    const text = flat(await pdfText(await bytesOf(res)));
    assert.ok(text.includes(usd(selected.annual_fee_usd)), "PDF has the selected fee");
    assert.ok(text.includes("60 months"));
    assert.ok(text.includes("Premium terms"));
  });

  await t.step("another user's session is 404; admins see it", async () => {
    await expectError(
      await ctx.send("POST", `/api/contracts/interactive/${id}/select`, {
        headers: other,
        json: { flavor: "balanced" },
      }),
      404,
    );
    await expectError(await ctx.get(`/api/contracts/interactive/${id}/download`, other), 404);
    // A key of another account sees nothing; a key of the owner's account acts as the owner.
    const otherKey = await issueKey(ctx, "demo-admin", { role: "admin", scopes: ["read"] });
    await expectError(await ctx.get(`/api/contracts/interactive/${id}/download`, otherKey), 404);
    const ownKey = await issueKey(ctx, "demo-league");
    const viaKey = await ctx.get(`/api/contracts/interactive/${id}/download`, ownKey);
    assert.equal(viaKey.status, 200);
    await viaKey.body?.cancel();
    const admin = await bearer(ctx, ADMIN);
    const res = await ctx.get(`/api/contracts/interactive/${id}/download`, admin);
    assert.equal(res.status, 200);
    await res.body?.cancel();
  });

  await t.step("bad bodies and ids: 422; unknown sessions: 404", async () => {
    await expectError(await start(auth, {}), 422);
    await expectError(
      await start(auth, { league: PROFILE, pipeline_id: `pl_${"a".repeat(32)}` }),
      422,
    );
    await expectError(await start(auth, { pipeline_id: `pl_${"a".repeat(32)}` }), 404);
    const unrated = await expectError(await start(auth, { league: { league_name: "Tiny" } }), 422);
    assert.match(unrated.message, /Unrated/);
    const badFlavor = await expectError(
      await ctx.send("POST", `/api/contracts/interactive/${id}/select`, {
        headers: auth,
        json: { flavor: "luxury" },
      }),
      422,
    );
    assert.equal(badFlavor.details.issues![0].field, "flavor");
    await expectError(await ctx.get("/api/contracts/interactive/nope/download", auth), 422);
    await expectError(
      await ctx.get(`/api/contracts/interactive/cs_${"f".repeat(32)}/download`, auth),
      404,
    );
  });

  await ctx.close();
});
