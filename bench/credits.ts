/**
 * `deno task bench:credits`: ledger writes over HTTP against `deno serve main.ts` in its own
 * process, beside a hello-world server, with the same wrk settings, so the figures are ratios.
 *
 * Rows: admin grants (`POST /api/credits/{user_id}/add`, a transfer house → user with a fresh
 * Idempotency-Key per request, one SQLite write transaction each) on one account and spread
 * over 100 accounts, and the balance read; bet placements (`POST /api/betting/place`: a single
 * quoted against the pricer's current price, the stake held by a ledger hold, the bet stored)
 * on one account and over 100 accounts, each a new bet (no Idempotency-Key). Grants run the same
 * batch as a debit (account rows, conditional insert, two balance updates, read back);
 * placements add the quote and the bet row. The app starts with the demo data (the events bets
 * are placed on).
 * Settings: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 64). Needs wrk.
 */
import { requireWrk, start, wrk as wrkRun, type WrkResult } from "./wrk.ts";

const duration = Number(Deno.env.get("BENCH_DURATION") ?? 10);
const connections = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 64);
const KEY = "bench-key-0123456789";
const ACCOUNTS = 100;
const root = new URL("..", import.meta.url);

const wrk = (name: string, url: string, headers: Record<string, string> = {}, script?: string) =>
  wrkRun(name, url, { headers, script, connections, duration });

await requireWrk();

const dataDir = await Deno.makeTempDir({ prefix: "altsports-bench-credits-" });
const hello = await start("bench/hello.ts", {});
const app = await start("main.ts", {
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  // The demo events: placements need markets to bet on.
  DEMO_DATA: "true",
  DEMO_API_KEY: KEY,
  // Grants need a tenant admin's key; its rate limit still runs on every request.
  DEMO_API_KEY_SCOPES: "public read write admin",
  RATE_LIMITS: JSON.stringify({ api_key: "999999999/minute,999999999/hour" }),
});
const auth = { "X-API-Key": KEY };
try {
  // The accounts: users made through the admin API.
  const users: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const res = await fetch(`${app.base}/api/v1/admin/accounts`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({
        email: `bench${i}@example.com`,
        password: "bench-password-1",
        role: "user",
      }),
    });
    if (res.status !== 201) throw new Error(`account: ${res.status} ${await res.text()}`);
    users.push((await res.json()).data.account_id);
  }
  // wrk scripts: a fresh Idempotency-Key per request (each grant moves credits), on one
  // account or round-robin over all of them.
  const script = async (name: string, ids: string[]) => {
    const path = `${dataDir}/${name}.lua`;
    await Deno.writeTextFile(
      path,
      `local ids = {${ids.map((id) => `"${id}"`).join(",")}}
local n = 0
wrk.method = "POST"
request = function()
  n = n + 1
  local id = ids[(n % #ids) + 1]
  return wrk.format("POST", "/api/credits/" .. id .. "/add?amount=1.25",
    { ["X-API-Key"] = "${KEY}", ["Idempotency-Key"] = "b" .. n .. "-" .. math.random(1e9) })
end
`,
    );
    return path;
  };
  // Bets: every account funded, one open selection of an event to come, a stake of 1 credit
  // placed by the admin key for the user (an admin may name any user_id), a tolerance of 100 %
  // so a price that moves during the run does not turn placements into refusals.
  for (const id of users) {
    const res = await fetch(`${app.base}/api/credits/${id}/add?amount=1000000`, {
      method: "POST",
      headers: auth,
    });
    if (res.status !== 200) throw new Error(`fund: ${res.status} ${await res.text()}`);
  }
  const board = await fetch(`${app.base}/api/markets?limit=100`, { headers: auth })
    .then((r) => r.json());
  const market = board.data.items.find((m: { live: boolean; status: string }) =>
    !m.live && m.status === "open"
  );
  const pick = market.selections.find((s: { status: string }) => s.status === "open");
  const betScript = async (name: string, ids: string[]) => {
    const path = `${dataDir}/${name}.lua`;
    await Deno.writeTextFile(
      path,
      `local ids = {${ids.map((id) => `"${id}"`).join(",")}}
local n = 0
request = function()
  n = n + 1
  local id = ids[(n % #ids) + 1]
  local body = '{"user_id":"' .. id .. '","selection_id":"${pick.selection_id}",' ..
    '"stake":1,"odds":${pick.odds},"tolerance":1}'
  return wrk.format("POST", "/api/betting/place",
    { ["X-API-Key"] = "${KEY}", ["Content-Type"] = "application/json" }, body)
end
`,
    );
    return path;
  };
  const results: WrkResult[] = [];
  results.push(await wrk("hello-world (baseline)", `${hello.base}/`));
  results.push(
    await wrk("POST /add, one account", `${app.base}/`, {}, await script("one", users.slice(0, 1))),
  );
  results.push(
    await wrk(`POST /add, ${ACCOUNTS} accounts`, `${app.base}/`, {}, await script("many", users)),
  );
  results.push(
    await wrk(
      "POST /api/betting/place, one account",
      `${app.base}/`,
      {},
      await betScript("bet-one", users.slice(0, 1)),
    ),
  );
  results.push(
    await wrk(
      `POST /api/betting/place, ${ACCOUNTS} accounts`,
      `${app.base}/`,
      {},
      await betScript("bet-many", users),
    ),
  );
  results.push(
    await wrk("GET /balance, one account", `${app.base}/api/credits/${users[0]}/balance`, auth),
  );

  // The ledger after the load: every grant is a transfer; the balances add up.
  const balances = await Promise.all(
    users.map((id) =>
      fetch(`${app.base}/api/credits/${id}/balance`, { headers: auth }).then((r) => r.json())
    ),
  );
  const granted = balances.reduce((s, b) => s + b.data.balance, 0) - ACCOUNTS * 1_000_000;
  const held = balances.reduce((s, b) => s + b.data.held, 0);

  const base = results[0].rps;
  console.log(`\nwrk -t1 -c${connections} -d${duration}s, ${new Date().toISOString()}\n`);
  console.log("| target | req/s | p50 ms | p99 ms | errors | vs hello-world |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${
        r.p99.toFixed(2)
      } | ${r.errors} | ${((r.rps / base) * 100).toFixed(1)} % |`,
    );
  }
  console.log(`\ncredits granted in all: ${granted} (${granted / 1.25} grants of 1.25)`);
  console.log(`stakes held by the bets placed: ${held} (${held} bets of 1 credit)`);
  await Deno.mkdir(new URL("bench/results/", root), { recursive: true });
  await Deno.writeTextFile(
    new URL("bench/results/credits.json", root),
    JSON.stringify(
      { at: new Date().toISOString(), duration, connections, results, granted, held },
      null,
      2,
    ),
  );
} finally {
  for (const { child } of [hello, app]) {
    child.kill("SIGTERM");
    await child.status;
  }
  await Deno.remove(dataDir, { recursive: true });
}
