import assert from "node:assert/strict";
import { Document, Packer, Paragraph } from "docx";
import { users } from "../db/schema/mod.ts";
import { hashPassword } from "../services/auth/passwords.ts";
import { docxText, pdfText } from "../services/documents/read.ts";
import { PACIFIC_DATA, QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { createTestContext, TEST_KEY, type TestContext } from "./helpers.ts";

const KEY = { "X-API-Key": TEST_KEY };
const DATA = PACIFIC_DATA;

function form(name: string, body: BlobPart) {
  const data = new FormData();
  data.append("file", new File([body], name));
  return data;
}

const post = (ctx: TestContext, path: string, init: { json?: unknown; body?: BodyInit }) =>
  ctx.send("POST", path, { headers: KEY, ...init });

async function ok(res: Response, status = 200) {
  assert.equal(res.status, status, await res.clone().text());
  return (await res.json()).data;
}

Deno.test("questionnaire operations of spec 001", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false" });

  await t.step(
    "process-questionnaire: extraction, readiness, four structures, DOCX and PDF",
    async () => {
      const out = await ok(
        await post(ctx, "/api/questionnaire/process-questionnaire", {
          body: form("pacific.txt", QUESTIONNAIRE),
        }),
      );
      assert.equal(out.extracted.fields.league_name, "Pacific Pickleball Tour");
      assert.ok(out.readiness.level);
      assert.deepEqual(Object.keys(out.termsheet.contracts), [
        "conservative",
        "balanced",
        "aggressive",
        "premium",
      ]);
      assert.equal(out.contracts.length, 4);
      const premium = out.contracts.find((c: { flavor: string }) => c.flavor === "premium");
      const pdf = await ctx.get(`/api/questionnaire/download/${premium.contract_id}/pdf`, KEY);
      assert.equal(pdf.headers.get("Content-Type"), "application/pdf");
      const fee = `$${premium.terms.annual_fee_usd.toLocaleString("en-US")}`;
      assert.ok((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).includes(fee));
      const docx = await ctx.get(`/api/questionnaire/download/${premium.contract_id}/docx`, KEY);
      assert.ok(docxText(new Uint8Array(await docx.arrayBuffer())).includes(fee));
      const json =
        await (await ctx.get(`/api/questionnaire/download/${premium.contract_id}/json`, KEY))
          .json();
      assert.deepEqual(json.terms, premium.terms);

      // Someone else's contract is not found.
      await ctx.deps.db.insert(users).values({
        id: "u2",
        email: "u2@league.example",
        passwordHash: await hashPassword("u2-password-long"),
        role: "league_admin",
        createdAt: new Date().toISOString(),
      });
      const login = await ctx.send("POST", "/api/v1/auth/login", {
        json: { email: "u2@league.example", password: "u2-password-long" },
      });
      const other = { Authorization: `Bearer ${(await login.json()).access_token}` };
      const denied = await ctx.get(`/api/questionnaire/download/${premium.contract_id}/pdf`, other);
      assert.equal(denied.status, 404);
      await denied.body?.cancel();
      const unknown = await ctx.get("/api/questionnaire/download/ct_nope/pdf", KEY);
      assert.equal(unknown.status, 404);
      await unknown.body?.cancel();
    },
  );

  await t.step("extract, classify-tier, assess-readiness, termsheets", async () => {
    const extracted = await ok(
      await post(ctx, "/api/questionnaire/extract", {
        body: form("pacific.txt", QUESTIONNAIRE),
      }),
    );
    assert.equal(extracted.fields.teams_count, 24);
    assert.ok(extracted.confidence_score >= 0.85);
    const tier = await ok(
      await post(ctx, "/api/questionnaire/classify-tier", { json: { data: DATA } }),
    );
    assert.ok(["Premium", "Growth", "Standard", "Emerging"].includes(tier.tier));
    const readiness = await ok(
      await post(ctx, "/api/questionnaire/assess-readiness", {
        json: { data: DATA },
      }),
    );
    assert.ok(["ready", "nearly_ready", "developing", "not_ready"].includes(readiness.level));
    const sheet = await ok(
      await post(ctx, "/api/questionnaire/generate-termsheet", {
        json: { data: DATA },
      }),
    );
    assert.equal(Object.keys(sheet.contracts).length, 4);
    const enhanced = await ok(
      await post(ctx, "/api/questionnaire/generate-enhanced-termsheet", {
        json: { data: DATA },
      }),
    );
    for (
      const row of Object.values(enhanced.structures) as {
        costs: Record<string, number>;
        projected_net_usd: number;
        projected_revenue_usd: number;
      }[]
    ) {
      const { total_cost_usd, ...parts } = row.costs;
      assert.equal(total_cost_usd, Object.values(parts).reduce((a, b) => a + b, 0));
      assert.equal(row.projected_net_usd, row.projected_revenue_usd - total_cost_usd);
    }
  });

  await t.step("POST /api/v1/leagues/evaluate", async () => {
    const res = await post(ctx, "/api/v1/leagues/evaluate", { json: { data: DATA } });
    assert.equal(res.headers.get("X-API-Deprecation-Date"), null, "a v1 route");
    const out = await ok(res);
    assert.equal(out.league_name, "Pacific Pickleball Tour");
    assert.ok(out.overall_score > 0 && out.overall_score <= 1);
    assert.equal(Object.keys(out.components).length, 5);
  });

  await t.step("generate-contract from extracted data", async () => {
    const out = await ok(
      await post(ctx, "/api/questionnaire/generate-contract", { json: { data: DATA } }),
    );
    assert.equal(out.contracts.length, 4);
    assert.match(out.contracts[0].files.pdf, /contract\.pdf$/);
  });

  await t.step(
    "process/{framework}: four frameworks, modes, visualizations, tier override",
    async () => {
      const doc = new Document({
        sections: [{ children: QUESTIONNAIRE.split("\n").map((line) => new Paragraph(line)) }],
      });
      const docx = await Packer.pack(doc, "uint8array");
      const frameworks = await ok(await ctx.get("/api/questionnaire/frameworks", KEY));
      assert.deepEqual(frameworks.frameworks.map((f: { name: string }) => f.name), [
        "base",
        "framework_a",
        "framework_b",
        "framework_c",
      ]);
      const out = await ok(
        await post(
          ctx,
          "/api/questionnaire/process/framework_b?intelligence_mode=full&include_visualizations=true&tier_override=Gold",
          { body: form("pacific.docx", docx as Uint8Array<ArrayBuffer>) },
        ),
      );
      assert.equal(out.framework, "framework_b");
      assert.equal(out.metadata.intelligence_mode, "full");
      assert.equal(out.termsheet.tier, "Gold");
      assert.equal(out.visualizations.components_bar.length, 5);
      const bad = await post(ctx, "/api/questionnaire/process/framework_z", {
        body: form("pacific.docx", docx as Uint8Array<ArrayBuffer>),
      });
      assert.equal(bad.status, 422);
      await bad.body?.cancel();
    },
  );

  await t.step("bad input: 415, 422, E005, never 500", async () => {
    const image = await post(ctx, "/api/questionnaire/process-questionnaire", {
      body: form("q.png", "{}"),
    });
    assert.equal(image.status, 415);
    await image.body?.cancel();
    const junk = await post(ctx, "/api/questionnaire/extract", {
      body: form("q.txt", crypto.getRandomValues(new Uint8Array(2048))),
    });
    assert.equal(junk.status, 422);
    assert.equal((await junk.json()).error.code, "E005");
    const nameless = await post(ctx, "/api/questionnaire/classify-tier", {
      json: { data: { sport: "cornhole" } },
    });
    assert.equal(nameless.status, 422);
    await nameless.body?.cancel();
    const typed = await post(ctx, "/api/questionnaire/assess-readiness", {
      json: { data: { league_name: "X", teams_count: "many" } },
    });
    assert.equal(typed.status, 422);
    assert.equal((await typed.json()).error.details.issues[0].field, "data.teams_count");
    const health = await ok(await ctx.get("/api/questionnaire/health", KEY));
    assert.equal(health.status, "healthy");
  });

  await ctx.close();
});
