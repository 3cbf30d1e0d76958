import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const SCRAPE_STATUSES = [
  "ok",
  "blocked_ssrf",
  "disallowed_robots",
  "too_large",
  "timeout",
  "not_html",
  "http_error",
  "duplicate",
] as const;
export type ScrapeStatus = typeof SCRAPE_STATUSES[number];

/**
 * What `POST /api/onboarding/scrape-leagues` found at each league website it was given
 * (services/scraping/): one row per URL per scrape, whatever the outcome, with the league profile
 * read from the page (each field with its evidence) and, for a duplicate, what it duplicates.
 */
export const scrapedLeagues = sqliteTable("scraped_leagues", {
  /** `scr_<32 hex>`. */
  id: text().primaryKey(),
  /** The URL as it was given. */
  url: text().notNull(),
  /** The URL the page was read from after redirects; null when nothing was fetched. */
  finalUrl: text("final_url"),
  /** The final URL's host, lower case without `www.`: a later scrape of it is a duplicate. */
  host: text().notNull(),
  status: text({ enum: SCRAPE_STATUSES }).notNull(),
  /** Why a URL was not read (the refusal, the HTTP status...); null when it was. */
  detail: text(),
  /** The league's name, normalized (lower case, no punctuation or accents). */
  nameKey: text("name_key"),
  /** JSON of the league profile (services/scraping/profile.ts); null when nothing was read. */
  profile: text(),
  /** `league:<id>` (the catalog) or `scrape:<id>` (an earlier scrape) for a duplicate. */
  duplicateOf: text("duplicate_of"),
  /** Who asked: the principal's kind and id. */
  requestedBy: text("requested_by").notNull(),
  fetchedAt: text("fetched_at").notNull(),
}, (t) => [
  // One `ok` row per host: two scrapes racing on one site record one find and one duplicate.
  uniqueIndex("scraped_leagues_host_ok_idx").on(t.host).where(sql`status = 'ok'`),
  index("scraped_leagues_name_idx").on(t.nameKey),
]);
