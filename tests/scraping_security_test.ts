import assert from "node:assert/strict";
import { scrapedLeagues } from "../db/schema/mod.ts";
import { ScrapeReport } from "../routes/scraping/schemas.ts";
import { fetchWithinLimits } from "../services/scraping/fetch.ts";
import { assertShape, bodyOf, createTestContext, issueKey, TEST_KEY } from "./helpers.ts";
import { CASCADE_HOME, html, redirect, RIVERSIDE_HOME, startSite, text } from "./scraping_sites.ts";

/**
 * Who may scrape (admins, service and admin keys: it makes requests to addresses callers
 * choose), and where scraping may go with OUTBOUND_ALLOW_PRIVATE off: never loopback, private,
 * link-local or metadata addresses, literal or resolved, on the first URL or any redirect.
 */

const PATH = "/api/onboarding/scrape-leagues";
type Json = { error: { code: string } };
type Report = { data: typeof ScrapeReport._output };

Deno.test("scraping: credentials and roles", async (t) => {
  const ctx = await createTestContext({ OUTBOUND_ALLOW_PRIVATE: "true" });
  const site = startSite({ "/": () => html(CASCADE_HOME) });
  const json = { urls: [`${site.origin}/`] };
  try {
    const account = await bodyOf<{ data: { account_id: string } }>(
      await ctx.send("POST", "/api/v1/admin/accounts", {
        headers: { "X-API-Key": TEST_KEY },
        json: { email: "ops@league.example", password: "league-ops-pw", role: "league_admin" },
      }),
      201,
    );
    const login = await bodyOf<{ access_token: string }>(
      await ctx.send("POST", "/api/v1/auth/login", {
        json: { email: "ops@league.example", password: "league-ops-pw" },
      }),
    );
    const leagueJwt = { Authorization: `Bearer ${login.access_token}` };
    const leagueKey = await issueKey(ctx, account.data.account_id, { role: "league_admin" });
    const readOnlyService = await issueKey(ctx, "demo-admin", { scopes: ["read"] });
    const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });

    await t.step("no credential, a bad key, a bad token: 401, nothing fetched", async () => {
      for (
        const headers of [
          {} as Record<string, string>,
          { "X-API-Key": "not-a-key-0123456789" },
          { Authorization: "Bearer not.a.token" },
        ]
      ) {
        const body = await bodyOf<Json>(await ctx.send("POST", PATH, { headers, json }), 401);
        assert.equal(body.error.code, "AUTHENTICATION_ERROR");
      }
      assert.equal(site.hits.size, 0);
    });

    await t.step("a league admin, a read-only key, a public-data key: 403", async () => {
      for (const headers of [leagueJwt, leagueKey, readOnlyService, publicKey]) {
        const body = await bodyOf<Json>(await ctx.send("POST", PATH, { headers, json }), 403);
        assert.equal(body.error.code, "AUTHORIZATION_ERROR");
      }
      assert.equal(site.hits.size, 0, "a refused caller makes us fetch nothing");
      assert.equal((await ctx.deps.db.select().from(scrapedLeagues)).length, 0);
    });

    await t.step("a service key with write, and the admin: 200", async () => {
      const serviceKey = await issueKey(ctx, "demo-admin", { role: "service" });
      const res = await ctx.send("POST", PATH, { headers: serviceKey, json });
      const body = await bodyOf<Report>(res);
      assert.equal(body.data.results[0].status, "ok");
      const again = await ctx.send("POST", PATH, { headers: { "X-API-Key": TEST_KEY }, json });
      assert.equal((await bodyOf<Report>(again)).data.results[0].status, "duplicate");
    });
  } finally {
    await site.close();
    await ctx.close();
  }
});

