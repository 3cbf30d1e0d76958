/** Feedback on triage and replies: stored by POST /api/feedback, read by triage (listFeedback). */
import { and, desc, eq, gte, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { feedback, FEEDBACK_CATEGORIES } from "../../db/schema/mod.ts";
import { ownerOf } from "../auth/principal.ts";
import { newId } from "../random.ts";
import type { OnboardingContext } from "./leagues.ts";

export type FeedbackCategory = typeof FEEDBACK_CATEGORIES[number];
type Row = typeof feedback.$inferSelect;

export interface FeedbackInput {
  category: FeedbackCategory;
  rating?: number;
  comment?: string;
  message_id?: string;
  league_id?: string;
  expected_classification?: string;
}

const viewOf = (r: Row) => ({
  feedback_id: r.id,
  category: r.category,
  rating: r.rating,
  comment: r.comment,
  message_id: r.messageId,
  league_id: r.leagueId,
  expected_classification: r.expectedClassification,
  created_at: r.createdAt,
});
export type Feedback = ReturnType<typeof viewOf>;

export async function submitFeedback(s: OnboardingContext, input: FeedbackInput) {
  const owner = ownerOf(s.principal!);
  const [row] = await s.db.insert(feedback).values({
    id: newId("fb"),
    ownerKind: owner.kind,
    ownerId: owner.id,
    category: input.category,
    rating: input.rating ?? null,
    comment: input.comment?.trim() || null,
    messageId: input.message_id?.trim() || null,
    leagueId: input.league_id?.trim() || null,
    expectedClassification: input.expected_classification?.trim() || null,
    createdAt: s.clock().toISOString(),
  }).returning();
  return viewOf(row);
}

/**
 * What triage reads: feedback newest first, optionally of one category, since a time, or about
 * one message. The mail triage uses `expected_classification` of a message id to correct itself.
 */
export async function listFeedback(
  db: Database,
  f: { category?: FeedbackCategory; since?: string; message_id?: string; limit?: number } = {},
): Promise<Feedback[]> {
  const where: SQL[] = [];
  if (f.category) where.push(eq(feedback.category, f.category));
  if (f.since) where.push(gte(feedback.createdAt, f.since));
  if (f.message_id) where.push(eq(feedback.messageId, f.message_id));
  const rows = await db.select().from(feedback).where(where.length ? and(...where) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(Math.min(f.limit ?? 200, 1000));
  return rows.map(viewOf);
}
