/**
 * E-mail candidates: messages that may come from a league, recorded once per message id and
 * matched to a funnel entry. The mail intake calls `recordEmailCandidate` for each message it
 * reads, `matchCandidate` to attach it to a league, and `markCandidateProcessed` when done.
 */
import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { onboardingEmailCandidates, onboardingLeagues } from "../../db/schema/mod.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import { newId } from "../random.ts";
import { isStaff, type OnboardingContext } from "./leagues.ts";
import { normalizeEmail, normalizeLeagueName } from "./names.ts";

type CandidateRow = typeof onboardingEmailCandidates.$inferSelect;

export function candidateOf(r: CandidateRow) {
  return {
    candidate_id: r.id,
    message_id: r.messageId,
    from_email: r.fromEmail,
    from_name: r.fromName,
    subject: r.subject,
    league_name: r.leagueName,
    sport: r.sport,
    excerpt: r.excerpt,
    league_id: r.leagueId,
    matched: r.leagueId !== null,
    processed: r.processed,
    processed_at: r.processedAt,
    received_at: r.receivedAt,
    created_at: r.createdAt,
  };
}
export type EmailCandidate = ReturnType<typeof candidateOf>;

export interface CandidateInput {
  message_id: string;
  from_email: string;
  from_name?: string;
  subject?: string;
  league_name?: string;
  sport?: string;
  body?: string;
  received_at?: string;
}

/**
 * Records a message as a candidate; the same message id again returns the first record
 * (`created: false`), so a retried delivery is recorded once (the unique index decides).
 */
export async function recordEmailCandidate(
  db: Database,
  input: CandidateInput,
  now: Date,
): Promise<{ candidate: EmailCandidate; created: boolean }> {
  // Stored bare (`id@host`), as mail intake stores it: the same message from either entry is
  // one candidate.
  const messageId = input.message_id.trim().replace(/^<|>$/g, "");
  if (!messageId) throw badRequest("a message id is required", { parameter: "message_id" });
  const at = now.toISOString();
  const [inserted] = await db.insert(onboardingEmailCandidates).values({
    id: newId("obe"),
    messageId,
    fromEmail: normalizeEmail(input.from_email),
    fromName: input.from_name?.trim() || null,
    subject: input.subject?.trim().slice(0, 500) || null,
    leagueName: input.league_name?.trim().slice(0, 200) || null,
    sport: input.sport?.trim().toLowerCase() || null,
    excerpt: input.body?.slice(0, 4000) || null,
    leagueId: null,
    processed: false,
    processedAt: null,
    receivedAt: input.received_at ?? at,
    createdAt: at,
  }).onConflictDoNothing().returning();
  if (inserted) return { candidate: candidateOf(inserted), created: true };
  const [row] = await db.select().from(onboardingEmailCandidates)
    .where(eq(onboardingEmailCandidates.messageId, messageId));
  return { candidate: candidateOf(row), created: false };
}

/**
 * Matches a candidate to a funnel league: `leagueId` when given, else the league whose contact
 * e-mail is the sender's, else the one whose normalized name is the candidate's league name.
 * Answers the candidate (unmatched when nothing fits).
 */
export async function matchCandidate(db: Database, candidateId: string, leagueId?: string) {
  const [row] = await db.select().from(onboardingEmailCandidates)
    .where(eq(onboardingEmailCandidates.id, candidateId));
  if (!row) throw notFound(`no e-mail candidate '${candidateId}'`);
  let match = leagueId;
  if (!match) {
    const [byEmail] = await db.select({ id: onboardingLeagues.id }).from(onboardingLeagues)
      .where(eq(onboardingLeagues.contactEmail, row.fromEmail)).limit(1);
    match = byEmail?.id;
  }
  if (!match && row.leagueName) {
    const [byName] = await db.select({ id: onboardingLeagues.id }).from(onboardingLeagues)
      .where(eq(onboardingLeagues.nameKey, normalizeLeagueName(row.leagueName))).limit(1);
    match = byName?.id;
  }
  if (!match) return candidateOf(row);
  const [updated] = await db.update(onboardingEmailCandidates).set({ leagueId: match })
    .where(eq(onboardingEmailCandidates.id, candidateId)).returning();
  return candidateOf(updated);
}

export async function markCandidateProcessed(db: Database, candidateId: string, now: Date) {
  const [updated] = await db.update(onboardingEmailCandidates)
    .set({ processed: true, processedAt: sql`coalesce(processed_at, ${now.toISOString()})` })
    .where(eq(onboardingEmailCandidates.id, candidateId)).returning();
  if (!updated) throw notFound(`no e-mail candidate '${candidateId}'`);
  return candidateOf(updated);
}

/** `GET /api/onboarding/email-candidates`: newest first, at most 500. */
export async function listEmailCandidates(
  s: OnboardingContext,
  f: { processed_only?: boolean; matched_only?: boolean },
) {
  if (!isStaff(s.principal)) {
    throw forbidden("the e-mail candidates need an admin, or an admin key with the 'admin' scope");
  }
  const where: SQL[] = [];
  if (f.processed_only) where.push(eq(onboardingEmailCandidates.processed, true));
  if (f.matched_only) where.push(isNotNull(onboardingEmailCandidates.leagueId));
  const rows = await s.db.select().from(onboardingEmailCandidates)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(onboardingEmailCandidates.receivedAt), desc(onboardingEmailCandidates.id))
    .limit(500);
  return { candidates: rows.map(candidateOf), total: rows.length };
}
