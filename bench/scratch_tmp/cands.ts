import { candidatesOf, linesOf } from "../../services/questionnaire/extract/layout.ts";
import { ingestDocument } from "../../services/questionnaire/ingest/mod.ts";
const f = Deno.args[0];
const d = await ingestDocument({ filename: f, bytes: Deno.readFileSync(f) });
const { candidates, form } = candidatesOf(linesOf(d.text));
for (const c of candidates) console.log(c.via, "|", c.label, "=>", c.value.slice(0, 100));
console.log("FORM LINES:", [...form].map((l) => l.line).join(","));
