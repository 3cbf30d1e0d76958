import type { AppOpenAPI } from "../../context.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

export function registerFutures(router: AppOpenAPI) {
  router
    .openapi(routes.listFutures, handlers.listFutures)
    .openapi(routes.getFutureOdds, handlers.getFutureOdds);
}
