/**
 * The onboarding funnel's stages and the transitions between them.
 *
 * Order: discovered → contacted → responded → questionnaire_received → evaluated →
 * negotiating → signed; `lost` from any open stage.
 *
 * - A league moves forward only, and may skip stages on the way (a league that sends its
 *   questionnaire unasked goes from `discovered` to `questionnaire_received`).
 * - Going back to an earlier stage is refused (409): the history is a record of what happened,
 *   not a to-do list. A league that went quiet is marked `lost`.
 * - `signed` and `lost` are terminal: nothing moves a league out of them (409).
 * - Setting the stage a league is already in changes nothing and records nothing (an idempotent
 *   PUT).
 */
import { ONBOARDING_STAGES } from "../../db/schema/mod.ts";

export type Stage = typeof ONBOARDING_STAGES[number];
export { ONBOARDING_STAGES };

export const TERMINAL_STAGES: readonly Stage[] = ["signed", "lost"];

export const STAGE_INFO: Record<Stage, { label: string; description: string }> = {
  discovered: {
    label: "Discovered",
    description: "Found (scraped, catalog, referral); no contact yet.",
  },
  contacted: { label: "Contacted", description: "We reached out; no answer yet." },
  responded: { label: "Responded", description: "The league answered or wrote to us." },
  questionnaire_received: {
    label: "Questionnaire received",
    description: "The league's questionnaire is in; evaluation pending.",
  },
  evaluated: {
    label: "Evaluated",
    description: "The partnership pipeline scored the questionnaire (score and tier on file).",
  },
  negotiating: { label: "Negotiating", description: "Terms are being discussed." },
  signed: { label: "Signed", description: "A contract is signed. Terminal." },
  lost: { label: "Lost", description: "The league declined or went quiet. Terminal." },
};

/** Position in the forward order (`lost` sits outside it). */
export const stageIndex = (s: Stage) => s === "lost" ? -1 : ONBOARDING_STAGES.indexOf(s);

export const isTerminal = (s: Stage) => TERMINAL_STAGES.includes(s);

/** The stages a league in `from` may move to. */
export function nextStages(from: Stage): Stage[] {
  if (isTerminal(from)) return [];
  const ahead = ONBOARDING_STAGES.filter((s) => s !== "lost" && stageIndex(s) > stageIndex(from));
  return [...ahead, "lost"];
}

/** Why a move from `from` to `to` is refused, or null when it is allowed (or a no-op). */
export function refusal(from: Stage, to: Stage): string | null {
  if (from === to) return null;
  if (isTerminal(from)) {
    return `the league is '${from}', a terminal stage: it cannot move to '${to}'`;
  }
  if (to !== "lost" && stageIndex(to) < stageIndex(from)) {
    return `'${to}' comes before '${from}': a league's stage only moves forward ` +
      `(allowed from '${from}': ${nextStages(from).join(", ")})`;
  }
  return null;
}

/** The later of two stages in the forward order (for `furthest_stage`). */
export const furthestOf = (a: Stage, b: Stage): Stage =>
  b === "lost" || stageIndex(a) >= stageIndex(b) ? a : b;
