/**
 * `deno task bench`: wrk, in its own process, against a hello-world JSON server and against the
 * service, in the same run and with the same settings, so the figures are ratios that hold from
 * machine to machine. Settings: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS
 * (default 64). Needs wrk (Debian: apt-get install wrk).
 */
import { requireWrk, start, wrk as wrkRun, type WrkResult } from "./wrk.ts";

const duration = Number(Deno.env.get("BENCH_DURATION") ?? 10);
const connections = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 64);
const KEY = "bench-key-0123456789";
const root = new URL("..", import.meta.url);

const wrk = (name: string, url: string, headers: Record<string, string> = {}, script?: string) =>
  wrkRun(name, url, { headers, script, connections, duration });

await requireWrk();

const dataDir = await Deno.makeTempDir({ prefix: "altsports-bench-" });
const hello = await start("bench/hello.ts", {});
// The key's rate limit still runs on every request (its cost is part of the figures), with
// windows wide enough that the load is never refused.
const app = await start("main.ts", {
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  DEMO_API_KEY: KEY,
  // The pipeline rows upload questionnaires and batch files of the store's bench/ folder,
  // outside any account's upload area: a tenant admin's key, not the public-data default.
  DEMO_API_KEY_SCOPES: "public read write admin",
  RATE_LIMITS: JSON.stringify({
    api_key: "999999999/minute,999999999/hour",
    catalog_ip: "999999999/minute",
    ...Object.fromEntries(
      ["free", "standard", "premium", "enterprise"].map((plan) => [
        `catalog_${plan}`,
        "999999999/minute,999999999/day",
      ]),
    ),
  }),
});
const servers = [hello, app];
const auth = { "X-API-KEY": KEY };
const gzip = { ...auth, "Accept-Encoding": "gzip" };
try {
  // The event of median size, so the figure is neither a best nor a worst case.
  const events: { id: string }[] = await fetch(`${app.base}/api/v1/public/events`, {
    headers: auth,
  })
    .then((r) => r.json());
  const sized = await Promise.all(events.map(async ({ id }) => {
    const url = `${app.base}/api/v1/public/events/${encodeURIComponent(id)}`;
    return {
      url,
      size: (await fetch(url, { headers: auth }).then((r) => r.arrayBuffer())).byteLength,
    };
  }));
  sized.sort((a, b) => a.size - b.size);
  const detail = sized[Math.floor(sized.length / 2)];
  // The same bytes from a static server: bodies are captured here and replayed there.
  const bodies = `${dataDir}/bodies`;
  await Deno.mkdir(bodies);
  const capture = async (name: string, url: string) => {
    const text = await fetch(url, { headers: auth }).then((r) => r.text());
    await Deno.writeTextFile(`${bodies}/${name}.json`, text);
    return text;
  };
  const gzBytes = async (text: string) =>
    (await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip")))
      .arrayBuffer()).byteLength;
  const identity = await capture("event", detail.url);
  const race = (await fetch(`${app.base}/api/v1/public/events?sportType=f1&eventStatus=NEXT`, {
    headers: auth,
  }).then((r) => r.json()))[0];
  const odds = (type: string) =>
    `${app.base}/api/v1/public/events/${encodeURIComponent(race.id)}/${type}`;
  await capture("eventWinner", odds("eventWinner"));
  const replay = await start("bench/static.ts", { BENCH_BODIES: bodies }, "/");
  servers.push(replay);
  const list = `${app.base}/api/v1/public/events?sportType=wsl`;

  // API clients send Accept-Encoding: gzip (curl --compressed, browsers, HTTP libraries);
  // the identity rows show what a client that does not pays.
  const results: WrkResult[] = [];
  results.push(await wrk("hello-world (baseline)", `${hello.base}/`));
  results.push(await wrk("GET /events?sportType=wsl (gzip)", list, gzip));
  results.push(await wrk("GET /events/{eventId} (gzip)", detail.url, gzip));
  results.push(await wrk("  same bytes from a static server", `${replay.base}/event/gzip`));
  results.push(await wrk("GET /events/{eventId} (identity)", detail.url, auth));
  results.push(await wrk("  same bytes from a static server", `${replay.base}/event`));

  // Odds of the next F1 race, and a 4-leg same-game parlay on it.
  results.push(await wrk("GET /events/{eventId}/eventWinner (gzip)", odds("eventWinner"), gzip));
  results.push(
    await wrk("  same bytes from a static server", `${replay.base}/eventWinner/gzip`),
  );
  results.push(await wrk("GET /events/{eventId}/headToHead (gzip)", odds("headToHead"), gzip));
  const market = async (type: string) =>
    (await fetch(odds(type), { headers: auth }).then((r) => r.json()))[type];
  const legs = [
    (await market("podiums"))[0].outcomeId,
    (await market("raceTop10"))[3].outcomeId,
    (await market("headToHead"))[1].eventParticipant1.outcomeId,
    (await market("raceTop5"))[6].outcomeId,
  ];
  const sgpBody = JSON.stringify({ selections: legs });
  const check = await fetch(odds("sgp"), {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: sgpBody,
  });
  if (check.status !== 201) throw new Error(`SGP answered ${check.status}: ${await check.text()}`);
  await check.body?.cancel();
  const lua = `${dataDir}/sgp.lua`;
  await Deno.writeTextFile(
    lua,
    `wrk.method = "POST"\nwrk.body = '${sgpBody}'\nwrk.headers["Content-Type"] = "application/json"\n`,
  );
  results.push(await wrk("POST /events/{eventId}/sgp (4 legs)", odds("sgp"), auth, lua));

  // The catalog (spec 002): the league list in both representations, and a full-text search.
  const login = await fetch(`${app.base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@altsports.dev", password: "altsports-admin-demo" }),
  }).then((r) => r.json());
  const idToken = { Authorization: `Bearer ${login.id_token}` };
  const catalogKey = { "X-API-Key": KEY };
  results.push(await wrk("GET /v1/leagues (X-API-Key)", `${app.base}/v1/leagues`, catalogKey));
  results.push(await wrk("GET /v1/leagues (ID token)", `${app.base}/v1/leagues`, idToken));
  results.push(
    await wrk(
      "GET /v1/leagues/discovery?query=sprint car",
      `${app.base}/v1/leagues/discovery?query=sprint%20car`,
      idToken,
    ),
  );

  // First pricing: the first odds request for events nobody has asked about, 30 starters each.
  const cold: { sport: string; ms: number }[] = [];
  for (const sport of ["spr", "pbr", "wsl", "f1", "dgpt"]) {
    const list = await fetch(
      `${app.base}/api/v1/public/events?sportType=${sport}&eventStatus=UPCOMING`,
      {
        headers: auth,
      },
    ).then((r) => r.json());
    for (
      const event of list.filter((e: { participantsAvailable: boolean }) => e.participantsAvailable)
        .slice(0, 3)
    ) {
      const started = performance.now();
      const res = await fetch(
        `${app.base}/api/v1/public/events/${encodeURIComponent(event.id)}/eventWinner`,
        { headers: auth },
      );
      await res.arrayBuffer();
      cold.push({ sport, ms: performance.now() - started });
    }
  }
  // The partnership pipeline on the local defaults: one run from upload to contracts, and a
  // batch of 10 (5 at a time), each timed end to end over HTTP.
  const pipeline = await benchPipeline(app.base, auth, dataDir);

  console.log(
    `\nevent of median size: ${detail.size} bytes, ${await gzBytes(
      identity,
    )} gzipped (${detail.url})`,
  );

  const base = results[0].rps;
  console.log(`\nwrk -t1 -c${connections} -d${duration}s, ${new Date().toISOString()}\n`);
  console.log("| target | req/s | p50 ms | p99 ms | errors | vs hello-world |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of results) {
    const ratio = `${((r.rps / base) * 100).toFixed(1)} %`;
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${
        r.p99.toFixed(2)
      } | ${r.errors} | ${ratio} |`,
    );
  }
  console.log("\nFirst pricing of an uncached event (HTTP round trip, eventWinner):");
  for (const sport of new Set(cold.map((c) => c.sport))) {
    const ms = cold.filter((c) => c.sport === sport).map((c) => c.ms.toFixed(0));
    console.log(`  ${sport}: ${ms.join(", ")} ms`);
  }
  console.log("\nPipeline (local defaults; targets: one run ≤ 3 s, a batch of 10 ≤ 15 s):");
  console.log(
    `  one run, upload to contracts: ${pipeline.run.map((s) => s.toFixed(2)).join(", ")} s`,
  );
  console.log(`  batch of 10, max_concurrent 5: ${pipeline.batch.toFixed(2)} s`);
  await Deno.mkdir(new URL("bench/results/", root), { recursive: true });
  await Deno.writeTextFile(
    new URL("bench/results/latest.json", root),
    JSON.stringify(
      { at: new Date().toISOString(), duration, connections, results, cold, pipeline },
      null,
      2,
    ),
  );
} finally {
  for (const { child } of servers) {
    child.kill("SIGTERM");
    await child.status;
  }
  await Deno.remove(dataDir, { recursive: true });
}

