import type { AppRouteHandler } from "../context.ts";
import { API_VERSION } from "../openapi.ts";
import type * as routes from "./routes.ts";

export const health: AppRouteHandler<typeof routes.health> = async (c) => {
  const { db, clock } = c.get("deps");
  const ok = await db.$client.execute("SELECT 1").then(() => true, () => false);
  const body = {
    status: ok ? "healthy" as const : "unhealthy" as const,
    version: API_VERSION,
    timestamp: clock().toISOString(),
  };
  return ok ? c.json(body, 200) : c.json(body, 503);
};
