import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { operatorGuard, PLATFORM_CREDENTIALS } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { ScrapeBody, ScrapeReport } from "./schemas.ts";

export const scrapeLeagues = createRoute({
  method: "post",
  path: "/api/onboarding/scrape-leagues",
  operationId: "scrapeLeagues",
  tags: ["Onboarding"],
  summary: "Scrape league websites into league profiles",
  description: "Fetches each URL (1 to 20) within limits: every URL and every redirect (at " +
    "most 3) must not reach a loopback, private, link-local or metadata address, its name's " +
    "DNS addresses included (unless OUTBOUND_ALLOW_PRIVATE=true); robots.txt is honoured; a " +
    "page is read up to 1 MB and 5 s, the whole request up to 30 s; only HTML is parsed. Each " +
    "page becomes a league profile (name, sport, location, contacts, social links), each " +
    "field with its evidence, de-duplicated against the catalog's names and aliases and " +
    "earlier scrapes (same site or same name). Every outcome is recorded and returned per " +
    "URL. Admins, or service and admin keys (it makes requests to addresses callers choose).",
  security: securityOf(...PLATFORM_CREDENTIALS),
  // Spec 001 deprecates its whole unversioned /api prefix (routes/middleware/versioning.ts).
  middleware: [
    deprecated(),
    operatorGuard(),
    requestBody({ maxBytes: BODY_LIMITS.json }),
  ] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: ScrapeBody } } },
  },
  responses: {
    200: jsonContent(Envelope(ScrapeReport), "One result per URL, in the order given."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
  },
});
