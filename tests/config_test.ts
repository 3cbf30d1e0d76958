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
  });
  assert.equal(remote.DATABASE_URL, "libsql://db.example.turso.io");
  assert.equal(remote.DATABASE_AUTH_TOKEN, "t");
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
