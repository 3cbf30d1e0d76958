import type { AppOpenAPI } from "../context.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Login, the OAuth token endpoint and client registration, the caller, the IdP's keys. */
export function registerAuth(router: AppOpenAPI) {
  router.openapi(routes.login, handlers.login);
  router.openapi(routes.legacyLogin, handlers.login);
  router.openapi(routes.me, handlers.me);
  router.openapi(routes.token, handlers.token);
  router.openapi(routes.registerClient, handlers.registerClient);
  router.openapi(routes.jwks, handlers.jwks);
}
