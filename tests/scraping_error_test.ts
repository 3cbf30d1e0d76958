import assert from "node:assert/strict";
import { scrapedLeagues } from "../db/schema/mod.ts";
import { ScrapeReport } from "../routes/scraping/schemas.ts";
import { assertShape, bodyOf, createTestContext, TEST_KEY } from "./helpers.ts";
import {
  CASCADE_HOME,
  html,
  hugeStream,
  redirect,
  slowBody,
  slowHeaders,
  startSite,
  text,
} from "./scraping_sites.ts";

/**
 * Hostile and broken sites (served on 127.0.0.1 with OUTBOUND_ALLOW_PRIVATE) and bad requests:
 * each URL ends in its own status, within the limits, and nothing is parsed that should not be.
 */

const admin = { "X-API-Key": TEST_KEY };
type Report = { data: typeof ScrapeReport._output };

Deno.test("scraping: hostile sites end in their own status, within the limits", async (t) => {
  const ctx = await createTestContext({ OUTBOUND_ALLOW_PRIVATE: "true" });
  // Small limits, so the test waits little: a fetch 400 ms, a page 64 KB.
  ctx.deps.scraper = { ...ctx.deps.scraper, timeoutMs: 400, maxBytes: 64_000 };
  let hugeChunks = 0;
  const hostile = startSite({
    "/robots.txt": () =>
      text("User-agent: AltSportsBot\nDisallow: /members\n\nUser-agent: *\nDisallow: /\n"),
    "/huge": () => hugeStream(20_000_000, () => hugeChunks++),
    "/huge-declared": () =>
      new Response("<p>".padEnd(100_000, "x"), {
        headers: { "Content-Type": "text/html", "Content-Length": "100000" },
      }),
    "/slow": (req) => slowHeaders(req, 3_000),
    "/slow-body": () => slowBody(3_000),
    "/loop-a": () => redirect("/loop-b"),
    "/loop-b": () => redirect("/loop-a"),
    "/hop-1": () => redirect("/hop-2", 301),
    "/hop-2": () => redirect("/hop-3", 307),
    "/hop-3": () => redirect("/hop-4", 308),
    "/hop-4": () => redirect("/hop-5", 303),
    "/hop-5": () => html(CASCADE_HOME),
    "/members": () => html(CASCADE_HOME),
    "/data.json": () => text('{"league":"x"}', "application/json"),
    "/logo.png": () => text("\x89PNG", "image/png"),
    "/untyped": () => new Response("<html><title>x</title></html>"),
    "/gone": () => html("<h1>Not here</h1>", { status: 404 }),
    "/boom": () => html("oops", { status: 500 }),
    "/no-location": () => new Response(null, { status: 302 }),
  });
  // robots.txt answers 503: nothing on the site may be read (RFC 9309, unreachable).
  const down = startSite({
    "/robots.txt": () => new Response("maintenance", { status: 503 }),
    "/": () => html(CASCADE_HOME),
  });
  // Three redirects then the page: allowed (the fourth would not be).
  const hops = startSite({
    "/": () => redirect("/a"),
    "/a": () => redirect("/b"),
    "/b": () => redirect("/c"),
    "/c": () => html(CASCADE_HOME),
  });
  const statusOf = async (urls: string[]) => {
    const res = await ctx.send("POST", "/api/onboarding/scrape-leagues", {
      headers: admin,
      json: { urls },
    });
    const body = await bodyOf<Report>(res);
    assertShape(ScrapeReport, body.data);
    return body.data.results;
  };
  try {
    await t.step("a huge page is cut off while streaming: too_large", async () => {
      const [r] = await statusOf([`${hostile.origin}/huge`]);
      assert.equal(r.status, "too_large");
      assert.equal(r.profile, null);
      // Reading stopped past 64 KB: of the 20 MB (1,221 chunks of 16 KB) the server could only
      // push what the sockets' buffers hold before the connection was dropped.
      assert.ok(hugeChunks < 400, `the server sent ${hugeChunks} chunks`);
      const [d] = await statusOf([`${hostile.origin}/huge-declared`]);
      assert.equal(d.status, "too_large");
      assert.match(d.detail!, /Content-Length 100000/);
    });

    await t.step("a slow answer and a slow body: timeout", async () => {
      const started = performance.now();
      const results = await statusOf([`${hostile.origin}/slow`, `${hostile.origin}/slow-body`]);
      assert.deepEqual(results.map((r) => r.status), ["timeout", "timeout"]);
      assert.ok(performance.now() - started < 2_500, "the 3 s pages were not waited for");
    });

    await t.step("the total time limit stops what is left", async () => {
      ctx.deps.scraper = { ...ctx.deps.scraper, totalMs: 300, timeoutMs: 5_000 };
      try {
        const [r] = await statusOf([`${hostile.origin}/slow`]);
        assert.equal(r.status, "timeout");
      } finally {
        ctx.deps.scraper = { ...ctx.deps.scraper, totalMs: 30_000, timeoutMs: 400 };
      }
    });

    await t.step("a redirect loop stops after 3 redirects: http_error", async () => {
      const before = (hostile.hits.get("/loop-a") ?? 0) + (hostile.hits.get("/loop-b") ?? 0);
      const [r] = await statusOf([`${hostile.origin}/loop-a`]);
      assert.equal(r.status, "http_error");
      assert.match(r.detail!, /more than 3 redirects/);
      const after = (hostile.hits.get("/loop-a") ?? 0) + (hostile.hits.get("/loop-b") ?? 0);
      assert.equal(after - before, 4, "the first request and 3 redirects");
      const [four] = await statusOf([`${hostile.origin}/hop-1`]);
      assert.equal(four.status, "http_error");
      const [none] = await statusOf([`${hostile.origin}/no-location`]);
      assert.equal(none.status, "http_error");
      assert.match(none.detail!, /without a Location/);
    });

    await t.step("three redirects are followed, and the page read", async () => {
      const [r] = await statusOf([`${hops.origin}/`]);
      assert.equal(r.status, "ok", r.detail ?? "");
      assert.equal(r.final_url, `${hops.origin}/c`);
      assert.equal(r.profile?.name?.value, "Cascade Box Lacrosse League");
    });

    await t.step("robots.txt: our group's Disallow, and an unreachable robots.txt", async () => {
      const [members] = await statusOf([`${hostile.origin}/members`]);
      assert.equal(members.status, "disallowed_robots");
      assert.match(members.detail!, /robots\.txt disallows \/members for AltSportsBot/);
      assert.equal(hostile.hits.get("/members") ?? 0, 0, "a disallowed page is never fetched");
      const [d] = await statusOf([`${down.origin}/`]);
      assert.equal(d.status, "disallowed_robots");
      assert.equal(down.hits.get("/") ?? 0, 0);
    });

    await t.step("JSON, images and untyped bodies are not parsed: not_html", async () => {
      const results = await statusOf([
        `${hostile.origin}/data.json`,
        `${hostile.origin}/logo.png`,
        `${hostile.origin}/untyped`,
      ]);
      assert.deepEqual(results.map((r) => r.status), ["not_html", "not_html", "not_html"]);
      assert.match(results[0].detail!, /application\/json/);
      assert.ok(results.every((r) => r.profile === null));
    });

    await t.step("4xx, 5xx and a refused connection: http_error", async () => {
      const closed = startSite({});
      const port = closed.port;
      await closed.close();
      const results = await statusOf([
        `${hostile.origin}/gone`,
        `${hostile.origin}/boom`,
        `http://127.0.0.1:${port}/`,
      ]);
      assert.deepEqual(results.map((r) => r.status), ["http_error", "http_error", "http_error"]);
      assert.equal(results[0].detail, "HTTP 404");
      assert.equal(results[1].detail, "HTTP 500");
    });

    await t.step("failures are recorded, none as a find", async () => {
      const rows = await ctx.deps.db.select().from(scrapedLeagues);
      const statuses = new Set(rows.map((r) => r.status));
      for (const s of ["too_large", "timeout", "http_error", "disallowed_robots", "not_html"]) {
        assert.ok(statuses.has(s as never), s);
      }
      assert.equal(rows.filter((r) => r.status === "ok").length, 1, "only the redirected page");
    });
  } finally {
    await hostile.close();
    await down.close();
    await hops.close();
    await ctx.close();
  }
});

