import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { SCRAPE_STATUSES, scrapedLeagues, type ScrapeStatus } from "../../db/schema/mod.ts";
import { type Actor, recordDiscoveredLeague, SYSTEM } from "../onboarding/mod.ts";
import { AppError } from "../errors.ts";
import { newId } from "../random.ts";
import { catalogDuplicate, hostKey, nameKey, scrapeDuplicate } from "./dedupe.ts";
import { type FetchFailure, fetchWithinLimits, type ScraperOptions } from "./fetch.ts";
import { type LeagueProfile, parseLeaguePage } from "./profile.ts";
import { ALLOW_ALL, DISALLOW_ALL, parseRobots, type Robots } from "./robots.ts";

export { DEFAULT_SCRAPER_LIMITS, type ScraperOptions } from "./fetch.ts";
export type { LeagueProfile } from "./profile.ts";
export { nameKey } from "./dedupe.ts";

/**
 * League scraping (spec 001 `POST /api/onboarding/scrape-leagues`): fetches each league website
 * within the limits of `fetch.ts` (outbound guard on every hop, robots.txt, size and time caps),
 * reads a league profile from its HTML (`profile.ts`), de-duplicates it against the catalog and
 * earlier scrapes (`dedupe.ts`), and records every outcome in `scraped_leagues`.
 */

export interface ScrapeServices {
  db: Database;
  scraper: ScraperOptions;
  clock: () => Date;
}

export interface ScrapeResult {
  id: string;
  url: string;
  status: ScrapeStatus;
  detail: string | null;
  final_url: string | null;
  profile: LeagueProfile | null;
  duplicate_of: string | null;
  /** The onboarding league a new find entered the funnel as (or was matched to), else null. */
  onboarding_league: { league_id: string; stage: string; created: boolean } | null;
  fetched_at: string;
}

export interface ScrapeReport {
  results: ScrapeResult[];
  counts: Record<ScrapeStatus, number>;
}

type Outcome =
  | { kind: "page"; finalUrl: string; profile: LeagueProfile }
  | { kind: "failed"; failure: FetchFailure; detail: string; finalUrl?: string }
  | { kind: "known"; duplicateOf: string };

/** URLs fetched at once. */
const CONCURRENCY = 4;
/** RFC 9309 §2.5: a crawler reads at least the first 500 KiB of robots.txt. */
const ROBOTS_MAX_BYTES = 512_000;
const HTML_TYPES = ["text/html", "application/xhtml+xml"];

/** The product token robots.txt groups are matched against: the User-Agent's first word. */
const productToken = (userAgent: string) => userAgent.split(/[/\s]/)[0];

export async function scrapeLeagues(
  services: ScrapeServices,
  input: { urls: string[]; requested_by: string; actor?: Actor },
): Promise<ScrapeReport> {
  const { db, scraper } = services;
  const deadline = Date.now() + scraper.totalMs;
  const robotsByOrigin = new Map<
    string,
    Promise<Robots | { failure: FetchFailure; detail: string }>
  >();

  const robotsFor = (origin: string) => {
    let found = robotsByOrigin.get(origin);
    if (!found) {
      found = fetchWithinLimits(scraper, {
        url: `${origin}/robots.txt`,
        deadline,
        maxBytes: ROBOTS_MAX_BYTES,
      }).then((r) => {
        if (r.ok) return parseRobots(r.body, productToken(scraper.userAgent));
        // The site itself refused or unreachable (no HTTP answer): that is the page's outcome.
        if (r.failure === "blocked_ssrf" || !r.status) {
          return { failure: r.failure, detail: `robots.txt: ${r.detail}` };
        }
        // Absent (4xx) allows everything; a 5xx or an oversized file nothing (RFC 9309).
        if (r.status >= 400 && r.status < 500) return ALLOW_ALL;
        return DISALLOW_ALL;
      });
      robotsByOrigin.set(origin, found);
    }
    return found;
  };

  const check = async (url: string) => {
    const u = new URL(url);
    const robots = await robotsFor(u.origin);
    if ("failure" in robots) return robots;
    return robots.allows(`${u.pathname}${u.search}`) ? null : {
      failure: "disallowed_robots" as const,
      detail: robots === DISALLOW_ALL
        ? "robots.txt could not be read, so nothing on this site is fetched"
        : `robots.txt disallows ${u.pathname}${u.search} for ${productToken(scraper.userAgent)}`,
    };
  };

  const scrapeOne = async (url: string): Promise<Outcome> => {
    const known = await scrapeDuplicate(db, { host: hostKey(url) });
    if (known) return { kind: "known", duplicateOf: known };
    const fetched = await fetchWithinLimits(scraper, { url, deadline, accept: HTML_TYPES, check });
    if (!fetched.ok) return { kind: "failed", ...fetched };
    try {
      return {
        kind: "page",
        finalUrl: fetched.finalUrl,
        profile: parseLeaguePage(fetched.body, fetched.finalUrl),
      };
    } catch (err) {
      // One unreadable page is that URL's outcome, never the whole request's 500.
      return {
        kind: "failed",
        failure: "not_html",
        detail: `the page could not be parsed: ${(err as Error).message}`.slice(0, 300),
        finalUrl: fetched.finalUrl,
      };
    }
  };

  // Fetch in parallel, a few at a time; record in the order given, so a site given twice is
  // one find and one duplicate.
  const outcomes: Outcome[] = new Array(input.urls.length);
  let next = 0;
  const worker = async () => {
    while (next < input.urls.length) {
      const i = next++;
      outcomes[i] = await scrapeOne(input.urls[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, input.urls.length) }, worker));

  const results: ScrapeResult[] = [];
  for (const [i, url] of input.urls.entries()) {
    const result = await record(services, input.requested_by, url, outcomes[i]);
    results.push(await enterFunnel(services, input.actor ?? SYSTEM, result));
  }
  const counts = Object.fromEntries(SCRAPE_STATUSES.map((s) => [s, 0])) as Record<
    ScrapeStatus,
    number
  >;
  for (const r of results) counts[r.status]++;
  return { results, counts };
}

