/**
 * The analytics dashboards in a real browser, offline (tests/browser.ts): the page takes the
 * admin's token from the URL's fragment, fetches the dashboards' JSON and draws each panel with
 * uPlot, served by the service. Every panel with data must have coloured pixels on its canvas.
 */
import assert from "node:assert/strict";
import { chromiumAvailable, dumpDom } from "./browser.ts";
import { serveMain } from "./helpers.ts";

Deno.test({
  name: "the analytics dashboards draw their charts in headless Chromium",
  ignore: !chromiumAvailable,
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "altsports-dashboards-" });
    const service = await serveMain({ DATA_DIR: dir, DEMO_DATA: "false", LOG_LEVEL: "warn" });
    try {
      const login = await fetch(`${service.base}/api/v1/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "admin@altsports.dev", password: "altsports-admin-demo" }),
      }).then((r) => r.json());
      // Traffic to chart: successes, a 404 and a 401.
      for (const path of ["/health", "/api/health", "/nope", "/api/stats", "/api/stats"]) {
        await fetch(`${service.base}${path}`).then((r) => r.body?.cancel());
      }
      const dom = await dumpDom(
        dir,
        `${service.base}/api/analytics/dashboards#token=${login.access_token}`,
      );
      assert.match(dom, /<body[^>]*data-state="drawn"/, dom.slice(0, 2000));
      const figures = [
        ...dom.matchAll(/<figure id="panel-(\w+-\w+)" data-kind="(\w+)"([^>]*)>/g),
      ].map(([, id, kind, rest]) => ({
        id,
        kind,
        pixels: Number(/data-drawn-pixels="(\d+)"/.exec(rest)?.[1] ?? -1),
        empty: /data-empty="true"/.test(rest),
      }));
      const byId = Object.fromEntries(figures.map((f) => [f.id, f]));
      for (
        const id of ["traffic-requests", "traffic-latency", "traffic-status", "traffic-routes"]
      ) {
        assert.ok(byId[id], `${id} in ${JSON.stringify(figures)}`);
        assert.ok(byId[id].pixels > 500, `${id} drew ${byId[id].pixels} pixels`);
      }
      assert.equal(byId["traffic-status"].kind, "bar");
      // Without demo data the pipeline is empty: its panels say so rather than draw nothing.
      assert.ok(byId["business-runs"].empty);
      // The credential left the address bar once read.
      assert.doesNotMatch(dom, new RegExp(login.access_token));
    } finally {
      await service.stop();
      await Deno.remove(dir, { recursive: true });
    }
  },
});
