import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "../services/config.ts";

Deno.test("config: documented defaults", () => {
  const config = loadConfig({});
  assert.equal(config.PORT, 8000);
  assert.equal(config.DATA_DIR, "./data");
  assert.equal(config.DATABASE_URL, "file:./data/app.db");
  assert.equal(config.DATABASE_AUTH_TOKEN, undefined);
  assert.equal(config.DEMO_API_KEY, "altsports-demo-key");
  assert.equal(config.DEMO_DATA, true);
  assert.equal(config.DEMO_SEED, 42);
  assert.equal(config.LOG_LEVEL, "info");
});

Deno.test("config: DATABASE_URL follows DATA_DIR unless set", () => {
  assert.equal(loadConfig({ DATA_DIR: "/var/lib/app/" }).DATABASE_URL, "file:/var/lib/app/app.db");
  const remote = loadConfig({
    DATABASE_URL: "libsql://db.example.turso.io",
    DATABASE_AUTH_TOKEN: "t",
    JWT_SECRET: "a-shared-secret-of-at-least-32-chars",
  });
  assert.equal(remote.DATABASE_URL, "libsql://db.example.turso.io");
  assert.equal(remote.DATABASE_AUTH_TOKEN, "t");
});

Deno.test("config: the sandbox has its own database, never production's", () => {
  assert.equal(loadConfig({}).SANDBOX_DATABASE_URL, "file:./data/sandbox.db");
  assert.equal(loadConfig({}).DEMO_SANDBOX_API_KEY, "altsports-sandbox-demo-key");
  assert.equal(loadConfig({ DEMO_SANDBOX_API_KEY: "" }).DEMO_SANDBOX_API_KEY, "");
  assert.equal(
    loadConfig({ DATA_DIR: "/var/lib/app/" }).SANDBOX_DATABASE_URL,
    "file:/var/lib/app/sandbox.db",
  );
  for (
    const env of [
      { SANDBOX_DATABASE_URL: "file:./data/app.db" },
      { DATA_DIR: "/srv/", SANDBOX_DATABASE_URL: "file:/srv/app.db" },
      { DATABASE_URL: "file:/x/one.db", SANDBOX_DATABASE_URL: "file:/x/one.db" },
    ]
  ) {
    assert.throws(
      () => loadConfig(env),
      (e: Error) => e instanceof ConfigError && e.message.includes("SANDBOX_DATABASE_URL"),
    );
  }
});

Deno.test("config: empty values count as unset, except an empty DEMO_API_KEY", () => {
  const config = loadConfig({ PORT: "", LOG_LEVEL: "", DEMO_API_KEY: "" });
  assert.equal(config.PORT, 8000);
  assert.equal(config.LOG_LEVEL, "info");
  assert.equal(config.DEMO_API_KEY, "");
});

Deno.test("config: a bad value is refused with a message naming the variable", () => {
  const bad: Record<string, string>[] = [
    { PORT: "eighty" },
    { PORT: "70000" },
    { PORT: "80.5" },
    { DATABASE_URL: "postgres://x" },
    { LOG_LEVEL: "verbose" },
    { DEMO_DATA: "yes" },
    { DEMO_SEED: "-1" },
    { DEMO_API_KEY: "short" },
  ];
  for (const env of bad) {
    const [name] = Object.keys(env);
    assert.throws(() => loadConfig(env), (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      assert.match(err.message, new RegExp(`\\b${name}\\b`));
      return true;
    }, name);
  }
});

Deno.test("config: settings that only make sense together", () => {
  const refuse = (env: Record<string, string>, name: string) =>
    assert.throws(
      () => loadConfig(env),
      (e: Error) => e instanceof ConfigError && e.message.includes(name),
    );
  // Instances on one remote database must verify each other's tokens.
  refuse({ DATABASE_URL: "libsql://db.example.turso.io" }, "JWT_SECRET");
  // An external identity provider needs an audience, or tokens minted for others would pass.
  refuse(
    { ID_TOKEN_JWKS_URL: "https://idp.example/jwks", ID_TOKEN_ISSUER: "x" },
    "ID_TOKEN_AUDIENCE",
  );
  refuse({ RATE_LIMIT_STORE: "upstash" }, "UPSTASH_REDIS_REST_URL");
  refuse({ LIVE_RELAY: "redis", UPSTASH_REDIS_REST_URL: "https://x.upstash.io" }, "TOKEN");
  refuse({ LIVE_RELAY: "kafka" }, "LIVE_RELAY");
  refuse({ JOB_QUEUE: "qstash", QSTASH_TOKEN: "t" }, "QSTASH_CURRENT_SIGNING_KEY");
  refuse({ DOCUMENT_STORE: "s3" }, "S3_BUCKET");
  refuse({ RATE_LIMITS: '{"jwt":"ten/minute"}' }, "RATE_LIMITS");
  refuse({ JWT_SECRET: "short" }, "JWT_SECRET");
  const limits = loadConfig({ RATE_LIMITS: '{"jwt":"5/minute, 20/hour"}' }).RATE_LIMITS;
  assert.deepEqual(limits, {
    jwt: [{ limit: 5, windowSeconds: 60 }, { limit: 20, windowSeconds: 3600 }],
  });
  assert.equal(loadConfig({ PORT: "9000" }).PUBLIC_BASE_URL, "http://localhost:9000");
});
