import { extractQuestionnaire } from "/work/main/services/questionnaire/extract/mod.ts";
import { ingestDocument } from "/work/main/services/questionnaire/ingest/mod.ts";
const DIR = "/work/main/tests/fixtures/questionnaires/";
let right = 0, wrong = 0, miss = 0, inv = 0;
for (const e of Deno.readDirSync(DIR)) {
  if (!e.isFile || e.name.endsWith(".expected.json") || e.name === "build.ts") continue;
  const stem = e.name.replace(/\.[^.]+$/, "");
  const exp = JSON.parse(Deno.readTextFileSync(DIR + stem + ".expected.json"));
  const doc = await ingestDocument({ filename: e.name, bytes: Deno.readFileSync(DIR + e.name) });
  const x = extractQuestionnaire({ text: doc.text, json: doc.json }, { year: 2026 });
  const got = x.fields as Record<string, unknown>;
  for (const [f, v] of Object.entries(exp.fields)) {
    if (got[f] === undefined) {
      miss++;
      console.log(stem, "MISSING", f, JSON.stringify(v));
    } else if (JSON.stringify(got[f]) === JSON.stringify(v)) right++;
    else {
      wrong++;
      console.log(
        stem,
        "WRONG",
        f,
        JSON.stringify(got[f]),
        "truth",
        JSON.stringify(v),
        "<-",
        x.evidence[f as "sport"]?.text,
      );
    }
  }
  for (const f of Object.keys(got)) {
    if (!(f in exp.fields) && f !== "sport_code") {
      inv++;
      console.log(
        stem,
        "INVENTED",
        f,
        JSON.stringify(got[f]),
        "<-",
        x.evidence[f as "sport"]?.text,
      );
    }
  }
  console.log(stem, "conf", x.confidence_score);
}
console.log({ right, wrong, miss, inv });
