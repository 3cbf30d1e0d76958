import { z } from "@hono/zod-openapi";
import { SCRAPE_STATUSES } from "../../db/schema/mod.ts";
import { SOCIAL_NETWORKS } from "../../services/scraping/profile.ts";

const httpUrl = z.string().max(2048).refine((s) => {
  try {
    const u = new URL(s);
    return (u.protocol === "http:" || u.protocol === "https:") && Boolean(u.hostname) &&
      !u.username && !u.password;
  } catch {
    return false;
  }
}, { message: "must be an http(s) URL without credentials" }).openapi({
  format: "uri",
  example: "https://www.riversiderollerderby.example/",
});

export const ScrapeBody = z.object({
  urls: z.array(httpUrl).min(1).max(20).openapi({
    description: "League websites to read: 1 to 20 http(s) URLs.",
  }),
}).strict().openapi("ScrapeLeaguesBody");

const Evidence = z.object({
  selector: z.string().openapi({
    description: "Where on the page: a CSS selector, `text`, or a JSON-LD path.",
    example: 'meta[property="og:site_name"]',
  }),
  snippet: z.string().openapi({ description: "The page's text there (at most 200 characters)." }),
}).openapi("ScrapeEvidence");

const Found = z.object({ value: z.string(), evidence: Evidence }).openapi("ScrapedField");

export const LeagueProfile = z.object({
  name: Found.nullable(),
  sport: z.object({
    value: z.string(),
    code: z.string().nullable().openapi({
      description: "The catalog's sport code when the sport is one of ours.",
    }),
    evidence: Evidence,
  }).nullable(),
  location: Found.nullable(),
  contacts: z.object({ emails: z.array(Found), phones: z.array(Found) }),
  social: z.array(z.object({
    network: z.enum(SOCIAL_NETWORKS),
    value: z.string(),
    evidence: Evidence,
  })),
}).openapi("ScrapedLeagueProfile", {
  description: "What the page says, each field with the evidence it came from; a field the " +
    "page does not give is null or empty, never guessed.",
});

export const ScrapeStatus = z.enum(SCRAPE_STATUSES).openapi("ScrapeStatus", {
  description: "`ok` read and recorded; `duplicate` a league already in the catalog or " +
    "scraped before (`duplicate_of`); `blocked_ssrf` the URL or a redirect reaches a private, " +
    "loopback, link-local or metadata address; `disallowed_robots` robots.txt refuses it (or " +
    "could not be read); `too_large` over 1 MB; `timeout` over 5 s, or the request's 30 s; " +
    "`not_html` another content type; `http_error` a non-2xx status, a failed connection or " +
    "more than 3 redirects.",
});

export const ScrapeResult = z.object({
  id: z.string().openapi({ example: "scr_3f1c9a0e4b7d4c2a9e8f6b5a4c3d2e1f" }),
  url: z.string(),
  status: ScrapeStatus,
  detail: z.string().nullable(),
  final_url: z.string().nullable().openapi({ description: "The URL after redirects." }),
  profile: LeagueProfile.nullable(),
  duplicate_of: z.string().nullable().openapi({
    description: "`league:<id>` (the catalog) or `scrape:<id>` (an earlier scrape).",
  }),
  onboarding_league: z.object({
    league_id: z.string(),
    stage: z.string(),
    created: z.boolean().openapi({
      description: "true: this find entered the funnel; false: a funnel league of that name " +
        "was matched (and gained the details it lacked).",
    }),
  }).nullable().openapi({
    description: "The onboarding league (GET /api/onboarding/leagues/{league_id}) a new find " +
      "(`ok`, with a name) entered the funnel as, at `discovered`; null otherwise.",
  }),
  fetched_at: z.string().openapi({ format: "date-time" }),
}).openapi("ScrapeResult");

export const ScrapeReport = z.object({
  results: z.array(ScrapeResult),
  counts: z.record(ScrapeStatus, z.number().int()),
}).openapi("ScrapeLeaguesReport");
