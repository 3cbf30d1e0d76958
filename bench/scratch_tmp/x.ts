import { extractQuestionnaire } from "../../services/questionnaire/extract/mod.ts";
const x = extractQuestionnaire({ text: "", json: { league_name: "X League", notes: "Team events use the MLP-style format: four players a side, rally scoring." } });
console.log(x.fields, x.unmatched);
