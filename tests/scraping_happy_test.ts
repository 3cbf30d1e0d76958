import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { leagues, scrapedLeagues } from "../db/schema/mod.ts";
import { ScrapeReport } from "../routes/scraping/schemas.ts";
import { nameKey } from "../services/scraping/mod.ts";
import { parseRobots } from "../services/scraping/robots.ts";
import { assertShape, bodyOf, createTestContext, TEST_KEY } from "./helpers.ts";
import {
  BROKEN_HOME,
  CASCADE_HOME,
  html,
  RIVERSIDE_HOME,
  type Site,
  startSite,
  text,
} from "./scraping_sites.ts";

/**
 * League scraping end to end against league sites served on 127.0.0.1 (OUTBOUND_ALLOW_PRIVATE):
 * profiles read with their evidence, script text never taken as data, de-duplication against
 * earlier scrapes and the catalog, every outcome recorded.
 */

const admin = { "X-API-Key": TEST_KEY };
type Report = { data: typeof ScrapeReport._output };

async function scrape(ctx: Awaited<ReturnType<typeof createTestContext>>, urls: string[]) {
  const res = await ctx.send("POST", "/api/onboarding/scrape-leagues", {
    headers: admin,
    json: { urls },
  });
  const body = await bodyOf<Report>(res);
  assertShape(ScrapeReport, body.data);
  return body.data;
}

