/**
 * Spec 001's `process-email-candidate` and `process-email-batch`: an e-mail candidate (or a
 * stored inbox message) run through the mail processing of `process.ts`, which records the
 * candidate, matches it to a funnel league, moves the league's stage and marks it processed.
 * Processing again changes nothing (the candidate's message id is its key, runs are claimed
 * once, stages only move forward), so both operations are idempotent.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { onboardingEmailCandidates } from "../../db/schema/mod.ts";
import type { Principal } from "../auth/principal.ts";
import { AppError, badRequest, notFound } from "../errors.ts";
import {
  candidateOf,
  type EmailCandidate,
  markCandidateProcessed,
  matchCandidate,
} from "../onboarding/mod.ts";
import { findByMessageId, unprocessedMessages } from "./inbound.ts";
import {
  type MailCategory,
  processEmail,
  type ProcessResult,
  type ProcessServices,
} from "./process.ts";

export interface CandidateOutcome {
  /** The id as given (a candidate id or a message id). */
  id: string;
  /** Whether the candidate was processed before this call. */
  already_processed: boolean;
  candidate: EmailCandidate;
  /** The stored message's classification; null for a candidate with no stored message. */
  category: MailCategory | null;
  stage: string | null;
  pipeline_runs: ProcessResult["pipeline_runs"];
}

export const BATCH_MAX = 50;

const CANDIDATE_ID = /^obe_/;

async function candidateBy(
  s: ProcessServices,
  where: { id?: string; messageId?: string },
) {
  // POST /api/onboard keeps a Message-ID as given (brackets and all); mail intake strips them.
  const bare = where.messageId?.replace(/^<|>$/g, "");
  const [row] = await s.db.select().from(onboardingEmailCandidates).where(
    where.id
      ? eq(onboardingEmailCandidates.id, where.id)
      : inArray(onboardingEmailCandidates.messageId, [bare!, `<${bare}>`]),
  ).orderBy(asc(onboardingEmailCandidates.createdAt)).limit(1);
  return row;
}

/**
 * Processes one candidate (`obe_…`) or stored inbox message (its Message-ID, brackets or not).
 * A candidate whose message is in the inbox goes through the whole mail processing (no reply
 * is sent); one recorded without a stored message (POST /api/onboard) is matched and marked
 * processed. 404 when neither exists.
 */
export async function processEmailCandidate(
  s: ProcessServices,
  id: string,
  principal: Principal,
): Promise<CandidateOutcome> {
  const given = id.trim();
  if (!given) throw badRequest("an id is required", { parameter: "id" });
  let before = CANDIDATE_ID.test(given) ? await candidateBy(s, { id: given }) : undefined;
  if (CANDIDATE_ID.test(given) && !before) {
    throw notFound(`no e-mail candidate '${given}'`, { parameter: "candidate_id" });
  }
  const messageId = before?.messageId ?? given.replace(/^<|>$/g, "");
  before ??= await candidateBy(s, { messageId });
  const stored = await findByMessageId(s.db, messageId);
  if (stored) {
    const result = await processEmail(s, { message_id: messageId }, principal, { send: false });
    const after = await candidateBy(s, { id: result.onboarding.candidate_id });
    return {
      id: given,
      already_processed: before?.processed ?? false,
      candidate: candidateOf(after!),
      category: result.category,
      stage: result.onboarding.stage,
      pipeline_runs: result.pipeline_runs,
    };
  }
  if (!before) {
    throw notFound(`no e-mail candidate or stored message '${given}'`, { parameter: "id" });
  }
  await matchCandidate(s.db, before.id, before.leagueId ?? undefined);
  const done = await markCandidateProcessed(s.db, before.id, s.clock());
  return {
    id: given,
    already_processed: before.processed,
    candidate: done,
    category: null,
    stage: null,
    pipeline_runs: [],
  };
}

export type BatchItem =
  | ({ ok: true } & CandidateOutcome)
  | { ok: false; id: string; status: number; error: { code: string; message: string } };

/**
 * Processes up to 50 ids one after another, or the oldest unprocessed inbox messages and then
 * unprocessed candidates (`unprocessed: true`, up to `limit`). One item's failure (an unknown
 * id: 404) is that item's outcome, never the batch's.
 */
/**
 * Who the mail monitor acts as: the service itself, which sees every stored message (webhook
 * mail belongs to no account) and signs its records as `email-monitor`.
 */
export const MAIL_MONITOR: Principal = { kind: "jwt", id: "email-monitor", role: "admin" };

export async function processEmailBatch(
  s: ProcessServices,
  input: { ids?: string[]; unprocessed?: boolean; limit?: number },
  principal: Principal,
) {
  if ((input.ids?.length ? 1 : 0) + (input.unprocessed ? 1 : 0) !== 1) {
    throw badRequest("send either `ids` (1 to 50) or `unprocessed: true`, not both", {
      parameter: "ids",
    });
  }
  let ids = input.ids ?? [];
  if (input.unprocessed) {
    const limit = Math.min(Math.max(input.limit ?? BATCH_MAX, 1), BATCH_MAX);
    ids = (await unprocessedMessages(s.db, limit)).map((m) => m.message_id);
    if (ids.length < limit) {
      const rows = await s.db.select({ id: onboardingEmailCandidates.id })
        .from(onboardingEmailCandidates)
        .where(and(eq(onboardingEmailCandidates.processed, false)))
        .orderBy(asc(onboardingEmailCandidates.receivedAt), asc(onboardingEmailCandidates.id))
        .limit(limit);
      for (const r of rows) if (ids.length < limit) ids.push(r.id);
    }
  }
  if (ids.length > BATCH_MAX) {
    throw badRequest(`at most ${BATCH_MAX} ids per batch`, { parameter: "ids" });
  }
  const results: BatchItem[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      results.push({ ok: true, ...await processEmailCandidate(s, id, principal) });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      results.push({
        ok: false,
        id,
        status: err.status,
        error: { code: err.kind, message: err.message },
      });
    }
  }
  return {
    results,
    processed: results.filter((r) => r.ok).length,
    failed: results.filter((r) => !r.ok).length,
  };
}
