/**
 * What every catalog route under /v1 shares: the credentials (the first description's
 * X-API-Key or the second's bearer ID token, reads with the `public` scope), ETags with
 * If-None-Match → 304, and the list parameters.
 */
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import type { Database } from "../db/client.ts";
import { MAX_LIMIT } from "../services/catalog/lists.ts";
import {
  type CatalogReader,
  type LeagueRepresentation,
  visibilityOf,
} from "../services/catalog/leagues.ts";
import type { AppEnv } from "./context.ts";
import { authenticate } from "./middleware/auth.ts";
import { securityOf } from "./openapi.ts";

export const CATALOG_SECURITY = securityOf("api_key", "id_token");

export const catalogGuard = () =>
  authenticate({ accept: ["api_key", "id_token"], scope: "public" });

/** A 304 keeps the headers its 200 would have carried that say who answered and the limits. */
export const catalogETag = () =>
  etag({
    retainedHeaders: [
      ...RETAINED_304_HEADERS,
      "x-request-id",
      "x-api-version",
      "x-ratelimit-limit",
      "x-ratelimit-remaining",
      "x-ratelimit-reset",
    ],
  });

export const CATALOG_LIMITS = "Takes an X-API-Key (limits by the key's plan: Free 60/min and " +
  "10,000/day, Standard 300 and 100,000, Premium 1,000 and 1,000,000, Enterprise by contract) " +
  "or a bearer ID token (100 requests a minute per IP). Sends an ETag; If-None-Match with it " +
  "answers 304.";

const ETagHeader = {
  ETag: {
    description: "The representation's entity tag (SHA-1 of the body); send it back in " +
      "If-None-Match to get 304 while nothing changed.",
    schema: { type: "string" as const, example: '"2fd4e1c67a2d28fced849ee1bb76e7391b93eb12"' },
  },
};

/** Each database its own tag in cache keys: the sandbox's copy never answers for production. */
const databaseTags = new WeakMap<Database, string>();
const tagOf = (db: Database) => {
  let tag = databaseTags.get(db);
  if (!tag) databaseTags.set(db, tag = crypto.randomUUID());
  return tag;
};

/** A 200 that is not kept: the handler answered something else (404, 422). */
class NotCacheable extends Error {}

/**
 * Catalog reads are kept for RESPONSE_CACHE_TTL_MS (as the public reads are), per database,
 * URL, representation and the callers who see the same catalog; concurrent misses share one
 * read. Credentials and rate limits still run on every request, before this.
 */
export const catalogCache = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { cache, db } = c.get("deps");
    const principal = c.get("principal");
    const key = JSON.stringify([
      "catalog",
      tagOf(db),
      visibilityOf(principal),
      representationOf(c),
      c.req.url.slice(c.req.url.indexOf(c.req.path)),
    ]);
    let ran = false;
    try {
      const json = await cache.get(key, async () => {
        ran = true;
        await next();
        if (c.res.status !== 200) throw new NotCacheable();
        return await c.res.clone().json();
      });
      if (ran) return;
      return c.body(json.text, 200, { "Content-Type": "application/json" });
    } catch (err) {
      if (!(err instanceof NotCacheable)) throw err;
      // Another request's load failed: this one answers for itself.
      if (!ran) await next();
    }
  });

/** The 200 of a catalog read (with its ETag) and the 304 of a matching If-None-Match. */
export const readResponses = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, headers: ETagHeader, content: { "application/json": { schema } } },
  304: { description: "Not modified: If-None-Match names the current ETag.", headers: ETagHeader },
});

export const Limit = (fallback: number) =>
  z.coerce.number().int().min(1).max(MAX_LIMIT).default(fallback).openapi({
    description: `Page size, 1 to ${MAX_LIMIT} (default ${fallback}); above ${MAX_LIMIT} is 422.`,
    example: fallback,
  });

export const Offset = z.coerce.number().int().min(0).max(1_000_000).default(0).openapi({
  description: "Items to skip.",
  example: 0,
});

export const Sort = (fields: string[], fallback: string) =>
  z.string().max(200).optional().openapi({
    description: `Comma-separated fields, a leading '-' for descending (spec 001): ` +
      `${fields.join(", ")}. Default ${fallback}.`,
    example: fields.length > 1 ? `${fields[1]},-${fields[0]}` : `-${fields[0]}`,
  });

/** The generic list envelope where the spec names none. */
export const ListOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    has_more: z.boolean(),
  }).openapi(name);

/**
 * The representation of a read both descriptions define: the X-API-Key caller gets the first
 * description's, the ID-token caller the second's.
 */
export const representationOf = (c: Context<AppEnv>): LeagueRepresentation =>
  c.get("principal").kind === "id_token" ? "leagues" : "data";

/** The database and the caller, for the catalog reads that depend on who asks. */
export const readerOf = (c: Context<AppEnv>): CatalogReader => ({
  db: c.get("deps").db,
  principal: c.get("principal"),
});