Deno.test("scraping: league sites become profiles with evidence, then duplicates", async (t) => {
  const ctx = await createTestContext({ OUTBOUND_ALLOW_PRIVATE: "true" });
  const riverside = startSite({
    "/robots.txt": () => text("User-agent: *\nDisallow: /wp-admin/\n"),
    "/": () => html(RIVERSIDE_HOME),
    "/about/": () => html(RIVERSIDE_HOME.replace("<h1>Welcome", "<h1>About")),
  });
  // No robots.txt at all (404): everything may be read.
  const cascade = startSite({ "/": () => html(CASCADE_HOME) });
  const metro = startSite({ "/": () => html(BROKEN_HOME) });
  // Another site of the same league (a mirror): a duplicate by name.
  const mirror = startSite({ "/": () => html(RIVERSIDE_HOME) });
  // A site of a league the catalog has (a seeded league's name, in other words).
  const [seeded] = await ctx.deps.db.select().from(leagues).limit(1);
  const known = startSite({
    "/": () =>
      html(`<html><head><title>Official site</title>
        <meta property="og:site_name" content="The ${seeded.name.toUpperCase()}®"></head>
        <body><p>Tickets on sale now.</p></body></html>`),
  });
  const sites: Site[] = [riverside, cascade, metro, mirror, known];
  try {
    let riversideId = "";
    let riversideLeague = "";
    let riversideLeagueFromResult = "";
    await t.step("a rich page: JSON-LD, Open Graph, footer contacts, social icons", async () => {
      const report = await scrape(ctx, [`${riverside.origin}/`]);
      assert.equal(report.results.length, 1);
      const [r] = report.results;
      assert.equal(r.status, "ok", r.detail ?? "");
      assert.equal(r.final_url, `${riverside.origin}/`);
      assert.equal(r.duplicate_of, null);
      assert.equal(r.onboarding_league?.stage, "discovered");
      assert.equal(r.onboarding_league?.created, true);
      riversideId = r.id;
      riversideLeagueFromResult = r.onboarding_league!.league_id;
      const p = r.profile!;
      assert.deepEqual(p.name, {
        value: "Riverside Roller Derby League",
        evidence: {
          selector: "JSON-LD SportsOrganization.name",
          snippet: "Riverside Roller Derby League",
        },
      });
      // Roller derby is no sport of our catalog: named, but with no code.
      assert.equal(p.sport?.value, "Roller Derby");
      assert.equal(p.sport?.code, null);
      assert.equal(p.location?.value, "Riverside, CA, US");
      assert.match(p.location!.evidence.selector, /JSON-LD SportsOrganization\.address/);
      assert.deepEqual(p.contacts.emails.map((e) => e.value).sort(), [
        "info@riversiderollerderby.example",
        "media@riversiderollerderby.example",
        "sponsors@riversiderollerderby.example",
      ]);
      const sponsors = p.contacts.emails.find((e) => e.value.startsWith("sponsors"))!;
      assert.equal(sponsors.evidence.selector, 'a[href^="mailto:"]');
      const media = p.contacts.emails.find((e) => e.value.startsWith("media"))!;
      assert.equal(media.evidence.selector, "text");
      assert.match(media.evidence.snippet, /Media: media@riversiderollerderby\.example/);
      assert.deepEqual(p.contacts.phones.map((x) => x.value), ["+19515550142"]);
      assert.deepEqual(
        p.social.map((s) => `${s.network} ${s.value}`).sort(),
        [
          "facebook https://facebook.com/RiversideRollerDerby",
          "instagram https://instagram.com/riversiderollerderby",
          "linkedin https://linkedin.com/company/riverside-roller-derby",
          "tiktok https://tiktok.com/@riversidederby",
          "twitter https://x.com/RiversideDerby",
          "youtube https://youtube.com/@RiversideRollerDerby",
        ],
      );
      // Every field carries the evidence it came from.
      for (const f of [p.name!, p.sport!, p.location!, ...p.contacts.emails, ...p.social]) {
        assert.ok(f.evidence.selector && f.evidence.snippet, JSON.stringify(f));
      }
    });

    await t.step("the new find enters the onboarding funnel at discovered", async () => {
      const [row] = await ctx.deps.db.select().from(scrapedLeagues)
        .where(eq(scrapedLeagues.id, riversideId));
      assert.equal(row.status, "ok");
      const res = await ctx.send("GET", "/api/onboarding/leagues?data_source=scrape", {
        headers: admin,
      });
      assert.equal(res.status, 200);
      const body = await bodyOf<{
        data: {
          leagues: {
            league_id: string;
            name: string;
            stage: string;
            data_source: string;
            website: string | null;
            location: string | null;
            contact_email: string | null;
          }[];
        };
      }>(res);
      const found = body.data.leagues.filter((l) => l.name === "Riverside Roller Derby League");
      assert.equal(found.length, 1);
      assert.equal(found[0].stage, "discovered");
      assert.equal(found[0].data_source, "scrape");
      assert.equal(found[0].website, `${riverside.origin}/`);
      assert.equal(found[0].location, "Riverside, CA, US");
      assert.match(found[0].contact_email ?? "", /@riversiderollerderby\.example$/);
      riversideLeague = found[0].league_id;
      assert.equal(riversideLeague, riversideLeagueFromResult);
    });

    await t.step("script, style, template, noscript and hidden text is never data", async () => {
      const [row] = await ctx.deps.db.select().from(scrapedLeagues)
        .where(eq(scrapedLeagues.id, riversideId));
      assert.equal(row.status, "ok");
      const stored = row.profile!;
      for (
        const planted of [
          "injected@evil.example",
          "scam-harvest@phish.example",
          "styled@css.example",
          "template@hidden.example",
          "noscript@hidden.example",
          "hidden@hidden.example",
          "5550100",
          "logo@2x.png",
          "intent/tweet",
          "sharer",
        ]
      ) assert.ok(!stored.includes(planted), `${planted} was taken as data`);
      assert.equal(row.nameKey, "riverside roller derby league");
      assert.equal(row.host, `127.0.0.1:${riverside.port}`);
      assert.equal(row.requestedBy, "api_key:demo");
    });

    await t.step("Open Graph and keywords; malformed HTML still reads", async () => {
      const report = await scrape(ctx, [`${cascade.origin}/`, `${metro.origin}/`]);
      const [c, m] = report.results;
      assert.equal(c.status, "ok");
      assert.equal(c.profile?.name?.value, "Cascade Box Lacrosse League");
      assert.equal(c.profile?.name?.evidence.selector, 'meta[property="og:site_name"]');
      assert.deepEqual(
        { value: c.profile?.sport?.value, code: c.profile?.sport?.code },
        { value: "box lacrosse", code: "nll" },
      );
      assert.equal(c.profile?.location?.value, "Portland, Oregon");
      assert.equal(c.profile?.location?.evidence.selector, "text");
      assert.deepEqual(c.profile?.contacts.emails.map((e) => e.value), [
        "commissioner@cascadeboxlax.example",
        "registrar@cascadeboxlax.example",
      ]);
      // facebook.com/ alone is the network, not the league's page.
      assert.deepEqual(c.profile?.social.map((s) => s.value), [
        "https://instagram.com/cascadeboxlax",
      ]);

      assert.equal(m.status, "ok");
      assert.equal(m.profile?.name?.value, "Metro Disc Golf Association");
      assert.equal(m.profile?.name?.evidence.selector, "title");
      assert.equal(m.profile?.sport?.code, "dgpt");
      assert.equal(m.profile?.location, null, "no location is invented");
      assert.deepEqual(m.profile?.contacts.emails.map((e) => e.value).sort(), [
        "board@metrodiscgolf.example",
        "tournaments@metrodiscgolf.example",
      ]);
      assert.deepEqual(m.profile?.social.map((s) => s.value), [
        "https://youtube.com/c/MetroDiscGolf",
      ]);
      assert.deepEqual(report.counts.ok, 2);
    });

    await t.step("a site scraped before is a duplicate, and is not fetched again", async () => {
      const before = riverside.hits.get("/") ?? 0;
      const report = await scrape(ctx, [`${riverside.origin}/`]);
      assert.equal(report.results[0].status, "duplicate");
      assert.equal(report.results[0].duplicate_of, `scrape:${riversideId}`);
      assert.equal(report.results[0].onboarding_league, null);
      assert.equal(riverside.hits.get("/") ?? 0, before);
    });

    await t.step("the same league on another site: a duplicate by its name", async () => {
      const report = await scrape(ctx, [`${mirror.origin}/`]);
      const [r] = report.results;
      assert.equal(r.status, "duplicate");
      assert.equal(r.duplicate_of, `scrape:${riversideId}`);
      assert.equal(r.profile?.name?.value, "Riverside Roller Derby League");
    });

    await t.step("a league the catalog has (name or alias, normalized): a duplicate", async () => {
      const report = await scrape(ctx, [`${known.origin}/`]);
      const [r] = report.results;
      assert.equal(r.status, "duplicate", JSON.stringify(r));
      assert.equal(r.duplicate_of, `league:${seeded.id}`);
      assert.equal(report.counts.duplicate, 1);
    });

    await t.step("every outcome is recorded", async () => {
      const rows = await ctx.deps.db.select().from(scrapedLeagues);
      assert.equal(rows.length, 6);
      assert.deepEqual(
        rows.map((r) => r.status).sort(),
        ["duplicate", "duplicate", "duplicate", "ok", "ok", "ok"],
      );
    });
  } finally {
    for (const s of sites) await s.close();
    await ctx.close();
  }
});

