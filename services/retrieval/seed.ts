/**
 * The shared corpus every fresh start has: one document per sport, written from the sport
 * catalog the demo data is generated from (tour, format, rounds, the markets it offers), and
 * the service's own guides (markets, parlays, futures, credentials, limits, the pipeline),
 * written from the behaviour the README documents. Added idempotently by content, so a
 * restart adds nothing and an edited guide replaces its old version.
 */
import { and, eq } from "drizzle-orm";
import { ragDocuments } from "../../db/schema/mod.ts";
import type { Logger } from "../logger.ts";
import { offeredOddTypes } from "../pricing/markets.ts";
import { type Format, type SportDef, SPORTS } from "../sports/catalog.ts";
import {
  addDocuments,
  type NewDocument,
  reembedStale,
  removeDocument,
  type RetrievalServices,
  sha256,
  SHARED_SCOPE,
} from "./corpus.ts";

const FORMAT_WORDS: Record<Format, string> = {
  surf: "a surfing contest run in heats, each surfer scored by judges on their best waves",
  judged: "a judged contest: riders score runs and tricks before a panel of judges",
  race: "a race: the field runs laps against the clock, and lap times decide the order",
  fight: "a fight card: bouts of two fighters paired by weight class",
  bullride: "a bull-riding event: each rider's ride is scored by judges, rounds cut the field",
  ladder: "an elimination ladder: qualifying seeds the field into head-to-head pairings",
  golf: "a stroke-play tournament over rounds, the lowest total winning",
  team: "a team game between two rosters, played in periods",
  jaialai: "a Jai Alai night: eight-post games in a rotating queue (winner stays on court)",
};

/** A sport of the catalog as a document. */
function sportDocument(def: SportDef): NewDocument {
  const offered = offeredOddTypes(def.format, Infinity);
  const rounds = def.rounds.map((r) => {
    const laps = r.laps ? `, ${r.laps} laps` : "";
    return r.size
      ? `${r.name} (${r.heats} heat${r.heats > 1 ? "s" : ""} of ${r.size}${laps})`
      : r.name;
  }).join(", ");
  const field = def.teams
    ? `${def.teams.count} teams of ${def.teams.players} players`
    : `a roster of ${def.roster} ${def.gender === "women" ? "women" : "athletes"}`;
  const parts = [
    `${def.name} (sport code ${def.sportType}) is covered through its ${def.tour}.`,
    `An event is ${FORMAT_WORDS[def.format]}.`,
    `The demo season draws ${field}; an event lasts about ${def.hours} hours.`,
    `Rounds of an event: ${rounds}.`,
    def.lapMs
      ? `A typical lap or run takes about ${Math.round(def.lapMs / 100) / 10} seconds.`
      : "",
    def.weightClasses ? `Weight classes: ${def.weightClasses.join(", ")}.` : "",
    def.constructors ? `Drivers also score for ${def.constructors} constructors.` : "",
    `Markets offered for ${def.name}: ${offered.join(", ")}.`,
    `Any other odd type answers 404 "odds not found" for ${def.sportType} events.`,
    `Events are listed at GET /api/v1/public/events?sportType=${def.sportType}.`,
  ];
  return {
    title: `${def.name} (${def.sportType})`,
    text: parts.filter(Boolean).join("\n"),
    source: `catalog:${def.sportType}`,
    metadata: { kind: "sport", sport: def.sportType, format: def.format },
  };
}

