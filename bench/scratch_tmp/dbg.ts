import { rankLabel } from "../../services/questionnaire/extract/labels.ts";
for (const l of Deno.args) console.log(l, JSON.stringify(rankLabel(l)));
