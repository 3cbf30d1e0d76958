import type { EventStatus } from "../sports/catalog.ts";

/** Events in play: their markets are live. */
export const LIVE: EventStatus[] = ["LIVE", "IN_WINDOW"];
/** Events still to come (a postponed one's markets are suspended until it has a date). */
export const AHEAD: EventStatus[] = ["NEXT", "UPCOMING", "POSTPONED"];
/** Events over: their markets are closed. */
export const OVER: EventStatus[] = ["COMPLETED", "CANCELLED"];