/** Times a full pipeline run (three times) and a batch of 10, over HTTP. */
async function benchPipeline(base: string, auth: Record<string, string>, dataDir: string) {
  const { QUESTIONNAIRE } = await import("../tests/fixtures/pacific_pickleball.ts");
  const run: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const form = new FormData();
    form.append("file", new File([QUESTIONNAIRE], `bench-${i}.txt`));
    const accepted = await fetch(`${base}/api/pipeline/upload`, {
      method: "POST",
      headers: auth,
      body: form,
    }).then((r) => r.json());
    const id = accepted.data.pipeline_id;
    for (;;) {
      const status = await fetch(`${base}/api/v1/pipeline/${id}/status`, { headers: auth })
        .then((r) => r.json());
      if (status.data.status !== "running") break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const zip = await fetch(`${base}/api/pipeline/contracts/${id}`, { headers: auth });
    await zip.arrayBuffer();
    run.push((performance.now() - started) / 1000);
  }
  await Deno.mkdir(`${dataDir}/documents/bench`, { recursive: true });
  for (let i = 0; i < 10; i++) {
    const text = QUESTIONNAIRE.replace("Pacific Pickleball Tour", `Bench League ${i}`);
    await Deno.writeTextFile(`${dataDir}/documents/bench/q${i}.txt`, text);
  }
  const started = performance.now();
  const batch = await fetch(`${base}/api/v1/pipeline/batch`, {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ pdf_paths: ["drive://bench/q*.txt"], config: { max_concurrent: 5 } }),
  }).then((r) => r.json());
  if (batch.data?.summary?.successful !== 10) throw new Error(`batch: ${JSON.stringify(batch)}`);
  return { run, batch: (performance.now() - started) / 1000 };
}
