import { createRoute, z } from "@hono/zod-openapi";
import { ErrorEnvelope } from "../envelope.ts";
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
    503: jsonContent(
      z.union([Health, ErrorEnvelope]),
      "The database does not answer (Health), or the service could not start (ErrorEnvelope).",
    ),
  },
});
