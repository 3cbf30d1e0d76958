import { z } from "zod";

/** Every setting the service reads from its environment, documented in the README. */
const ConfigSchema = z.object({
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
  DEMO_DATA: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  DEMO_SEED: z.coerce.number().int().min(0).max(2 ** 31 - 1).default(42),
  PRICING_SIMULATIONS: z.coerce.number().int().min(1000).max(200_000).default(10_000),
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Config = Omit<z.output<typeof ConfigSchema>, "DATABASE_URL"> & {
  DATABASE_URL: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses the environment once. Empty strings count as unset (a common shell habit), except
 * DEMO_API_KEY where empty means "no demo key". A bad value throws a ConfigError naming the
 * variable, which stops start-up.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(ConfigSchema.shape)) {
    const value = env[key];
    if (value !== undefined && (value !== "" || key === "DEMO_API_KEY")) input[key] = value;
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
  };
}
