import type { AppOpenAPI } from "../../context.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Registered after the events routes: /participants and /heats/... are not odd types. */
export function registerOdds(router: AppOpenAPI) {
  router
    .openapi(routes.getEventOdds, handlers.getEventOdds)
    .openapi(routes.priceSgp, handlers.priceSgp);
}
