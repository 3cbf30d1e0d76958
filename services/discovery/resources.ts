/**
 * The databases and stores the service is connected to: kind, engine, where it runs (embedded or
 * remote), whether it answers, and counts. Never a URL, host, token or key: a remote database is
 * "remote", not its address (an address can carry a token, `?authToken=`), and credentials are
 * only ever named as present or absent.
 */
import type { Database } from "../../db/client.ts";
import type { Config } from "../config.ts";
import { notFound } from "../errors.ts";
import type { DocumentStore } from "../storage/mod.ts";

export interface ResourceSources {
  db: Database;
  config: Config;
  documents: DocumentStore;
  queueKind: "local" | "qstash";
}

export interface Resource {
  name: string;
  kind:
    | "database"
    | "document_store"
    | "queue"
    | "cache"
    | "rate_limiter"
    | "redis"
    | "vector_index"
    | "payment_provider";
  engine: string;
  mode: "embedded" | "remote" | "in_process";
  status: "up" | "down" | "configured";
  description: string;
  /** Whether a credential for it is configured (never the credential). */
  credentials_configured: boolean;
  counts: Record<string, number>;
}

const mode = (url: string | undefined) => !url || url.startsWith("file:") ? "embedded" : "remote";

/** Row counts of the tables a newcomer asks about first. */
const COUNTED = [
  "sports",
  "leagues",
  "events",
  "athletes",
  "teams",
  "prompts",
  "rag_documents",
  "jobs",
  "webhooks",
] as const;

async function count(db: Database, sql: string): Promise<number | null> {
  try {
    const result = await db.$client.execute(sql);
    return Number(Object.values(result.rows[0] ?? {})[0] ?? 0);
  } catch {
    return null;
  }
}