Deno.test("scraping: no private, loopback, link-local or metadata address (SSRF)", async (t) => {
  const ctx = await createTestContext({ OUTBOUND_ALLOW_PRIVATE: "false" });
  const site = startSite({
    "/robots.txt": () => text("User-agent: *\nAllow: /\n"),
    "/": () => html(RIVERSIDE_HOME),
    "/to-loopback": () => redirect(`http://127.0.0.1:${site.port}/`),
    "/to-metadata": () => redirect("http://169.254.169.254/latest/meta-data/iam/", 301),
    "/to-v6": () => redirect(`http://[::1]:${site.port}/`, 307),
    "/to-internal": () => redirect(`http://internal.league.example/`),
    "/to-mapped": () => redirect(`http://[::ffff:127.0.0.1]:${site.port}/`),
  });
  // Public-looking names: `league.example` resolves to a public address and is carried to the
  // test site; `internal.league.example` and `v6.league.example` resolve to private addresses.
  const DNS: Record<string, string[]> = {
    "league.example": ["93.184.215.14"],
    "internal.league.example": ["10.20.30.40"],
    "v6.league.example": ["2606:2800:220:1::1", "fd00:ec2::254"],
    "rebind.league.example": ["127.0.0.1"],
  };
  const fetched: string[] = [];
  ctx.deps.scraper = {
    ...ctx.deps.scraper,
    policy: { allowPrivate: false, resolve: (host) => Promise.resolve(DNS[host] ?? []) },
    fetch: (input, init) => {
      fetched.push(input);
      const url = new URL(input);
      // Only league.example is carried to the test site; any other address reaching fetch is a
      // hole in the guard, and is answered here rather than sent anywhere.
      if (url.hostname !== "league.example") return Promise.resolve(new Response("LEAK"));
      return fetch(`${site.origin}${url.pathname}${url.search}`, init);
    },
  };
  const scrape = async (urls: string[]) => {
    const res = await ctx.send("POST", PATH, {
      headers: { "X-API-Key": TEST_KEY },
      json: { urls },
    });
    const body = await bodyOf<Report>(res);
    assertShape(ScrapeReport, body.data);
    return body.data.results;
  };
  try {
    await t.step("literal loopback, private, link-local and metadata URLs: blocked", async () => {
      const urls = [
        `http://127.0.0.1:${site.port}/`,
        "http://127.1.2.3/",
        "http://localhost/",
        "http://[::1]/",
        "http://[::ffff:127.0.0.1]/",
        "http://10.0.0.8/",
        "http://192.168.1.1/admin",
        "http://172.16.5.4/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[fd00:ec2::254]/latest/meta-data/",
        "http://metadata.google.internal/computeMetadata/v1/",
        "http://0.0.0.0/",
        "http://100.64.0.1/",
        "http://intranet/",
      ];
      const results = await scrape(urls);
      for (const [i, r] of results.entries()) {
        assert.equal(r.status, "blocked_ssrf", `${urls[i]}: ${r.status} ${r.detail}`);
        assert.equal(r.profile, null);
      }
      assert.deepEqual(fetched, [], "nothing was requested");
      assert.equal(site.hits.size, 0);
    });

    await t.step("names resolving to private addresses: blocked", async () => {
      const results = await scrape([
        "http://internal.league.example/",
        "https://v6.league.example/",
        "http://rebind.league.example/",
        "http://unresolvable.league.example/",
      ]);
      assert.deepEqual(results.map((r) => r.status), Array(4).fill("blocked_ssrf"));
      assert.match(results[0].detail!, /resolves to 10\.20\.30\.40/);
      assert.match(results[1].detail!, /resolves to fd00:ec2::254/);
      assert.match(results[3].detail!, /does not resolve/);
      assert.deepEqual(fetched, []);
    });

    await t.step("a public site is read", async () => {
      const [r] = await scrape(["http://league.example/"]);
      assert.equal(r.status, "ok", r.detail ?? "");
      assert.equal(r.profile?.name?.value, "Riverside Roller Derby League");
      assert.deepEqual(fetched, ["http://league.example/robots.txt", "http://league.example/"]);
    });

    await t.step("a redirect to loopback, metadata, ::1 or a private name: blocked", async () => {
      fetched.length = 0;
      for (
        const [path, target] of [
          ["/to-loopback", "127.0.0.1"],
          ["/to-metadata", "169.254.169.254"],
          ["/to-v6", "::1"],
          ["/to-internal", "10.20.30.40"],
          ["/to-mapped", "::ffff:7f00:1"], // the URL parser writes 127.0.0.1 in hex
        ]
      ) {
        const hitsBefore = site.hits.get("/") ?? 0;
        const r = await fetchWithinLimits(ctx.deps.scraper, {
          url: `http://league.example${path}`,
          deadline: Date.now() + 5_000,
        });
        assert.equal(r.ok, false);
        assert.equal(!r.ok && r.failure, "blocked_ssrf", path);
        assert.ok(!r.ok && r.detail.includes(target), `${path}: ${!r.ok && r.detail}`);
        assert.equal(site.hits.get("/") ?? 0, hitsBefore, `${path} reached the site's page`);
      }
      assert.ok(fetched.every((u) => new URL(u).hostname === "league.example"), fetched.join());
    });
  } finally {
    await site.close();
    await ctx.close();
  }
});

Deno.test("scraping: a redirect to a private address is refused end to end", async () => {
  const ctx = await createTestContext({ OUTBOUND_ALLOW_PRIVATE: "false" });
  const site = startSite({
    "/": () => redirect("http://169.254.169.254/latest/meta-data/"),
    "/home": () => redirect("/"),
  });
  const fetched: string[] = [];
  ctx.deps.scraper = {
    ...ctx.deps.scraper,
    policy: {
      allowPrivate: false,
      resolve: (host) => Promise.resolve(host.endsWith("league.example") ? ["93.184.215.14"] : []),
    },
    fetch: (input, init) => {
      fetched.push(input);
      const url = new URL(input);
      if (!url.hostname.endsWith("league.example")) return Promise.resolve(new Response("LEAK"));
      return fetch(`${site.origin}${url.pathname}${url.search}`, init);
    },
  };
  try {
    const res = await ctx.send("POST", PATH, {
      headers: { "X-API-Key": TEST_KEY },
      json: { urls: ["http://a.league.example/home", "http://b.league.example/"] },
    });
    const { data } = await bodyOf<Report>(res);
    assert.deepEqual(data.results.map((r) => r.status), ["blocked_ssrf", "blocked_ssrf"]);
    assert.match(data.results[0].detail!, /169\.254\.169\.254 is a private/);
    assert.equal(data.results[0].final_url, "http://169.254.169.254/latest/meta-data/");
    assert.ok(fetched.every((u) => new URL(u).hostname.endsWith("league.example")));
    assert.equal(data.counts.blocked_ssrf, 2);
  } finally {
    await site.close();
    await ctx.close();
  }
});