/** The service's own guides: what the API does, in its own words. */
export const GUIDES: NewDocument[] = [
  {
    title: "Odd types: the sixteen markets",
    source: "guide:markets",
    text: `Every event is priced from one model, so all sixteen odd types agree with each other.
eventWinner is the winner of the event. secondPlace is the runner-up. shows pays when the athlete finishes in the top three, and podiums when the athlete stands on the podium.
raceTop3, raceTop5 and raceTop10 are offered for races only: the driver finishes in the top three, five or ten.
fastestLap is the driver who sets the fastest lap of a race; only races have it.
heatWinner is the winner of one heat, and heatExacta the exact order of the first two of a heat.
headToHead prices two athletes against each other (for team games, the home side against the away side).
eventExacta is the exact order of the first two, three or four finishers (exactasType 2, 3 or 4).
overUnder is a line on finishing position, points or gap to the leaders (overUnderSubMarketType), and multiOverUnder offers several lines at once.
propBets are proposition bets such as player points in team games. dreamTeam picks one athlete per group.
A market that does not apply to the sport answers 404 "odds not found".`,
  },
  {
    title: "Probabilities, odds and margins",
    source: "guide:pricing",
    text:
      `Each participant has a strength. Finishing orders follow a Plackett-Luce style model, head-to-head sports a two-sided model, team sports a score model, and Jai Alai a simulation of its queue format.
A seeded simulation of the event gives the joint distribution of results; every market reads from it, so the same model version always gives the same prices.
In an outcome, probability is the fair probability without margin, and odds is the offered decimal price with the market's margin. The fair winner probabilities of an event sum to one, and the top-k probabilities sum to k.
For eventExacta, trueProbability is the model's probability, probability the published one, and holdingPercentage the margin.`,
  },
  {
    title: "Same-game parlays",
    source: "guide:sgp",
    text:
      `A same-game parlay (SGP) combines one to ten selections of one event: POST /api/v1/public/events/{eventId}/sgp with the outcome ids.
The legs are priced jointly on the same simulation, so probability is the chance that all legs win, never the naive product when legs are correlated.
viggedProbability adds the parlay margin, and decimalOdds is one divided by viggedProbability.
Contradictory legs, such as two different winners of the same event, are refused with 400, as are repeated, unknown, closed or another event's selections.`,
  },
  {
    title: "Futures",
    source: "guide:futures",
    text:
      `Futures price the rest of a season: GET /api/v1/public/futures lists every futures market, each tour with champion, top5, top10 and mostWins.
For team tours the futures are by wins.
GET /api/v1/public/futures/{sportType}/tour/{tourId}/odds/{futureType} simulates the remaining events of the season on top of the points already won; an unknown tour or future type answers 404.`,
  },
  {
    title: "Credentials and API keys",
    source: "guide:credentials",
    text:
      `The public sports data API takes an API key in the X-API-KEY header; without one it answers 401.
The platform takes four kinds of credentials: a JWT bearer token from POST /api/v1/auth/login, service API keys in X-API-Key, OAuth 2.0 client-credentials tokens from POST /api/v1/oauth/token, and ID tokens of an identity provider on the catalog routes under /v1.
API keys are stored as SHA-256 hashes and compared in constant time. A key acts for its owner account: what it makes belongs to the account, and it sees what the account sees.
Scopes say what a key may do: public for the public data and catalog reads, read, write, and admin for tenant-wide access.
Keys can be rotated with an overlap: the old key keeps working beside its successor for up to thirty days, one day by default.
Passwords are hashed with PBKDF2-SHA256 and 100,000 iterations.`,
  },
  {
    title: "Rate limits",
    source: "guide:rate-limits",
    text: `Limits are counted per credential in sliding windows.
A login token (jwt) may make 100 requests a minute and 1000 an hour; an API key 500 a minute and 5000 an hour; an OAuth client 200 a minute and 2000 an hour.
On the catalog routes under /v1, a key's plan sets its limit: Free 60 a minute, Standard 300, Premium 1,000 and Enterprise 5,000. ID tokens get 100 a minute per client IP.
Every limited response carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset. A refused request answers 429 with Retry-After.
When the shared limit store is down, the service fails open to each instance's own windows for ten seconds, then tries the store again.`,
  },
  {
    title: "Sandbox keys",
    source: "guide:sandbox",
    text:
      `A key issued for the sandbox environment reads a database of its own, laid out by the same demo generator, and never production's data.
The sandbox is laid out again every day at 00:00 UTC, while production keeps the day it was seeded on.
Sandbox keys have the public scope only and are for the public data and the catalog; every other route refuses them with 403.
The demo sandbox key is altsports-sandbox-demo-key.`,
  },
  {
    title: "Error bodies",
    source: "guide:errors",
    text:
      `Each surface has its own error body. The public API answers ServerErrorResponse with statusCode, message, timestamp, metadata and stack, where stack names the error kind and never a stack trace.
The catalog routes under /v1 answer {detail, status_code, timestamp}.
The platform routes answer an envelope {success: false, error: {code, message, details, suggestion}, metadata} with codes such as VALIDATION_ERROR (400 and 422), AUTHENTICATION_ERROR (401), AUTHORIZATION_ERROR (403), NOT_FOUND (404) and RATE_LIMIT_EXCEEDED (429).
Every response carries X-Request-Id and X-API-Version v1.0.0.`,
  },
  {
    title: "The partnership pipeline",
    source: "guide:pipeline",
    text:
      `A league's questionnaire (PDF, DOCX, DOC, TXT or JSON, at most 10 MiB) runs through six stages, each a job on the queue: extraction, research, scoring, contracts, drive and tracker.
Extraction reads the file by its content, not its name, and every value carries the evidence it was read from. A result with confidence below 0.85 is flagged E006 for review.
Scoring weighs five components; a missing fact is unknown, not zero.
Tiers: Platinum at 0.80 or more, Gold at 0.65, Silver at 0.50, Bronze at 0.35, and Unrated below, which gets no priced contracts.
Error codes: E001 no extractable text, E002 research timeout, E003 tracker errors, E004 document store errors, E005 an invalid or mislabelled file, E006 low confidence.`,
  },
  {
    title: "Contracts",
    source: "guide:contracts",
    text:
      `Contracts come in four flavors of 12, 24, 36 and 48 months with 0, 5, 10 and 15 percent revenue share.
The base fee is 100,000 USD for Bronze, 150,000 for Silver, 200,000 for Gold and 300,000 for Platinum, with multipliers 0.8, 1.0, 1.25 and 1.5 and a 3 percent yearly escalator.
Each contract is rendered to Markdown, DOCX, PDF and JSON from one template, then read back to check that every required clause and the same figures are in every format.`,
  },
  {
    title: "Jobs and schedules",
    source: "guide:jobs",
    text:
      `Background work runs as jobs: delivered at least once to POST /jobs/<name>, verified by the Upstash-Signature JWT, retried with backoff and sent to dead letters after the last retry.
Locally jobs are rows in libSQL drained by an in-process worker; in production they are published to QStash.
Schedules: the morning report daily at 08:00 UTC, the mail monitor every five minutes, live play every minute and the sandbox reset daily at 00:00 UTC.
A job accepted before a crash is delivered after the restart.`,
  },
  {
    title: "Live feeds and webhooks",
    source: "guide:live",
    text:
      `Live changes to events are appended to an event log; its entry id is the cursor of every live channel.
GET /v1/events/{event_id}/stream sends server-sent events and resumes from Last-Event-ID; the WebSocket at /v1/ws subscribes to channels and resumes from a cursor.
Outgoing webhooks are signed the Standard Webhooks way: webhook-id, webhook-timestamp and webhook-signature headers with an HMAC-SHA256 of the id, timestamp and body.
A receiver that keeps failing is disabled; a 410 answer disables it at once.`,
  },
  {
    title: "Jai Alai",
    source: "guide:jaialai",
    text:
      `Jai Alai events are nights of matches in the eight-post format: posts enter a rotating queue, the winner of a point stays on court and the loser goes to the back.
GET /api/v1/public/events/jaialai/{id} returns the matches with their sets and posts; the id is the uuid of the event's publicId, and the listing id jaialai:<date>_<team>-vs-<team> works too.
GET /api/v1/public/events/jaialai/{id}/odds prices the night's top scorer, each match's win, place and show per post, and each set's leader.`,
  },
  {
    title: "Retrieval and citations",
    source: "guide:retrieval",
    text:
      `The retrieval corpus keeps documents as chunks of about 800 characters, cut on sentence and paragraph boundaries with up to 120 characters of overlap.
Each chunk is embedded into a 256-wide vector stored in a libSQL F32_BLOB column with a vector index, and indexed for full-text search with FTS5.
A query is ranked by both, and the two rankings are fused by reciprocal rank fusion with k = 60.
Every answer cites its chunks: the document id, the title, the character span of the chunk in the document and its text.`,
  },
];

