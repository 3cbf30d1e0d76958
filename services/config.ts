import { z } from "zod";
import { API_KEY_SCOPES } from "../db/schema/auth.ts";

/** A demo password or secret: empty turns the demo account off. */
const demoSecret = z.string().refine((v) => v === "" || v.length >= 12, {
  message: "must be empty (no demo account) or at least 12 characters",
});

/**
 * RATE_LIMITS overrides policies by name, e.g. `{"jwt":"100/minute,1000/hour"}`; each value is
 * a comma-separated list of `<count>/<second|minute|hour|day>` windows.
 */
function parseRateLimits(value: string | undefined, ctx: z.RefinementCtx) {
  if (!value) return {};
  const seconds = { second: 1, minute: 60, hour: 3600, day: 86400 } as const;
  try {
    const raw = z.record(z.string().regex(/^\w+$/), z.string()).parse(JSON.parse(value));
    const out: Record<string, { limit: number; windowSeconds: number }[]> = {};
    for (const [name, spec] of Object.entries(raw)) {
      out[name] = spec.split(",").map((part) => {
        const m = /^\s*(\d{1,9})\/(second|minute|hour|day)\s*$/.exec(part);
        if (!m || Number(m[1]) < 1) throw new Error(`bad window '${part}' for ${name}`);
        return { limit: Number(m[1]), windowSeconds: seconds[m[2] as keyof typeof seconds] };
      });
    }
    return out;
  } catch (err) {
    ctx.addIssue({
      code: "custom",
      message: `must be a JSON object of "<count>/<unit>,..." strings (${
        err instanceof Error ? err.message.split("\n")[0] : err
      })`,
    });
    return z.NEVER;
  }
}

/** The fields of a Google service account's JSON key file the Sheets adapter uses. */
const ServiceAccountKey = z.object({
  client_email: z.email(),
  private_key: z.string().includes("-----BEGIN PRIVATE KEY-----"),
  private_key_id: z.string().optional(),
  token_uri: z.url({ protocol: /^https?$/ }).default("https://oauth2.googleapis.com/token"),
});