Deno.test("scraping: two pages of one site in one request are one find", async () => {
  const ctx = await createTestContext({ OUTBOUND_ALLOW_PRIVATE: "true" });
  const site = startSite({
    "/": () => html(CASCADE_HOME),
    "/teams": () => html(CASCADE_HOME.replace("Season 12", "Teams")),
  });
  try {
    const report = await scrape(ctx, [`${site.origin}/`, `${site.origin}/teams`]);
    const [first, second] = report.results;
    assert.equal(first.status, "ok");
    assert.equal(second.status, "duplicate");
    assert.equal(second.duplicate_of, `scrape:${first.id}`);
  } finally {
    await site.close();
    await ctx.close();
  }
});

Deno.test("scraping: names compare without case, accents, punctuation or a leading 'the'", () => {
  assert.equal(nameKey("The Riverside Roller-Derby League®"), "riverside roller derby league");
  assert.equal(nameKey("Ligue Québécoise & Co."), "ligue quebecoise and co");
  assert.equal(nameKey("  "), null);
  assert.equal(nameKey(null), null);
});

Deno.test("scraping: robots.txt rules (RFC 9309)", () => {
  const robots = `# league site
User-agent: Googlebot
Disallow: /

User-agent: altsportsbot
User-agent: OtherBot
Disallow: /members
Allow: /members/public
Disallow: /*.pdf$
Disallow: /search?

User-agent: *
Disallow: /private/
`;
  const ours = parseRobots(robots, "AltSportsBot");
  assert.equal(ours.allows("/"), true);
  assert.equal(ours.allows("/members"), false);
  assert.equal(ours.allows("/members/list"), false);
  assert.equal(ours.allows("/members/public"), true, "the longer allow wins");
  assert.equal(ours.allows("/rules.pdf"), false);
  assert.equal(ours.allows("/rules.pdf?x=1"), true, "$ anchors the end");
  assert.equal(ours.allows("/search?q=derby"), false);
  // Our own group applies, not `*`'s.
  assert.equal(ours.allows("/private/x"), true);
  const other = parseRobots(robots, "SomeCrawler");
  assert.equal(other.allows("/private/x"), false);
  assert.equal(other.allows("/members"), true);
  assert.equal(parseRobots("User-agent: *\nDisallow:\n", "AltSportsBot").allows("/x"), true);
  assert.equal(parseRobots("", "AltSportsBot").allows("/x"), true);
});
