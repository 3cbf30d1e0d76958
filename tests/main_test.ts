import assert from "node:assert/strict";
import { serveMain as serve } from "./helpers.ts";

Deno.test("deno serve main.ts: first start migrates and seeds, a restart keeps the data", async () => {
  const dir = await Deno.makeTempDir({ prefix: "altsports-main-" });
  const env = { DATA_DIR: dir, LOG_LEVEL: "info" };
  try {
    const first = await serve(env);
    const health = await fetch(`${first.base}/health`).then((r) => r.json());
    assert.equal(health.status, "healthy");
    const headers = { "X-API-KEY": "altsports-demo-key" };
    const events = await fetch(`${first.base}/api/v1/public/events`, { headers }).then((r) =>
      r.json()
    );
    assert.equal(events.length, 31 * 24);
    const unauthorized = await fetch(`${first.base}/api/v1/public/events`);
    assert.equal(unauthorized.status, 401);
    await unauthorized.body?.cancel();
    const log1 = await first.stop();
    assert.match(log1, /demo data seeded/);
    assert.ok((await Deno.stat(`${dir}/app.db`)).isFile);

    const second = await serve(env);
    const again = await fetch(`${second.base}/api/v1/public/events`, { headers }).then((r) =>
      r.json()
    );
    assert.deepEqual(again, events);
    const log2 = await second.stop();
    assert.doesNotMatch(log2, /demo data seeded|migrations applied/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("deno serve main.ts: a bad setting stops start-up naming the variable", async () => {
  const dir = await Deno.makeTempDir({ prefix: "altsports-main-" });
  try {
    for (
      const [name, value] of [["PORT", "eighty"], ["LOG_LEVEL", "loud"], [
        "DATABASE_URL",
        "mysql://x",
      ]]
    ) {
      const { code, stderr } = await new Deno.Command(Deno.execPath(), {
        args: ["serve", "--allow-all", "main.ts"],
        cwd: new URL("..", import.meta.url),
        env: { [name]: value, DATA_DIR: dir },
        stdout: "null",
        stderr: "piped",
      }).output();
      assert.equal(code, 1, name);
      const text = new TextDecoder().decode(stderr);
      assert.match(text, new RegExp(`invalid configuration[\\s\\S]*${name}`));
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
