import assert from "node:assert/strict";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { events, heats } from "../db/schema/mod.ts";

/** A LIVE event with at least six heats still ahead of `now` (a WSL contest runs ten days). */
export async function liveEventWithHeatsAhead(db: Database, now: Date): Promise<string> {
  for (const e of await db.select().from(events).where(eq(events.status, "LIVE"))) {
    const ahead = await db.select().from(heats)
      .where(and(eq(heats.eventId, e.id), gt(heats.startTime, now.toISOString())));
    if (ahead.length >= 6) return e.id;
  }
  assert.fail("no live event with heats ahead");
}
