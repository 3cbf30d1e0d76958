import { count, desc, eq, sql } from "drizzle-orm";
import { bets } from "../../db/schema/mod.ts";
import type { BetsContext } from "./place.ts";
import { bettorOf } from "./place.ts";
import { betView } from "./view.ts";

/** A user's bets, newest first (in the order placed within a millisecond): theirs, or anyone's for an admin (403 otherwise). */
export async function betHistory(
  ctx: Pick<BetsContext, "db" | "principal">,
  userId: string,
  { limit = 20, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  const id = await bettorOf(ctx, userId);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(bets).where(eq(bets.userId, id))
      .orderBy(desc(bets.placedMs), desc(sql`rowid`)).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(bets).where(eq(bets.userId, id)),
  ]);
  return {
    user_id: id,
    bets: rows.map(betView),
    total: n,
    limit,
    offset,
    has_more: offset + rows.length < n,
  };
}