async function record(
  { db, clock }: ScrapeServices,
  requestedBy: string,
  url: string,
  outcome: Outcome,
): Promise<ScrapeResult> {
  const base = {
    id: newId("scr"),
    url,
    requestedBy,
    fetchedAt: clock().toISOString(),
  };
  let row: typeof scrapedLeagues.$inferInsert;
  if (outcome.kind === "known") {
    row = {
      ...base,
      host: hostKey(url),
      status: "duplicate",
      detail: "this site was scraped before",
      duplicateOf: outcome.duplicateOf,
    };
  } else if (outcome.kind === "failed") {
    row = {
      ...base,
      host: hostKey(outcome.finalUrl ?? url),
      finalUrl: outcome.finalUrl ?? null,
      status: outcome.failure,
      detail: outcome.detail,
    };
  } else {
    const host = hostKey(outcome.finalUrl);
    const key = nameKey(outcome.profile.name?.value);
    const duplicateOf = (key ? await catalogDuplicate(db, key) : null) ??
      await scrapeDuplicate(db, { host, key });
    row = {
      ...base,
      host,
      finalUrl: outcome.finalUrl,
      nameKey: key,
      profile: JSON.stringify(outcome.profile),
      status: duplicateOf ? "duplicate" : "ok",
      detail: duplicateOf
        ? (duplicateOf.startsWith("league:")
          ? "a league of this name is in the catalog"
          : "this league or site was scraped before")
        : null,
      duplicateOf,
    };
    if (!duplicateOf) {
      // The partial unique index keeps one `ok` row per host when two scrapes race.
      const inserted = await db.insert(scrapedLeagues).values(row).onConflictDoNothing()
        .returning({ id: scrapedLeagues.id });
      if (!inserted.length) {
        const [first] = await db.select({ id: scrapedLeagues.id }).from(scrapedLeagues)
          .where(and(eq(scrapedLeagues.host, host), eq(scrapedLeagues.status, "ok"))).limit(1);
        row = {
          ...row,
          status: "duplicate",
          detail: "this site was scraped at the same time",
          duplicateOf: first ? `scrape:${first.id}` : null,
        };
        await db.insert(scrapedLeagues).values(row);
      }
      return resultOf(row);
    }
  }
  await db.insert(scrapedLeagues).values(row);
  return resultOf(row);
}

/**
 * A new find (`ok`, with a name) enters the onboarding funnel at `discovered` (data source
 * `scrape`, its website, location and first contact e-mail); a league already there by that
 * name is matched and only gains the details it lacked (`recordDiscoveredLeague` decides by the
 * unique name key, so a retry or a concurrent scrape enters it once).
 */
async function enterFunnel(
  { db, clock }: ScrapeServices,
  actor: Actor,
  result: ScrapeResult,
): Promise<ScrapeResult> {
  const p = result.profile;
  if (result.status !== "ok" || !p?.name?.value) return result;
  // A name with no letters or digits cannot enter the funnel (400 there): the find stays a
  // scrape only, never the whole request's failure.
  const entered = await recordDiscoveredLeague(
    db,
    {
      name: p.name.value,
      sport: p.sport?.code ?? p.sport?.value,
      data_source: "scrape",
      website: result.final_url ?? result.url,
      location: p.location?.value,
      contact_email: p.contacts.emails[0]?.value,
      notes: `scraped from ${result.final_url ?? result.url} (${result.id})`,
    },
    actor,
    clock(),
  ).catch((err) => {
    if (err instanceof AppError && err.status === 400) return null;
    throw err;
  });
  if (!entered) return result;
  const { league, created } = entered;
  return {
    ...result,
    onboarding_league: { league_id: league.league_id, stage: league.stage, created },
  };
}

function resultOf(row: typeof scrapedLeagues.$inferInsert): ScrapeResult {
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    detail: row.detail ?? null,
    final_url: row.finalUrl ?? null,
    profile: row.profile ? JSON.parse(row.profile) : null,
    duplicate_of: row.duplicateOf ?? null,
    onboarding_league: null,
    fetched_at: row.fetchedAt,
  };
}
