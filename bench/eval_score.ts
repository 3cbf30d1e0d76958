import { scorePartnership } from "../services/partnership/scoring.ts";
import type { Extraction } from "../services/questionnaire/schema.ts";
import { SPORTS } from "../services/sports/catalog.ts";

export function scoreLeague(extraction: Extraction) {
  return scorePartnership(extraction.fields, {
    inCatalog: SPORTS.some((s) => s.sportType === extraction.fields.sport_code),
    extractionConfidence: extraction.confidence_score,
    year: 2026,
  });
}
