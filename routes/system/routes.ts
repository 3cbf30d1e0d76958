import { createRoute } from "@hono/zod-openapi";
import { jsonContent } from "../openapi.ts";
import { Health } from "./schemas.ts";

export const health = createRoute({
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
