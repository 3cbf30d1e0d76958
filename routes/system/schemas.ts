import { z } from "@hono/zod-openapi";

export const Health = z.object({
  status: z.enum(["healthy", "unhealthy"]),
  version: z.string(),
  timestamp: z.string().openapi({ format: "date-time" }),
}).openapi("Health");
