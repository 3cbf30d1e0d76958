/**
 * A selection at our current price, for placement to quote (services/betting `quote`): the
 * outcome named by its id (`<event uuid>:<odd type>:...`, as /api/markets and the public odds
 * list it), priced now by the event's model.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events } from "../../db/schema/mod.ts";
import type { PricedSelection } from "../betting/mod.ts";
import { notFound } from "../errors.ts";
import { findSelection, type Pricer } from "../pricing/mod.ts";
import { OVER } from "./states.ts";

const STATE = { OPEN: "open", SUSPENDED: "suspended", CLOSED: "closed" } as const;

export async function currentSelection(
  db: Database,
  pricer: Pricer,
  selectionId: string,
): Promise<PricedSelection & { event_id: string }> {
  const uuid = selectionId.split(":")[0];
  const [event] = await db.select({ id: events.id, status: events.status }).from(events)
    .where(eq(events.uuid, uuid)).limit(1);
  if (!event) {
    throw notFound(`selection ${selectionId} not found: name it by its outcome id`, {
      parameter: "selection_id",
    });
  }
  const outcome = findSelection(await pricer.price(event.id), selectionId);
  return {
    selection_id: outcome.outcomeId,
    market_id: `${event.id}:${outcome.market}`,
    event_id: event.id,
    odds: outcome.odds,
    status: OVER.includes(event.status) ? "closed" : STATE[outcome.status],
  };
}
