import type { AppOpenAPI } from "../../context.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

export function registerJaiAlai(router: AppOpenAPI) {
  router
    .openapi(routes.getJaiAlaiOdds, handlers.getJaiAlaiOdds)
    .openapi(routes.getJaiAlaiEvent, handlers.getJaiAlaiEvent);
}
