import type { Context } from "hono";
import * as bets from "../../services/bets/mod.ts";
import * as markets from "../../services/markets/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

/** The board's services: this request's database (a sandbox key's is refused), pricer, clock. */
const board = (c: Context<AppEnv>): markets.BoardServices => {
  const { db, pricer, clock } = c.get("deps");
  return { db, pricer, clock };
};

export const marketBoard: AppRouteHandler<typeof routes.markets> = async (c) =>
  c.json(envelope(c, await markets.listBoard(board(c), c.req.valid("query"))), 200);

export const liveMarkets: AppRouteHandler<typeof routes.liveMarkets> = async (c) =>
  c.json(envelope(c, await markets.liveBoard(board(c), c.req.valid("query"))), 200);

export const opportunities: AppRouteHandler<typeof routes.opportunities> = async (c) =>
  c.json(envelope(c, await markets.listOpportunities(board(c), c.req.valid("query"))), 200);

export const liveOpportunities: AppRouteHandler<typeof routes.liveOpportunities> = async (c) =>
  c.json(
    envelope(
      c,
      await markets.listOpportunities(board(c), { ...c.req.valid("query"), status: "live" }),
    ),
    200,
  );

export const opportunity: AppRouteHandler<typeof routes.opportunity> = async (c) =>
  c.json(
    envelope(c, await markets.getOpportunity(board(c), c.req.valid("param").opportunity_id)),
    200,
  );

/** Placement's and history's context: this request's database, clock, pricer and caller. */
const betting = (c: Context<AppEnv>): bets.BetsContext => {
  const { db, pricer, clock } = c.get("deps");
  return { db, pricer, clock, principal: c.get("principal") };
};

export const placeBet: AppRouteHandler<typeof routes.placeBet> = async (c) => {
  const placed = await bets.placeBet(
    betting(c),
    c.req.valid("json"),
    c.req.valid("header")["idempotency-key"],
  );
  return placed.replayed ? c.json(envelope(c, placed), 200) : c.json(envelope(c, placed), 201);
};

export const userBets: AppRouteHandler<typeof routes.userBets> = async (c) =>
  c.json(
    envelope(
      c,
      await bets.betHistory(betting(c), c.req.valid("param").user_id, c.req.valid("query")),
    ),
    200,
  );