Deno.test("scraping: bad requests are 4xx with the reason", async (t) => {
  const ctx = await createTestContext({ OUTBOUND_ALLOW_PRIVATE: "true" });
  const post = (json: unknown, headers: Record<string, string> = {}) =>
    ctx.send("POST", "/api/onboarding/scrape-leagues", {
      headers: { ...admin, ...headers },
      json,
    });
  try {
    await t.step("no URL, 21 URLs, not a URL, another scheme, unknown field: 422", async () => {
      for (
        const body of [
          {},
          { urls: [] },
          { urls: Array.from({ length: 21 }, (_, i) => `https://league${i}.example/`) },
          { urls: ["not a url"] },
          { urls: ["ftp://league.example/"] },
          { urls: ["file:///etc/passwd"] },
          { urls: ["javascript:alert(1)"] },
          { urls: ["https://admin:secret@league.example/"] },
          { urls: ["https://league.example/"], depth: 3 },
        ]
      ) {
        const res = await post(body);
        assert.equal(res.status, 422, JSON.stringify(body));
        const err = await res.json();
        assert.equal(err.success, false);
        assert.ok(err.error.message, JSON.stringify(err));
      }
      assert.equal((await ctx.deps.db.select().from(scrapedLeagues)).length, 0);
    });

    await t.step("malformed JSON: 400; another media type: 415", async () => {
      const bad = await ctx.send("POST", "/api/onboarding/scrape-leagues", {
        headers: { ...admin, "Content-Type": "application/json" },
        body: "{urls:",
      });
      assert.equal(bad.status, 400);
      const form = await ctx.send("POST", "/api/onboarding/scrape-leagues", {
        headers: { ...admin, "Content-Type": "text/plain" },
        body: "https://league.example/",
      });
      assert.equal(form.status, 415);
    });
  } finally {
    await ctx.close();
  }
});
