import * as events from "../../../services/events/mod.ts";
import type { AppRouteHandler } from "../../context.ts";
import type * as routes from "./routes.ts";

export const listEvents: AppRouteHandler<typeof routes.listEvents> = async (c) =>
  c.json(await events.listEvents(c.var.deps.db, c.req.valid("query")), 200);

export const getEvent: AppRouteHandler<typeof routes.getEvent> = async (c) =>
  c.json(await events.getEvent(c.var.deps.db, c.req.valid("param").eventId), 200);

export const listParticipants: AppRouteHandler<typeof routes.listParticipants> = async (c) =>
  c.json(await events.listParticipants(c.var.deps.db, c.req.valid("param").eventId), 200);

export const getHeatScores: AppRouteHandler<typeof routes.getHeatScores> = async (c) => {
  const { eventId, heatId } = c.req.valid("param");
  return c.json(await events.getHeatScores(c.var.deps.db, eventId, heatId), 200);
};
