import { parseNumber } from "../../services/questionnaire/extract/values.ts";
for (const a of Deno.args) console.log(a, "=>", JSON.stringify(parseNumber(a)));
