import { ingestDocument } from "../../services/questionnaire/ingest/mod.ts";
const f = Deno.args[0];
const d = await ingestDocument({ filename: f, bytes: Deno.readFileSync(f) });
console.log(d.text.slice(0, Number(Deno.args[1] ?? 3000)));
