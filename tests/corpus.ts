/**
 * Every questionnaire of the development corpus (tests/fixtures/questionnaires/corpus/dev/,
 * written by other people through pandoc, LibreOffice, groff, enscript and Chromium) end to
 * end: upload → six stages → fingerprint → contracts. What must hold for any document: the
 * run succeeds; every extracted value carries evidence that is text of the document, in the
 * extraction and in the fingerprint; priced contracts exist exactly when the league is rated.
 * How many facts are read right is a benchmark (`deno task eval`), not a test. The held-out
 * set is never read here.
 *
 * The corpus runs as two test files (corpus_a_test.ts, corpus_b_test.ts), each taking every
 * other file, so `deno test --parallel` gives it both workers. Each run prices one contract
 * flavor, the four in turn, so every flavor is rendered for many leagues without rendering
 * four per file.
 */
import assert from "node:assert/strict";
import { ingestDocument } from "../services/questionnaire/ingest/mod.ts";
import { FLAVOR_NAMES } from "../services/partnership/terms.ts";
import { createTestContext, pipelineRun } from "./helpers.ts";

const DIR = new URL("./fixtures/questionnaires/corpus/dev/", import.meta.url);
const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The strings and numbers of a JSON value as written (a plain string is one). */
function leaves(written: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(written);
  } catch {
    return [written];
  }
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (v && typeof v === "object") Object.values(v).forEach(walk);
    else if (v !== null && v !== undefined) out.push(String(v));
  };
  walk(value);
  return out;
}

/** Part `part` (0 or 1) of the development corpus: every other file, from upload to contracts. */
export const corpusTest = (part: 0 | 1) => async (t: Deno.TestContext) => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const all = [...Deno.readDirSync(DIR)].map((e) => e.name)
    .filter((n) => !n.endsWith(".truth.json")).sort();
  const files = all.filter((_, i) => i % 2 === part);
  assert.ok(files.length >= 20, `${files.length} files`);
  const formats = new Set(files.map((n) => n.slice(n.lastIndexOf(".") + 1)));
  assert.deepEqual([...formats].sort(), ["doc", "docx", "json", "pdf", "txt"]);
  const tiers = new Set<string>();
  for (const [i, name] of files.entries()) {
    await t.step(name, async () => {
      const bytes = await Deno.readFile(new URL(name, DIR));
      const document = squash((await ingestDocument({ filename: name, bytes })).text);
      const form = new FormData();
      form.append("file", new File([bytes], name));
      const flavor = FLAVOR_NAMES[i % FLAVOR_NAMES.length];
      form.append("config", JSON.stringify({ contract_flavors: [flavor] }));
      const { id, result } = await pipelineRun(ctx, form);

      const raw = result.fingerprint.state.extracted_raw;
      // (At least three facts, or as many as a sparse document states: its truth's count.)
      const truth = JSON.parse(
        await Deno.readTextFile(new URL(name.replace(/\.[a-z]+$/, ".truth.json"), DIR)),
      );
      const least = Math.min(3, Object.keys(truth.facts ?? {}).length);
      assert.ok(Object.keys(raw.fields).length >= least, `${name}: read almost nothing`);
      for (const field of Object.keys(raw.fields)) {
        const evidence = raw.evidence[field];
        assert.ok(evidence, `${name}: ${field} has no evidence`);
        if (evidence.via === "catalog") continue;
        // JSON evidence is "key.path: value as written": each of its strings and numbers is
        // the document's.
        const pieces = evidence.path ? leaves(evidence.text.slice(evidence.path.length + 2)) : [
          evidence.text,
        ];
        for (const piece of pieces) {
          assert.ok(
            document.includes(squash(piece).slice(0, 80)),
            `${name}: ${field} evidence "${evidence.text}" is not in the document`,
          );
        }
      }

      const tier = result.fingerprint.partnership_score.tier;
      tiers.add(tier);
      const zip = await ctx.get(`/api/pipeline/contracts/${id}`);
      assert.equal(zip.status, tier === "Unrated" ? 404 : 200, `${name}: ${tier}`);
      await zip.body?.cancel();
    });
  }
  // Real leagues spread over the tiers.
  for (const tier of ["Bronze", "Silver", "Gold"]) assert.ok(tiers.has(tier), `no ${tier} league`);
  await ctx.close();
};
