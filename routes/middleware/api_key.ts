import { createMiddleware } from "hono/factory";
import { unauthenticated } from "../../services/errors.ts";
import type { AppEnv } from "../context.ts";

/** Requires a valid key in the given header (header names are case-insensitive). */
export function requireApiKey(header = "X-API-KEY") {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(header);
    if (!key) throw unauthenticated(`missing API key: send it in the ${header} header`);
    const principal = await c.get("deps").apiKeys.verify(key);
    if (!principal) throw unauthenticated("invalid API key");
    c.set("principal", principal);
    await next();
  });
}
