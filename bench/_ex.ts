import { extractQuestionnaire } from "../services/questionnaire/extract/mod.ts";
const text = Deno.args[0].replace(/\\n/g, "\n");
const r = extractQuestionnaire({ text }, { year: 2026 });
console.log(JSON.stringify(r.fields), JSON.stringify(Object.fromEntries(Object.entries(r.evidence).map(([k, v]) => [k, [v?.text, v?.range, v?.via]]))));
