import { scoreLeague } from "../../services/partnership/evaluation.ts";
import { USD_RATES } from "../../services/questionnaire/extract/values.ts";
for (const f of Deno.args) {
  const t = JSON.parse(Deno.readTextFileSync(f));
  const q = Object.fromEntries(Object.entries(t.facts).map(([k, v]: [string, any]) => [k, v && typeof v === "object" && !Array.isArray(v) ? (v.amount ?? (v.min + v.max) / 2) * (v.currency ? USD_RATES[v.currency] : 1) : v]));
  const { score } = scoreLeague(q as any, { confidence: 1, now: new Date("2026-06-01") });
  console.log(f.split("/").pop(), score.overall_score, JSON.stringify(score.components), "conf", score.confidence);
}
