/**
 * The same main.ts in workerd (Cloudflare Workers' runtime, through `wrangler dev`), against a
 * remote-protocol database (tests/hrana_bridge.ts): boot, migrate and seed over the network,
 * then the public API. WRANGLER may name a wrangler binary; by default npx fetches the pinned one.
 */
import assert from "node:assert/strict";
import { startHranaBridge } from "./hrana_bridge.ts";

const WRANGLER = Deno.env.get("WRANGLER")?.split(" ") ?? ["npx", "--yes", "wrangler@4.86.0"];
const KEY = "workers-demo-key-123";

function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

Deno.test({
  name: "main.ts on workerd: boots from its bindings and serves the public API",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "altsports-workers-" });
    const bridge = startHranaBridge(`${dir}/remote.db`);
    const port = freePort();
    // In a process group of its own: wrangler starts node and workerd children, and the
    // whole group has to go at the end.
    const child = new Deno.Command("setsid", {
      args: [
        ...WRANGLER,
        "dev",
        "--ip",
        "127.0.0.1",
        "--port",
        String(port),
        "--inspector-port",
        String(freePort()),
        "--var",
        `DATABASE_URL:${bridge.url}`,
        "--var",
        `DEMO_API_KEY:${KEY}`,
        "--var",
        "LOG_LEVEL:warn",
      ],
      cwd: new URL("..", import.meta.url),
      env: { WRANGLER_SEND_METRICS: "false", CI: "true" },
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    const base = `http://127.0.0.1:${port}`;
    try {
      let health: Response | undefined;
      for (let i = 0; i < 240 && !health?.ok; i++) {
        await new Promise((r) => setTimeout(r, 500));
        health = await fetch(`${base}/health`).catch(() => undefined);
        if (health && !health.ok) await health.body?.cancel();
      }
      assert.ok(health?.ok, "workerd did not answer /health");
      assert.equal((await health.json()).status, "healthy");

      const headers = { "X-API-KEY": KEY };
      const events = await fetch(`${base}/api/v1/public/events?sportType=f1`, { headers })
        .then((r) => r.json());
      assert.equal(events.length, 24);
      const done = events.find((e: { eventStatus: string }) => e.eventStatus === "COMPLETED");
      const detail = await fetch(`${base}/api/v1/public/events/${done.id}`, { headers });
      assert.equal(detail.status, 200);
      assert.ok(detail.headers.get("X-Request-Id"));
      const event = await detail.json();
      assert.equal(event.id, done.id);
      assert.equal(event.rounds[1].heats[0].athletes.length, 20);

      const refused = await fetch(`${base}/api/v1/public/events`);
      assert.equal(refused.status, 401);
      assert.equal((await refused.json()).statusCode, 401);
    } finally {
      Deno.kill(-child.pid, "SIGTERM");
      await child.status;
      await bridge.close();
      await Deno.remove(dir, { recursive: true });
    }
  },
});