/** Every shared document: the sports, then the guides. */
export function seedDocuments(): NewDocument[] {
  return [...SPORTS.map(sportDocument), ...GUIDES];
}

/**
 * Makes the shared corpus what this code ships: adds what is missing, removes seeded documents
 * whose text is no longer shipped, and embeds again vectors of another model.
 */
export async function ensureSeedCorpus(s: RetrievalServices) {
  const docs = seedDocuments();
  const hashes = await Promise.all(docs.map((d) => sha256(d.text.replace(/\r\n?/g, "\n"))));
  // One read on a start with nothing to do (Workers start often, and far from the database).
  const present = await s.db.select({ id: ragDocuments.id, hash: ragDocuments.contentHash })
    .from(ragDocuments).where(
      and(eq(ragDocuments.scope, SHARED_SCOPE), eq(ragDocuments.origin, "seed")),
    );
  const have = new Set(present.map((p) => p.hash));
  const missing = docs.filter((_, i) => !have.has(hashes[i]));
  const added = missing.length ? await addDocuments(s, SHARED_SCOPE, "seed", missing) : [];
  const shipped = new Set(hashes);
  const gone = present.filter((p) => !shipped.has(p.hash));
  for (const { id } of gone) await removeDocument(s, id);
  const reembedded = await reembedStale(s);
  return {
    created: added.filter((a) => a.status === "created").length,
    removed: gone.length,
    reembedded,
  };
}

/**
 * The shared corpus on every start (production's database and the sandbox's): only what changed
 * is written. A provider that fails (EMBEDDINGS=openai) delays the corpus, not the service.
 */
export async function seedRetrieval(deps: RetrievalServices & { logger: Logger }) {
  try {
    const seeded = await ensureSeedCorpus(deps);
    if (seeded.created || seeded.removed || seeded.reembedded) {
      deps.logger.info("retrieval corpus seeded", seeded);
    }
  } catch (err) {
    deps.logger.warn("retrieval corpus not seeded", { error: String(err) });
  }
}
