/**
 * `GET /sportsdb/betting/{sport_code}`: odds and projections from our pricing
 * (services/pricing), never stored: futures from the season simulations, head-to-heads, props
 * and outcomes (event winner) from each event's simulations.
 */
import type { Database } from "../../db/client.ts";
import { futureOdds, listFutures } from "../pricing/futures.ts";
import { getEventOdds, type OddType, type Pricer } from "../pricing/mod.ts";
import { AppError, notFound } from "../errors.ts";
import type { SportType } from "../sports/catalog.ts";
import { sportOf } from "./explore.ts";

export const BET_TYPES = ["future", "player_h2h", "prop", "outcome"] as const;
export type BetType = typeof BET_TYPES[number];

const ODD_TYPE_OF: Record<Exclude<BetType, "future">, OddType> = {
  player_h2h: "headToHead",
  prop: "propBets",
  outcome: "eventWinner",
};

export async function sportBetting(
  deps: { db: Database; pricer: Pricer; clock: () => Date },
  code: string,
  { bet_type = "outcome", event_id, limit = 3 }: {
    bet_type?: BetType;
    event_id?: string;
    limit?: number;
  },
) {
  const sport = await sportOf(deps.db, code);
  if (bet_type === "future") {
    const futures = (await listFutures(deps.db)).filter((f) => f.sportType === code)
      .slice(0, limit);
    const markets = [];
    for (const f of futures) {
      const sim = await deps.pricer.season(code as SportType, f.tourId);
      markets.push({
        id: f.id,
        name: f.name,
        status: f.status,
        odds: futureOdds(sim, f.futureType),
      });
    }
    return { sport, bet_type, source: "pricing", markets, total: markets.length };
  }
  const oddType = ODD_TYPE_OF[bet_type];
  const ids = event_id ? [event_id] : (await deps.db.$client.execute({
    sql: `SELECT id FROM events WHERE sport_type = ? AND status IN ('UPCOMING', 'LIVE')
          ORDER BY start_date LIMIT ?`,
    args: [code, limit],
  })).rows.map((r) => String(r[0]));
  const markets = [];
  const unavailable = [];
  for (const id of ids) {
    const found = await deps.db.$client.execute({
      sql: "SELECT 1 FROM events WHERE id = ? AND sport_type = ?",
      args: [id, code],
    });
    if (!found.rows.length) {
      throw notFound(`no ${code} event '${id}'`, { parameter: "event_id" });
    }
    try {
      const odds = await getEventOdds(deps.pricer, id, oddType, {});
      markets.push({ event_id: id, odd_type: oddType, odds: odds[oddType] });
    } catch (err) {
      // A market the event does not offer (no heats, no props for its format) is skipped.
      if (!(err instanceof AppError)) throw err;
      unavailable.push({ event_id: id, reason: err.message });
    }
  }
  return { sport, bet_type, source: "pricing", markets, unavailable, total: markets.length };
}
