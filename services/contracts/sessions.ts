/**
 * Interactive sessions: a scored league's four options, one selected (maybe adjusted), its
 * contract downloaded. Sessions are JSON in the document store (`sessions/<session_id>.json`)
 * with their owner; others get 404 (admins see all), as with pipeline runs.
 */
import { mayAccess, ownerOf, type Principal } from "../auth/principal.ts";
import { AppError, notFound } from "../errors.ts";
import type { Scorecard } from "../partnership/assessment.ts";
import { assessLeague, type ScoredLeague, scoreLeague } from "../partnership/evaluation.ts";
import {
  type ContractDetails,
  contractTerms,
  type Flavor,
  type TermAdjustments,
  termsheet,
} from "../partnership/terms.ts";
import type { Questionnaire } from "../questionnaire/schema.ts";
import { storeDocument } from "../storage/mod.ts";
import { newId } from "../random.ts";
import { type ContractServices, invalid, scoreSummary } from "./common.ts";
import { contractDocument } from "./document.ts";
import { downloadContract, type RenderedContract } from "./render.ts";

interface Selection {
  flavor: Flavor;
  adjustments: TermAdjustments;
  terms: ContractDetails;
  selected_at: string;
}

/** Where a session's league came from: a scored pipeline run, or none (a profile). */
export interface SessionSource {
  pipeline_id: string | null;
  fingerprint_id: string | null;
}

interface Session {
  session_id: string;
  owner: { id: string; kind: string };
  created_at: string;
  updated_at: string;
  source: SessionSource;
  league: Questionnaire;
  partnership_score: ReturnType<typeof scoreSummary>;
  confidence: number;
  scorecard: Scorecard;
  options: Partial<Record<Flavor, ContractDetails>>;
  selection: Selection | null;
}

const sessionKey = (id: string) => `sessions/${id}.json`;

function sessionView(session: Session) {
  const { owner: _, league, ...rest } = session;
  return {
    ...rest,
    league_name: league.league_name ?? null,
    status: session.selection ? "selected" as const : "open" as const,
    recommended_flavor: session.scorecard.recommended_flavor,
    download_url: session.selection
      ? `/api/contracts/interactive/${session.session_id}/download`
      : null,
  };
}

async function loadSession(s: ContractServices, id: string, principal: Principal) {
  const file = await s.documents.get(sessionKey(id));
  const session = file ? JSON.parse(new TextDecoder().decode(file.body)) as Session : null;
  const mine = session &&
    mayAccess(principal, session.owner);
  // Another caller's session is "not found": its existence is not theirs to learn.
  if (!session || !mine) {
    throw notFound(`session ${id} not found`, { parameter: "session_id" });
  }
  return session;
}

async function saveSession(s: ContractServices, session: Session) {
  await storeDocument(
    s,
    sessionKey(session.session_id),
    new TextEncoder().encode(JSON.stringify(session, null, 2)),
    "application/json",
  );
}

/**
 * A session over a scored league; 422 for an Unrated one, which has no priced options. The
 * pipeline opens sessions over its runs with the same verb.
 */
export async function openSession(
  s: ContractServices,
  principal: Principal,
  { league, score, confidence }: ScoredLeague,
  source: SessionSource,
) {
  if (score.tier === "Unrated") {
    throw invalid(
      "json",
      source.pipeline_id ? "pipeline_id" : "league",
      "the league scores " +
        `${score.overall_score.toFixed(2)}, below Bronze (0.35): it is Unrated and has no priced ` +
        "options",
      { overall_score: score.overall_score, tier: score.tier },
    );
  }
  const now = s.clock().toISOString();
  const session: Session = {
    session_id: newId("cs"),
    owner: ownerOf(principal),
    created_at: now,
    updated_at: now,
    source,
    league,
    partnership_score: scoreSummary(score),
    confidence,
    scorecard: assessLeague({ league, score, confidence }).scorecard,
    options: termsheet(score.tier).contracts,
    selection: null,
  };
  await saveSession(s, session);
  return sessionView(session);
}

/** interactive/start with a league profile. */
export const startSession = (s: ContractServices, principal: Principal, league: Questionnaire) =>
  openSession(s, principal, scoreLeague(league, { now: s.clock() }), {
    pipeline_id: null,
    fingerprint_id: null,
  });

/** interactive/{session_id}/select: one option, maybe adjusted; selecting again replaces it. */
export async function selectOption(
  s: ContractServices,
  principal: Principal,
  id: string,
  input: { flavor: Flavor; adjustments?: TermAdjustments },
) {
  const session = await loadSession(s, id, principal);
  const tier = session.partnership_score.tier;
  const adjustments = input.adjustments ?? {};
  const now = s.clock().toISOString();
  session.selection = {
    flavor: input.flavor,
    adjustments,
    terms: contractTerms(tier, input.flavor, adjustments),
    selected_at: now,
  };
  session.updated_at = now;
  await saveSession(s, session);
  return sessionView(session);
}

/** interactive/{session_id}/download: the selected option's contract as PDF; 409 before one. */
export async function sessionContract(
  s: ContractServices,
  principal: Principal,
  id: string,
): Promise<RenderedContract> {
  const session = await loadSession(s, id, principal);
  if (!session.selection) {
    throw new AppError("conflict", `session ${id} has no selected option yet`, {
      parameter: "session_id",
    }, { suggestion: `Select an option with POST /api/contracts/interactive/${id}/select.` });
  }
  const { terms, flavor } = session.selection;
  const contractId = `${id}-${flavor}`;
  const document = contractDocument(session.league, session.partnership_score, terms, {
    contractId,
    fingerprintId: session.source.fingerprint_id ?? id,
    date: s.clock(),
  });
  return await downloadContract({ contract_id: contractId, terms, document }, "pdf");
}
