import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { CardKey, TrackerCard } from "./schemas.ts";

export const card = createRoute({
  method: "get",
  path: "/api/v1/tracker/cards/{card_key}",
  operationId: "getTrackerCard",
  tags: ["Tracker"],
  summary: "A tracker card of a pipeline run",
  description: "The `card_url` of a run's tracker card (embedded tracker; with an external " +
    "tracker the card lives there). Shown to whoever may see the run; others get 404.",
  security: securityOf(...PLATFORM_CREDENTIALS),
  middleware: [platformGuard()] as const,
  request: { params: CardKey },
  responses: {
    200: jsonContent(Envelope(TrackerCard), "The card."),
    ...envelopeErrors(401, 404, 422, 429),
  },
});
