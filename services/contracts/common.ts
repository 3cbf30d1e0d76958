/** What the contract verbs share: their services, errors and the score's summary. */
import type { Database } from "../../db/client.ts";
import type { AiProvider } from "../ai/mod.ts";
import { AppError, type ErrorDetails } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { PartnershipScore } from "../partnership/scoring.ts";
import type { DocumentStore } from "../storage/mod.ts";

/** What the contract verbs use (the pipeline's services have all of it). */
export interface ContractServices {
  db: Database;
  documents: DocumentStore;
  ai: AiProvider;
  /** A language model for questionnaire extraction (EXTRACTION=model). */
  extractor?: AiProvider;
  logger: Logger;
  clock: () => Date;
}

/** A 422 whose `details.issues` reads like the validation hook's, for rules across inputs. */
export function invalid(
  location: string,
  field: string,
  message: string,
  extra: ErrorDetails = {},
) {
  return new AppError("unprocessable", `invalid '${field}' (${location}): ${message}`, {
    parameter: field,
    issues: [{ location, field, message, code: "custom" }],
    ...extra,
  });
}

export const scoreSummary = (score: PartnershipScore) => ({
  overall_score: score.overall_score,
  tier: score.tier,
  components: score.components,
});
