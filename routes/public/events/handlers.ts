import * as events from "../../../services/events/mod.ts";
import type { AppRouteHandler } from "../../context.ts";
import { sendJson } from "../../json.ts";
import type * as routes from "./routes.ts";

export const listEvents: AppRouteHandler<typeof routes.listEvents> = async (c) => {
  const { db, cache } = c.get("deps");
  const query = c.req.valid("query");
  const json = await cache.get(
    `events?${JSON.stringify(query)}`,
    () => events.listEvents(db, query),
  );
  return await sendJson(c, json, 200);
};

export const getEvent: AppRouteHandler<typeof routes.getEvent> = async (c) => {
  const { db, cache } = c.get("deps");
  const { eventId } = c.req.valid("param");
  return await sendJson(
    c,
    await cache.get(JSON.stringify(["event", eventId]), () => events.getEvent(db, eventId)),
    200,
  );
};

export const listParticipants: AppRouteHandler<typeof routes.listParticipants> = async (c) => {
  const { db, cache } = c.get("deps");
  const { eventId } = c.req.valid("param");
  const load = () => events.listParticipants(db, eventId);
  return await sendJson(c, await cache.get(JSON.stringify(["participants", eventId]), load), 200);
};

export const getHeatScores: AppRouteHandler<typeof routes.getHeatScores> = async (c) => {
  const { db, cache } = c.get("deps");
  const { eventId, heatId } = c.req.valid("param");
  const load = () => events.getHeatScores(db, eventId, heatId);
  return await sendJson(c, await cache.get(JSON.stringify(["heat", eventId, heatId]), load), 200);
};
