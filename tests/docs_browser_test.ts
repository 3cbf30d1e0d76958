/**
 * /docs in a real browser, offline: `deno serve main.ts` as the README starts it, and Debian's
 * headless Chromium with every host but the service unresolvable, so a page that needed a CDN
 * would render nothing. Without chromium the test is registered as ignored, unless
 * REQUIRE_CHROMIUM=1 (CI), where a missing chromium is a failure.
 */
import assert from "node:assert/strict";
import { CHROMIUM, chromiumAvailable as available, dumpDom } from "./browser.ts";
import { serveMain } from "./helpers.ts";

const required = Deno.env.get("REQUIRE_CHROMIUM") === "1";

if (!available && required) {
  Deno.test("chromium is installed (REQUIRE_CHROMIUM=1)", () => {
    throw new Error(
      `REQUIRE_CHROMIUM=1 but there is no chromium at ${CHROMIUM}: install it ` +
        "(apt-get install chromium) or name it in CHROMIUM",
    );
  });
}

Deno.test({
  name: "/docs renders every operation in headless Chromium without the internet",
  ignore: !available,
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "altsports-docs-" });
    const service = await serveMain({ DATA_DIR: dir, DEMO_DATA: "false", LOG_LEVEL: "warn" });
    try {
      const doc = await fetch(`${service.base}/openapi.json`).then((r) => r.json());
      // Swagger UI renders a list of 150 tags and operations or more only where the window
      // shows it (virtualized): a window tall enough shows them all.
      const dom = await dumpDom(dir, `${service.base}/docs`, {
        budgetMs: 15_000,
        windowSize: "1280,40000",
      });
      // Swagger UI gives each operation a block with the id operations-<tag>-<operationId>.
      const rendered = new Set(
        [...dom.matchAll(/id="operations-[^"]*?-(\w+)"/g)].map((m) => m[1]),
      );
      const operationIds = Object.values<Record<string, { operationId: string }>>(doc.paths)
        .flatMap((methods) => Object.values(methods).map((op) => op.operationId));
      assert.ok(operationIds.length > 60);
      assert.deepEqual(operationIds.filter((id) => !rendered.has(id)), []);
      assert.match(dom, /class="opblock-summary-path"[^>]*>.*?\/api\/v1\/public\/events/s);
      assert.match(dom, new RegExp(doc.info.title));
    } finally {
      await service.stop();
      await Deno.remove(dir, { recursive: true });
    }
  },
});
