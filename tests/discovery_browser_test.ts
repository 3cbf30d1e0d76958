/**
 * The discovery pages in a real browser, offline, as tests/docs_browser_test.ts does for /docs:
 * `deno serve main.ts` and Debian's headless Chromium with every host but the service
 * unresolvable. `/` (HTML) renders the service and its groups; `/api-explorer` lists every
 * operation of /openapi.json and sends one (`?operation=...&send=1`), showing the answer.
 * Without chromium the tests are ignored (tests/docs_browser_test.ts fails on REQUIRE_CHROMIUM=1).
 */
import assert from "node:assert/strict";
import { chromiumAvailable, dumpDom } from "./browser.ts";
import { serveMain } from "./helpers.ts";

Deno.test({
  name: "discovery pages render in headless Chromium: / and the api explorer sends a request",
  ignore: !chromiumAvailable,
  fn: async (t) => {
    const dir = await Deno.makeTempDir({ prefix: "altsports-discovery-" });
    const service = await serveMain({ DATA_DIR: dir, DEMO_DATA: "false", LOG_LEVEL: "warn" });
    try {
      await t.step("GET / as a browser asks for it: the service and every group", async () => {
        const dom = await dumpDom(dir, `${service.base}/`);
        assert.match(
          dom,
          /<h1 id="service-name">Alternative sports data and partnership API<\/h1>/,
        );
        assert.match(dom, /<strong id="service-status">running<\/strong>/);
        const groups = [...dom.matchAll(/<tr data-group="(\w+)">/g)].map((m) => m[1]);
        assert.ok(groups.includes("api_explorer") && groups.includes("discovery"), groups.join());
        assert.ok(groups.length >= 10);
      });
      await t.step("GET /tools as a page", async () => {
        const dom = await dumpDom(dir, `${service.base}/tools`);
        assert.match(
          dom,
          /<tr id="tool-get_event_odds"><td><code>get_event_odds<\/code><\/td><td>odds<\/td>/,
        );
        assert.match(dom, /<li id="agent-odds-analyst">/);
      });
      await t.step("the api explorer lists every operation and sends one", async () => {
        const doc = await fetch(`${service.base}/openapi.json`).then((r) => r.json());
        const ids = Object.values<Record<string, { operationId: string }>>(doc.paths)
          .flatMap((methods) => Object.values(methods).map((op) => op.operationId));
        const dom = await dumpDom(
          dir,
          `${service.base}/api-explorer?operation=getApiHealth&send=1`,
        );
        const listed = new Set([...dom.matchAll(/<li id="op-(\w+)"/g)].map((m) => m[1]));
        assert.deepEqual(ids.filter((id) => !listed.has(id)), []);
        assert.match(dom, new RegExp(`<span id="count">${ids.length}</span>`));
        assert.match(dom, /<p id="status" data-status="200">GET \/api\/health → 200<\/p>/);
        assert.match(dom, /<pre id="response">\{\n {2}"status": "healthy"/);
      });
      await t.step("the explorer fills a path parameter and shows a refusal", async () => {
        const dom = await dumpDom(
          dir,
          `${service.base}/api-explorer?operation=getDiscoveryTool&param.tool_name=price_sgp&send=1`,
        );
        assert.match(dom, /GET \/discovery\/tools\/price_sgp → 401/);
        assert.match(dom, /AUTHENTICATION_ERROR/);
      });
    } finally {
      await service.stop();
      await Deno.remove(dir, { recursive: true });
    }
  },
});
