import type { bets } from "../../db/schema/mod.ts";
import type { ParlayLeg } from "../betting/mod.ts";

export type BetRow = typeof bets.$inferSelect;

const credits = (minor: number) => minor / 100;

/** A bet as the routes show it: credits and decimal odds. */
export function betView(row: BetRow) {
  const legs = JSON.parse(row.legs) as ParlayLeg[];
  return {
    bet_id: row.id,
    user_id: row.userId,
    kind: row.kind,
    event_id: row.eventId,
    selections: legs.map((l) => ({ selection_id: l.selection_id, odds: l.odds_x100 / 100 })),
    odds: row.oddsX100 / 100,
    requested_odds: row.requestedOddsX100 / 100,
    tolerance: row.toleranceBp / 10_000,
    stake: credits(row.stake),
    potential_payout: credits(Number((BigInt(row.stake) * BigInt(row.oddsX100)) / 100n)),
    status: row.status,
    outcome: row.outcome ?? null,
    payout: row.payout === null ? null : credits(row.payout),
    note: row.note ?? null,
    hold_id: row.holdId,
    placed_at: row.placedAt,
    hold_expires_at: new Date(row.expiresMs).toISOString(),
    settled_at: row.settledAt ?? null,
  };
}

export type BetView = ReturnType<typeof betView>;