/** Every setting the service reads from its environment, documented in the README. */
const ConfigShape = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().regex(
    /^(file:|libsql:|https?:|wss?:)/,
    "must start with file:, libsql:, http(s): or ws(s):",
  ).optional(),
  DATABASE_AUTH_TOKEN: z.string().min(1).optional(),
  DEMO_API_KEY: z.string().refine((v) => v === "" || v.length >= 12, {
    message: "must be empty (no demo key) or at least 12 characters",
  }).default("altsports-demo-key"),
  /**
   * What the demo key may do (API_KEY_SCOPES, space-separated): by default only the public data;
   * with `admin` it is an admin key of the whole tenant.
   */
  DEMO_API_KEY_SCOPES: z.string().default("public").transform((v, ctx) => {
    const scopes = [...new Set(v.split(/[\s,]+/).filter(Boolean))];
    const unknown = scopes.filter((s) => !(API_KEY_SCOPES as readonly string[]).includes(s));
    if (!scopes.length || unknown.length) {
      ctx.addIssue({ code: "custom", message: `scopes are ${API_KEY_SCOPES.join(", ")}` });
    }
    return scopes as (typeof API_KEY_SCOPES)[number][];
  }),
  /** The sandbox's own database (sandbox keys); default `file:<DATA_DIR>/sandbox.db`. */
  SANDBOX_DATABASE_URL: z.string().regex(
    /^(file:|libsql:|https?:|wss?:)/,
    "must start with file:, libsql:, http(s): or ws(s):",
  ).optional(),
  SANDBOX_DATABASE_AUTH_TOKEN: z.string().min(1).optional(),
  DEMO_SANDBOX_API_KEY: z.string().refine((v) => v === "" || v.length >= 12, {
    message: "must be empty (no sandbox demo key) or at least 12 characters",
  }).default("altsports-sandbox-demo-key"),
  DEMO_DATA: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  DEMO_SEED: z.coerce.number().int().min(0).max(2 ** 31 - 1).default(42),
  PRICING_SIMULATIONS: z.coerce.number().int().min(1000).max(200_000).default(10_000),
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Where the service is reached from outside; job callbacks are signed for URLs under it. */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),

  // Accounts and credentials
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  JWT_ISSUER: z.string().min(1).default("altsports-platform"),
  DEMO_ADMIN_EMAIL: z.email().default("admin@altsports.dev"),
  DEMO_ADMIN_PASSWORD: demoSecret.default("altsports-admin-demo"),
  DEMO_LEAGUE_EMAIL: z.email().default("league@altsports.dev"),
  DEMO_LEAGUE_PASSWORD: demoSecret.default("altsports-league-demo"),
  DEMO_OAUTH_CLIENT_ID: z.string().regex(/^[\w.-]{3,64}$/).default("altsports-demo-client"),
  DEMO_OAUTH_CLIENT_SECRET: demoSecret.default("altsports-demo-client-secret"),
  ID_TOKEN_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
  ID_TOKEN_ISSUER: z.string().min(1).optional(),
  ID_TOKEN_AUDIENCE: z.string().min(1).optional(),

  // Rate limits
  RATE_LIMIT_STORE: z.enum(["memory", "upstash"]).default("memory"),
  UPSTASH_REDIS_REST_URL: z.url({ protocol: /^https?$/ }).optional(),
  UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
  RATE_LIMIT_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  RATE_LIMITS: z.string().optional().transform((v, ctx) => parseRateLimits(v, ctx)),

  // Jobs
  JOB_QUEUE: z.enum(["local", "qstash"]).default("local"),
  JOB_WORKER: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  JOB_MAX_RETRIES: z.coerce.number().int().min(0).max(20).default(3),
  JOB_BACKOFF_SCALE: z.coerce.number().positive().max(1).default(1),
  QSTASH_URL: z.url({ protocol: /^https?$/ }).optional(),
  QSTASH_TOKEN: z.string().min(1).optional(),
  QSTASH_CURRENT_SIGNING_KEY: z.string().min(16).optional(),
  QSTASH_NEXT_SIGNING_KEY: z.string().min(16).optional(),

  // Pipeline adapters
  AI_PROVIDER: z.enum(["local", "openai"]).default("local"),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  AI_USD_PER_1K_TOKENS: z.coerce.number().min(0).max(10).default(0.002),
  /**
   * Embeddings: the local hashed n-gram embedder, or the OpenAI-compatible API at AI_BASE_URL
   * (asked for vectors of the stored width, 256).
   */
  EMBEDDINGS: z.enum(["local", "openai"]).default("local"),
  EMBEDDINGS_MODEL: z.string().min(1).default("text-embedding-3-small"),
  EXTRACTION: z.enum(["deterministic", "model"]).default("deterministic"),
  TRACKER: z.enum(["local", "http"]).default("local"),
  TRACKER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRACKER_TOKEN: z.string().min(1).optional(),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(5),

  /** POST /api/onboarding/reset-pipeline empties the funnel only where this is true. */
  ONBOARDING_RESET_ALLOWED: z.enum(["true", "false"]).default("false").transform((v) =>
    v === "true"
  ),

  // Outgoing webhooks
  /**
   * Webhook receivers and scraped league sites on loopback, private and link-local addresses
   * (local development and tests).
   */
  OUTBOUND_ALLOW_PRIVATE: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  /** Seconds before each retry of a failed delivery, comma-separated. */
  WEBHOOK_RETRY_SCHEDULE: z.string().default("5,300,1800,7200,18000,36000,50400").transform(
    (v, ctx) => {
      const steps = v.split(",").map((x) => x.trim()).filter(Boolean).map(Number);
      if (steps.length > 20 || steps.some((n) => !Number.isInteger(n) || n < 0 || n > 86_400)) {
        ctx.addIssue({
          code: "custom",
          message: "must be at most 20 comma-separated whole seconds, each 0 to 86400",
        });
      }
      return steps;
    },
  ),
  /** An endpoint failing with no success for this many hours is disabled. */
  WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().positive().max(720).default(72),
  /** Seals webhook signing secrets at rest (AES-GCM); unset, they are stored as they are. */
  WEBHOOK_SECRET_KEY: z.string().min(16).optional(),
  // Live connections (SSE and WebSocket): per key (both kinds count) and per instance
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(300_000).default(15_000),
  LIVE_MAX_STREAMS_PER_KEY: z.coerce.number().int().min(1).max(100_000).default(10),
  LIVE_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  /** How instances tell each other of new log entries: not at all, or Upstash Redis Streams. */
  LIVE_RELAY: z.enum(["none", "redis"]).default("none"),
  // Analytics (services/analytics/)
  /** Request rollups: `off` leaves the hot path without the recording middleware's work. */
  ANALYTICS: z.enum(["on", "off"]).default("on"),
  /** How often an instance adds its counts to the rollup table. */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(366).default(31),
  /** Alert thresholds: the share of 5xx answers, and the p95 latency in ms, over 5 minutes. */
  ALERT_ERROR_RATE: z.coerce.number().min(0).max(1).default(0.05),
  ALERT_P95_MS: z.coerce.number().positive().max(600_000).default(1000),
  // MCP (/mcp)
  /**
   * Browser origins (besides this host's own) allowed to call /mcp, comma-separated; requests
   * with another Origin get 403 (MCP's Streamable HTTP transport asks servers to check it).
   */
  MCP_ALLOWED_ORIGINS: z.string().default("").transform((v, ctx) => {
    const origins = v.split(",").map((x) => x.trim()).filter(Boolean);
    for (const origin of origins) {
      if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
        ctx.addIssue({ code: "custom", message: `'${origin}' is not an origin (scheme://host)` });
      }
    }
    return origins;
  }),

  // Document store
  /**
   * Payments: the embedded test-mode provider (a checkout page of this service that posts
   * Stripe-format signed events to /api/payprovider/webhook), or Stripe Checkout.
   */
  PAYMENTS: z.enum(["local", "stripe"]).default("local"),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_\w+$/, "must be a Stripe secret key (sk_...)")
    .optional(),
  /**
   * The webhook endpoint's signing secret (`whsec_...`). With PAYMENTS=local it is the secret the
   * embedded provider signs with (one made per process when unset).
   */
  STRIPE_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Another Stripe API address (stripe-mock, a test double); Stripe's own by default. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),

  /**
   * Inbound mail (POST /api/webhook/mail): each provider is accepted only once its secret is set.
   * Postmark: HTTP Basic `user:password` put in the inbound webhook URL. SendGrid Inbound
   * Parse: a token in the URL (`?token=`) or the `X-Mail-Token` header. Mailgun: the webhook
   * signing key (HMAC-SHA256 of timestamp and token). Raw MIME: the shared secret of the
   * `X-Mail-Signature` header (services/mail/inbound.ts).
   */
  MAIL_POSTMARK_BASIC_AUTH: z.string().regex(/^[^:]+:.{12,}$/, "must be user:password (12+)")
    .optional(),
  MAIL_SENDGRID_TOKEN: z.string().min(16).optional(),
  MAIL_MAILGUN_SIGNING_KEY: z.string().min(16).optional(),
  MAIL_MIME_SECRET: z.string().min(16).optional(),
  /** Mail out: the outbox only (local), or an HTTP mail API (Postmark's /email) too. */
  MAIL_TRANSPORT: z.enum(["local", "http"]).default("local"),
  MAIL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  MAIL_API_TOKEN: z.string().min(1).optional(),
  /** The address our replies come from when the signing employee has none. */
  MAIL_FROM: z.email().default("partnerships@altsports.dev"),

  /**
   * The morning report (services/reports/): whom it is mailed to, comma-separated (every
   * employee with an address when unset), and where its spreadsheet goes: an XLSX in the
   * document store (local), or a Google Sheets spreadsheet (google) written with a service
   * account's key (the JSON key file's text).
   */
  REPORT_RECIPIENTS: z.string().default("").transform((v, ctx) => {
    const list = v.split(",").map((x) => x.trim()).filter(Boolean);
    for (const address of list) {
      if (!z.email().safeParse(address).success) {
        ctx.addIssue({ code: "custom", message: `'${address}' is not an email address` });
      }
    }
    return list;
  }),
  SPREADSHEET: z.enum(["local", "google"]).default("local"),
  GOOGLE_SHEETS_SPREADSHEET_ID: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/).optional(),
  GOOGLE_SERVICE_ACCOUNT_JSON: z.string().optional().transform((v, ctx) => {
    if (!v) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "is not JSON (a service account's key file)" });
      return z.NEVER;
    }
    const key = ServiceAccountKey.safeParse(parsed);
    if (!key.success) {
      ctx.addIssue({ code: "custom", message: `not a service account key: ${key.error.message}` });
      return z.NEVER;
    }
    return key.data;
  }),
  /** Another Sheets API address (a test double); Google's own by default. */
  GOOGLE_SHEETS_API_URL: z.url({ protocol: /^https?$/ }).default("https://sheets.googleapis.com"),

  DOCUMENT_STORE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).optional(),
  S3_REGION: z.string().min(1).default("auto"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

const ConfigSchema = ConfigShape.superRefine((c, ctx) => {
  const need = (when: boolean, keys: (keyof typeof c)[], why: string) => {
    for (const key of keys) {
      if (when && !c[key]) {
        ctx.addIssue({ code: "custom", path: [key], message: `required ${why}` });
      }
    }
  };
  need(c.RATE_LIMIT_STORE === "upstash", [
    "UPSTASH_REDIS_REST_URL",
    "UPSTASH_REDIS_REST_TOKEN",
  ], "when RATE_LIMIT_STORE=upstash");
  need(c.LIVE_RELAY === "redis", [
    "UPSTASH_REDIS_REST_URL",
    "UPSTASH_REDIS_REST_TOKEN",
  ], "when LIVE_RELAY=redis");
  need(c.JOB_QUEUE === "qstash", [
    "QSTASH_TOKEN",
    "QSTASH_CURRENT_SIGNING_KEY",
    "QSTASH_NEXT_SIGNING_KEY",
    "PUBLIC_BASE_URL",
  ], "when JOB_QUEUE=qstash");
  need(c.AI_PROVIDER === "openai", ["AI_BASE_URL", "AI_API_KEY"], "when AI_PROVIDER=openai");
  need(c.EMBEDDINGS === "openai", ["AI_BASE_URL", "AI_API_KEY"], "when EMBEDDINGS=openai");
  if (c.EXTRACTION === "model" && c.AI_PROVIDER !== "openai") {
    ctx.addIssue({
      code: "custom",
      path: ["EXTRACTION"],
      message: "EXTRACTION=model needs a language model: set AI_PROVIDER=openai",
    });
  }
  need(c.TRACKER === "http", ["TRACKER_API_URL", "TRACKER_TOKEN"], "when TRACKER=http");
  need(c.MAIL_TRANSPORT === "http", ["MAIL_API_URL", "MAIL_API_TOKEN"], "when MAIL_TRANSPORT=http");
  need(c.SPREADSHEET === "google", [
    "GOOGLE_SHEETS_SPREADSHEET_ID",
    "GOOGLE_SERVICE_ACCOUNT_JSON",
  ], "when SPREADSHEET=google");
  need(c.PAYMENTS === "stripe", [
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
  ], "when PAYMENTS=stripe");
  need(c.DOCUMENT_STORE === "s3", [
    "S3_ENDPOINT",
    "S3_BUCKET",
    "S3_ACCESS_KEY_ID",
    "S3_SECRET_ACCESS_KEY",
  ], "when DOCUMENT_STORE=s3");
  // Without an audience, any token the provider minted for another application would pass.
  need(
    Boolean(c.ID_TOKEN_JWKS_URL),
    ["ID_TOKEN_ISSUER", "ID_TOKEN_AUDIENCE"],
    "with ID_TOKEN_JWKS_URL",
  );
  // The sandbox's daily reset deletes its sports data: it must never be production's database.
  const production = c.DATABASE_URL ?? `file:${c.DATA_DIR.replace(/\/+$/, "") || "/"}/app.db`;
  if (c.SANDBOX_DATABASE_URL === production) {
    ctx.addIssue({
      code: "custom",
      path: ["SANDBOX_DATABASE_URL"],
      message: "must name another database than DATABASE_URL (the sandbox is reset daily)",
    });
  }
  // Instances sharing a remote database must share the token secret too.
  need(
    Boolean(c.DATABASE_URL && !c.DATABASE_URL.startsWith("file:")),
    ["JWT_SECRET"],
    "with a remote DATABASE_URL (every instance must verify the others' tokens)",
  );
});

export type Config =
  & Omit<
    z.output<typeof ConfigSchema>,
    "DATABASE_URL" | "SANDBOX_DATABASE_URL" | "PUBLIC_BASE_URL"
  >
  & {
    DATABASE_URL: string;
    SANDBOX_DATABASE_URL: string;
    PUBLIC_BASE_URL: string;
  };

export type RateLimitOverrides = Config["RATE_LIMITS"];

export class ConfigError extends Error {
  override name = "ConfigError";
}

const DEMO_SECRETS = new Set([
  "DEMO_API_KEY",
  "DEMO_SANDBOX_API_KEY",
  "DEMO_ADMIN_PASSWORD",
  "DEMO_LEAGUE_PASSWORD",
  "DEMO_OAUTH_CLIENT_SECRET",
]);

/**
 * Parses the environment once. Empty strings count as unset (a common shell habit), except
 * the demo keys and passwords, where empty means "no such demo account". A bad value throws a ConfigError naming the
 * variable, which stops start-up.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(ConfigShape.shape)) {
    const value = env[key];
    if (value !== undefined && (value !== "" || DEMO_SECRETS.has(key))) input[key] = value;
  }
  const parsed = ConfigSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`invalid configuration\n  ${lines.join("\n  ")}`);
  }
  const dataDir = parsed.data.DATA_DIR.replace(/\/+$/, "") || "/";
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    DATABASE_URL: parsed.data.DATABASE_URL ?? `file:${dataDir}/app.db`,
    SANDBOX_DATABASE_URL: parsed.data.SANDBOX_DATABASE_URL ?? `file:${dataDir}/sandbox.db`,
    PUBLIC_BASE_URL: (parsed.data.PUBLIC_BASE_URL ?? `http://localhost:${parsed.data.PORT}`)
      .replace(/\/+$/, ""),
  };
}
