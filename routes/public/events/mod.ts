import type { AppOpenAPI } from "../../context.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

export function registerEvents(router: AppOpenAPI) {
  router
    .openapi(routes.listEvents, handlers.listEvents)
    .openapi(routes.getEvent, handlers.getEvent)
    .openapi(routes.listParticipants, handlers.listParticipants)
    .openapi(routes.getHeatScores, handlers.getHeatScores);
}
