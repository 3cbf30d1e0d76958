import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { API_VERSION, jsonContent } from "../openapi.ts";

const Health = z.object({
  status: z.enum(["healthy", "unhealthy"]),
  version: z.string(),
  timestamp: z.string().openapi({ format: "date-time" }),
}).openapi("Health");

const health = createRoute({
  method: "get",
  path: "/health",
  operationId: "getHealth",
  tags: ["System"],
  summary: "Service health",
  description: "Healthy when the database answers. Needs no credentials.",
  responses: {
    200: jsonContent(Health, "Healthy."),
    503: jsonContent(Health, "The database does not answer."),
  },
});

export function systemRoutes() {
  const router = new OpenAPIHono<AppEnv>();
  router.openapi(health, async (c) => {
    const { db, clock } = c.get("deps");
    const ok = await db.$client.execute("SELECT 1").then(() => true, () => false);
    const body = {
      status: ok ? "healthy" as const : "unhealthy" as const,
      version: API_VERSION,
      timestamp: clock().toISOString(),
    };
    return ok ? c.json(body, 200) : c.json(body, 503);
  });
  return router;
}
