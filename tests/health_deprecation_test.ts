import assert from "node:assert/strict";
import { LEGACY_SUNSET_DATE } from "../routes/middleware/versioning.ts";
import { LEGACY } from "../routes/openapi_contract.ts";
import { createTestContext, TEST_KEY } from "./helpers.ts";

const HEALTH = ["/api/pipeline/health", "/api/contracts/health", "/api/questionnaire/health"];

type Doc = { paths: Record<string, Record<string, { operationId: string }>> };

/** A concrete path for an operation: every `{param}` filled with a harmless value. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "x");

Deno.test("every unversioned /api operation of spec 001 says it is deprecated, and when it ends", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  try {
    const doc = await ctx.json<Doc>("/openapi.json");
    const legacy = Object.entries(doc.paths)
      .filter(([path]) => LEGACY.test(path))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ path, method })));
    assert.ok(legacy.length >= 30, `${legacy.length} legacy operations`);
    const successors = new Set<string>();
    for (const { path, method } of legacy) {
      // Without credentials: the refusal carries the headers too, so clients see them early.
      const res = await ctx.send(method.toUpperCase(), concrete(path), { headers: {} });
      await res.body?.cancel();
      const where = `${method.toUpperCase()} ${path} (${res.status})`;
      assert.equal(res.headers.get("X-API-Deprecation-Date"), LEGACY_SUNSET_DATE, where);
      assert.match(res.headers.get("Deprecation") ?? "", /^@\d+$/, where);
      assert.equal(
        res.headers.get("Sunset"),
        new Date(`${LEGACY_SUNSET_DATE}T00:00:00Z`).toUTCString(),
        where,
      );
      const link = res.headers.get("Link");
      if (link) {
        const successor = /^<([^>]+)>; rel="successor-version"$/.exec(link)?.[1];
        assert.ok(successor?.startsWith("/api/v1/"), `${where}: ${link}`);
        assert.doesNotMatch(successor!, /[{}]/, `${where}: a concrete successor`);
        successors.add(successor!);
      }
    }
    assert.ok(
      successors.size >= 2,
      `the routes with a v1 successor link to it: ${[...successors]}`,
    );
    // No versioned operation is marked, nor spec 002's /api routes (they have no v1 twin).
    const res = await ctx.get("/api/v1/public/futures");
    assert.equal(res.status, 200);
    await res.body?.cancel();
    assert.equal(res.headers.get("Deprecation"), null);
    const current = Object.keys(doc.paths)
      .filter((path) => path.startsWith("/api/") && !/^\/api\/v1\//.test(path))
      .filter((path) => !LEGACY.test(path));
    assert.ok(current.includes("/api/prompts/search"), `${current}`);
    for (const path of current) {
      const res = await ctx.send("GET", concrete(path), { headers: {} });
      await res.body?.cancel();
      assert.equal(res.headers.get("Deprecation"), null, path);
    }
  } finally {
    await ctx.close();
  }
});

Deno.test("health routes answer load balancers without credentials, with status only", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  try {
    for (const path of ["/health", ...HEALTH]) {
      const anonymous = await ctx.send("GET", path, { headers: {} });
      assert.equal(anonymous.status, 200, path);
      const body = await anonymous.json();
      const data = body.data ?? body;
      assert.match(data.status, /^(healthy|degraded)$/, path);
      assert.equal(data.dependencies, undefined, `${path}: no dependency detail for anyone`);
    }
    for (const path of HEALTH) {
      const res = await ctx.get(path, { "X-API-Key": TEST_KEY });
      assert.equal(res.status, 200, path);
      const { data } = await res.json();
      assert.equal(typeof data.dependencies, "object", path);
      const bad = await ctx.get(path, { "X-API-Key": "not-a-key-at-all" });
      assert.equal(bad.status, 401, `${path}: a credential sent is still checked`);
      await bad.body?.cancel();
    }
  } finally {
    await ctx.close();
  }
});
