import assert from "node:assert/strict";
import { unzipSync } from "fflate";
import { docxText, pdfText } from "../services/documents/read.ts";
import { createTestContext, pipelineRun } from "./helpers.ts";

const DIR = new URL("./fixtures/questionnaires/", import.meta.url);

/** Every fixture, end to end: upload → six stages → the contracts, read back from the ZIP. */
Deno.test("pipeline: each fixture from upload to downloaded contracts", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "true" });
  const fixtures = [];
  for await (const entry of Deno.readDir(DIR)) {
    if (/\.(txt|md|json|docx|pdf)$/.test(entry.name) && !entry.name.endsWith(".expected.json")) {
      fixtures.push(entry.name);
    }
  }
  fixtures.sort();
  assert.ok(fixtures.length >= 8);
  for (const name of fixtures) {
    await t.step(name, async () => {
      const stem = name.replace(/\.[^.]+$/, "");
      const expected = JSON.parse(await Deno.readTextFile(new URL(`${stem}.expected.json`, DIR)));
      // Markdown is text: it goes in as a .txt file (the routes take PDF, DOC, DOCX, TXT, JSON).
      const upload = name.endsWith(".md") ? `${stem}.txt` : name;
      const form = new FormData();
      form.append("file", new File([await Deno.readFile(new URL(name, DIR))], upload));
      const { id, result } = await pipelineRun(ctx, form);
      assert.equal(result.fingerprint.league_name, expected.fields.league_name);
      const lowConfidence = result.extracted.confidence_score < 0.85;
      assert.equal(result.flags.includes("E006"), lowConfidence);
      const tier = result.fingerprint.partnership_score.tier;
      const zip = await ctx.get(`/api/pipeline/contracts/${id}`);
      if (tier === "Unrated") {
        assert.equal(zip.status, 404, "no priced contracts below Bronze");
        await zip.body?.cancel();
        return;
      }
      assert.equal(zip.status, 200);
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
      const balanced = result.fingerprint.contracts.balanced;
      const fee = `$${balanced.annual_fee_usd.toLocaleString("en-US")}`;
      assert.ok(docxText(files["balanced.docx"]).includes(fee), `${name}: DOCX fee`);
      assert.ok((await pdfText(files["balanced.pdf"])).replace(/\s+/g, " ").includes(fee));
      const json = JSON.parse(new TextDecoder().decode(files["balanced.json"]));
      const { contract_id: _, ...terms } = balanced;
      assert.deepEqual(json.terms, terms);
      assert.equal(
        json.terms.base_fee_usd,
        { Bronze: 100_000, Silver: 150_000, Gold: 200_000, Platinum: 300_000 }[tier as string],
      );
    });
  }
  await ctx.close();
});
