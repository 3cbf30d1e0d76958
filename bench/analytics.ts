/**
 * `deno task bench:analytics`: what the analytics middleware costs on the hot read path (issue
 * target: at most 3 % of its throughput). Two instances of `deno serve main.ts`, the same but for
 * ANALYTICS=on/off, take turns under wrk (in its own process, BENCH_ROUNDS rounds, alternating
 * which goes first so drift falls on both); the figure is the ratio of their median req/s.
 * Rows: the public read replayed before routing (GET /api/v1/public/events/{eventId}, gzip) and
 * a routed catalog read (GET /v1/leagues). Needs wrk (apt-get install wrk).
 */
import { requireWrk, start, wrk, type WrkResult } from "./wrk.ts";

const duration = Number(Deno.env.get("BENCH_DURATION") ?? 10);
const connections = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 64);
const rounds = Number(Deno.env.get("BENCH_ROUNDS") ?? 3);
const KEY = "bench-key-0123456789";

await requireWrk();

const limits = JSON.stringify({
  api_key: "999999999/minute,999999999/hour",
  ...Object.fromEntries(
    ["free", "standard", "premium", "enterprise"].map((plan) => [
      `catalog_${plan}`,
      "999999999/minute,999999999/day",
    ]),
  ),
});
const dirs: string[] = [];
const instance = async (analytics: "on" | "off") => {
  const dir = await Deno.makeTempDir({ prefix: `altsports-bench-analytics-${analytics}-` });
  dirs.push(dir);
  return await start("main.ts", {
    DATA_DIR: dir,
    LOG_LEVEL: "warn",
    DEMO_API_KEY: KEY,
    // A tenant admin's key, so it may read /api/stats at the end.
    DEMO_API_KEY_SCOPES: "public read write admin",
    RATE_LIMITS: limits,
    JOB_WORKER: "false",
    ANALYTICS: analytics,
  });
};
const on = await instance("on");
const off = await instance("off");
const auth = { "X-API-KEY": KEY };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const events: { id: string }[] = await fetch(`${on.base}/api/v1/public/events`, {
    headers: auth,
  }).then((r) => r.json());
  const id = encodeURIComponent(events[Math.floor(events.length / 2)].id);
  const targets = [
    {
      name: "GET /api/v1/public/events/{eventId} (gzip, hot read)",
      path: `/api/v1/public/events/${id}`,
      headers: { ...auth, "Accept-Encoding": "gzip" },
    },
    { name: "GET /v1/leagues (X-API-Key, routed)", path: "/v1/leagues", headers: auth },
  ];
  console.log(
    `\nwrk -t1 -c${connections} -d${duration}s, ${rounds} rounds each, ` +
      new Date().toISOString() + "\n",
  );
  console.log("| target | req/s off | req/s on | p99 ms off | p99 ms on | on / off |");
  console.log("|---|---:|---:|---:|---:|---:|");
  const summary = [];
  for (const target of targets) {
    const runs: Record<"on" | "off", WrkResult[]> = { on: [], off: [] };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? ["on", "off"] as const : ["off", "on"] as const;
      for (const which of order) {
        const base = which === "on" ? on.base : off.base;
        runs[which].push(
          await wrk(target.name, base + target.path, {
            headers: target.headers,
            connections,
            duration,
          }),
        );
      }
    }
    const rps = (w: "on" | "off") => median(runs[w].map((r) => r.rps));
    const p99 = (w: "on" | "off") => median(runs[w].map((r) => r.p99));
    const errors = [...runs.on, ...runs.off].reduce((n, r) => n + r.errors, 0);
    const ratio = rps("on") / rps("off");
    summary.push({ target: target.name, rps_on: rps("on"), rps_off: rps("off"), ratio, errors });
    console.log(
      `| ${target.name} | ${rps("off").toFixed(0)} | ${rps("on").toFixed(0)} | ${
        p99("off").toFixed(2)
      } | ${p99("on").toFixed(2)} | ${(ratio * 100).toFixed(1)} % |` +
        (errors ? ` (${errors} errors)` : ""),
    );
  }
  // The rollups were written: the "on" instance counted what it served.
  const counted = await fetch(`${on.base}/api/stats`, { headers: { "X-API-Key": KEY } });
  if (counted.ok) {
    const { data } = await counted.json();
    console.log(
      `\nrequests counted by the instance with analytics (24 h): ${data.requests_last_24h}`,
    );
  }
  await Deno.mkdir(new URL("results/", import.meta.url), { recursive: true });
  await Deno.writeTextFile(
    new URL("results/analytics.json", import.meta.url),
    JSON.stringify(
      { at: new Date().toISOString(), duration, connections, rounds, summary },
      null,
      2,
    ),
  );
} finally {
  for (const { child } of [on, off]) {
    child.kill("SIGTERM");
    await child.status;
  }
  for (const dir of dirs) await Deno.remove(dir, { recursive: true });
}