async function database(s: ResourceSources): Promise<Resource> {
  const up = await count(s.db, "SELECT 1") !== null;
  const counts: Record<string, number> = {};
  if (up) {
    const tables = await count(
      s.db,
      "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    );
    if (tables !== null) counts.tables = tables;
    for (const table of COUNTED) {
      const n = await count(s.db, `SELECT count(*) FROM "${table}"`);
      if (n !== null) counts[table] = n;
    }
  }
  return {
    name: "database",
    kind: "database",
    engine: "libsql",
    mode: mode(s.config.DATABASE_URL),
    status: up ? "up" : "down",
    description: "The service's database: sports data, accounts, jobs, prompts, retrieval.",
    credentials_configured: Boolean(s.config.DATABASE_AUTH_TOKEN),
    counts,
  };
}

async function vectorIndex(s: ResourceSources): Promise<Resource> {
  const chunks = await count(s.db, `SELECT count(*) FROM "rag_chunks"`);
  const vectors = await count(s.db, `SELECT count(*) FROM "prompt_vectors"`);
  return {
    name: "vector-index",
    kind: "vector_index",
    engine: "libsql vector columns + FTS5",
    mode: mode(s.config.DATABASE_URL),
    status: chunks === null ? "down" : "up",
    description: `Retrieval chunks and prompt vectors (embeddings: ${s.config.EMBEDDINGS}).`,
    credentials_configured: false,
    counts: { chunks: chunks ?? 0, prompt_vectors: vectors ?? 0 },
  };
}

async function documentStore(s: ResourceSources): Promise<Resource> {
  let objects: number | null = null;
  try {
    objects = (await s.documents.list()).length;
  } catch {
    objects = null;
  }
  return {
    name: "document-store",
    kind: "document_store",
    engine: s.documents.kind === "s3" ? "s3-compatible object store" : "local folder",
    mode: s.documents.kind === "s3" ? "remote" : "embedded",
    status: objects === null ? "down" : "up",
    description: "Uploads, generated contracts, reports and mail (`drive://` keys).",
    credentials_configured: Boolean(s.config.S3_ACCESS_KEY_ID && s.config.S3_SECRET_ACCESS_KEY),
    counts: objects === null ? {} : { objects },
  };
}

async function queue(s: ResourceSources): Promise<Resource> {
  const counts: Record<string, number> = {};
  if (s.queueKind === "local") {
    try {
      const result = await s.db.$client.execute(
        "SELECT status, count(*) AS n FROM jobs GROUP BY status",
      );
      for (const row of result.rows) counts[String(row.status)] = Number(row.n);
    } catch { /* counts stay empty */ }
  }
  return {
    name: "job-queue",
    kind: "queue",
    engine: s.queueKind === "qstash" ? "Upstash QStash" : "libSQL job table",
    mode: s.queueKind === "qstash" ? "remote" : "embedded",
    status: s.queueKind === "qstash" ? "configured" : "up",
    description: "Pipeline stages, webhook deliveries, batches, scheduled jobs.",
    credentials_configured: s.queueKind === "qstash" && Boolean(s.config.QSTASH_TOKEN),
    counts,
  };
}

function cache(s: ResourceSources): Resource {
  return {
    name: "response-cache",
    kind: "cache",
    engine: "in-memory JSON cache (gzip)",
    mode: "in_process",
    status: "up",
    description: "Serialized public reads, kept for RESPONSE_CACHE_TTL_MS.",
    credentials_configured: false,
    counts: { ttl_ms: s.config.RESPONSE_CACHE_TTL_MS },
  };
}

function rateLimiter(s: ResourceSources): Resource {
  const upstash = s.config.RATE_LIMIT_STORE === "upstash";
  return {
    name: "rate-limiter",
    kind: "rate_limiter",
    engine: upstash ? "Upstash Redis sliding windows" : "in-process sliding windows",
    mode: upstash ? "remote" : "in_process",
    status: upstash ? "configured" : "up",
    description: "Request limits per credential and per IP.",
    credentials_configured: upstash && Boolean(s.config.UPSTASH_REDIS_REST_TOKEN),
    counts: {},
  };
}

function redis(s: ResourceSources): Resource | null {
  if (!s.config.UPSTASH_REDIS_REST_URL) return null;
  return {
    name: "redis",
    kind: "redis",
    engine: "Upstash Redis (REST)",
    mode: "remote",
    status: "configured",
    description: "Shared rate-limit windows (RATE_LIMIT_STORE=upstash) and the live relay " +
      "(LIVE_RELAY=redis).",
    credentials_configured: Boolean(s.config.UPSTASH_REDIS_REST_TOKEN),
    counts: {},
  };
}

async function payments(s: ResourceSources): Promise<Resource> {
  const stripe = s.config.PAYMENTS === "stripe";
  const counts: Record<string, number> = {};
  try {
    const result = await s.db.$client.execute(
      "SELECT status, count(*) AS n FROM credit_purchases GROUP BY status",
    );
    for (const row of result.rows) counts[`purchases_${row.status}`] = Number(row.n);
  } catch { /* counts stay empty */ }
  return {
    name: "payments",
    kind: "payment_provider",
    engine: stripe ? "Stripe Checkout" : "embedded test-mode checkout (Stripe-format events)",
    mode: stripe ? "remote" : "embedded",
    status: stripe ? "configured" : "up",
    description: "Credit purchases (checkout sessions) and their signed webhook events.",
    credentials_configured: stripe && Boolean(s.config.STRIPE_SECRET_KEY),
    counts,
  };
}

export async function listResources(s: ResourceSources): Promise<Resource[]> {
  const all = [
    await database(s),
    await vectorIndex(s),
    await documentStore(s),
    await queue(s),
    cache(s),
    rateLimiter(s),
    redis(s),
    await payments(s),
  ];
  return all.filter((r): r is Resource => r !== null);
}

export const RESOURCE_NAMES = [
  "database",
  "vector-index",
  "document-store",
  "job-queue",
  "response-cache",
  "rate-limiter",
  "redis",
  "payments",
];

export async function getResource(s: ResourceSources, name: string): Promise<Resource> {
  const found = (await listResources(s)).find((r) => r.name === name);
  if (!found) {
    throw notFound(`unknown resource '${name}'; GET /discovery/resources lists them`, {
      parameter: "resource_name",
    });
  }
  return found;
}
