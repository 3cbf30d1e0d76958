import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { trackerCards } from "../../db/schema/mod.ts";
import { AppError } from "../errors.ts";

export interface TrackerCard {
  card_key: string;
  card_url: string;
  created_at: string;
}

export interface CardInput {
  runId: string;
  project: string;
  title: string;
  description: string;
}

/**
 * The issue tracker: one card per pipeline run. Creating a run's card again returns the card it
 * has (a retried or resumed stage never makes a second one). Adapter failures are E003.
 */
export interface Tracker {
  readonly kind: "local" | "http";
  createCard(input: CardInput, now: Date): Promise<TrackerCard>;
}

const PROJECT = /^[A-Z][A-Z0-9]{1,9}$/;

export function normaliseProject(project: string | undefined): string {
  const p = (project ?? "PART").toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 10);
  return PROJECT.test(p) ? p : "PART";
}

/** Where the embedded tracker shows a card: this service's card route. */
export const cardUrl = (baseUrl: string, key: string) => `${baseUrl}/api/v1/tracker/cards/${key}`;

/** Cards as rows of libSQL; their URLs point at this service's card route. */
export function createLocalTracker(db: Database, baseUrl: string): Tracker {
  return {
    kind: "local",
    async createCard(input, now) {
      const project = normaliseProject(input.project);
      // The run's whole random id: stable across retries, and no two runs share a key (a
      // shortened id would: two runs' cards once collided, and the second could not be made).
      const key = `${project}-${input.runId.replace(/^pl_/, "").toUpperCase()}`;
      await db.insert(trackerCards).values({
        cardKey: key,
        runId: input.runId,
        project,
        title: input.title.slice(0, 200),
        description: input.description.slice(0, 10_000),
        createdAt: now.toISOString(),
      }).onConflictDoNothing();
      const row = await db.query.trackerCards.findFirst({
        where: eq(trackerCards.runId, input.runId),
      });
      if (!row) throw trackerError("the card could not be stored");
      return {
        card_key: row.cardKey,
        card_url: cardUrl(baseUrl, row.cardKey),
        created_at: row.createdAt,
      };
    },
  };
}

export const trackerError = (message: string) =>
  new AppError("unavailable", `tracker error: ${message}`, {}, {
    code: "E003",
    suggestion: "Retried with exponential backoff; check the tracker's status if it persists.",
  });

/**
 * Production: an issue tracker's REST API. It posts `{project, title, description,
 * external_id}` to TRACKER_API_URL with a bearer token and expects `{key, url}` back; the
 * run id as `external_id` lets the tracker refuse duplicates.
 */
export function createHttpTracker(
  { apiUrl, token, fetchImpl = fetch }: { apiUrl: string; token: string; fetchImpl?: typeof fetch },
): Tracker {
  return {
    kind: "http",
    async createCard(input, now) {
      let res: Response;
      try {
        res = await fetchImpl(apiUrl, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({
            project: normaliseProject(input.project),
            title: input.title,
            description: input.description,
            external_id: input.runId,
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw trackerError(err instanceof Error ? err.message : String(err));
      }
      if (!res.ok) throw trackerError(`HTTP ${res.status}`);
      const body = await res.json() as { key?: string; url?: string };
      if (!body.key || !body.url) throw trackerError("the answer has no key or url");
      return { card_key: body.key, card_url: body.url, created_at: now.toISOString() };
    },
  };
}
