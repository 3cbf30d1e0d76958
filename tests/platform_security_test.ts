import assert from "node:assert/strict";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../routes/context.ts";
import { errorResponse } from "../routes/errors.ts";
import { authenticate } from "../routes/middleware/auth.ts";
import { createTestContext, PUBLIC, TEST_KEY, type TestContext } from "./helpers.ts";

type Security = Record<string, string[]>[];
interface Op {
  path: string;
  method: string;
  security?: Security;
}

/** Routes that take no credential, each for a reason; anything else must declare one. */
const OPEN = new Set([
  "get /health",
  "post /api/v1/auth/login",
  "post /api/auth/login",
  "post /api/v1/oauth/token",
  "get /.well-known/jwks.json",
  // Verified by its QStash signature instead (tests/jobs_test.ts).
  "post /jobs/{name}",
  // Verified by the provider's Stripe-Signature instead (tests/credits_error_test.ts).
  "post /api/payprovider/webhook",
  // Verified by the mail provider's own check instead (tests/mail_security_test.ts).
  "post /api/webhook/mail",
  // The embedded test-mode checkout: the session id is the credential, as a Stripe Checkout URL.
  "get /api/payprovider/checkout/{checkout_id}",
  "post /api/payprovider/checkout/{checkout_id}",
  // Discovery that DESIGN.md opens: what the service is, its tools, the explorer, health.
  "get /",
  "get /tools",
  "get /llms.txt",
  "get /api-explorer",
  "get /api/health",
]);

/** Not a header: `call` moves it into the query as `api_key`. */
const QUERY_KEY = "x-test-query-api-key";

async function credentials(ctx: TestContext) {
  const login = await (await ctx.send("POST", "/api/v1/auth/login", {
    json: { email: "admin@altsports.dev", password: "altsports-admin-demo" },
  })).json();
  const grant = await (await ctx.send("POST", "/api/v1/oauth/token", {
    json: {
      grant_type: "client_credentials",
      client_id: "altsports-demo-client",
      client_secret: "altsports-demo-client-secret",
    },
  })).json();
  return {
    BearerAuth: { Authorization: `Bearer ${login.access_token}` },
    ServiceApiKey: { "X-API-Key": TEST_KEY },
    ApiKeyAuth: { "X-API-KEY": TEST_KEY },
    OAuth2: { Authorization: `Bearer ${grant.access_token}` },
    IdToken: { Authorization: `Bearer ${login.id_token}` },
    // Sent as `api_key` in the query by `call` (the live streams' scheme).
    QueryApiKey: { [QUERY_KEY]: TEST_KEY },
  } as Record<string, Record<string, string>>;
}

function errorStatusOf(path: string, body: Record<string, unknown>) {
  if (path.startsWith(PUBLIC)) return body.statusCode;
  if (path.startsWith("/v1/") || path === "/mcp" || path.startsWith("/mcp/")) {
    return body.status_code;
  }
  return (body as { success: boolean }).success === false ? 401 : undefined;
}

Deno.test("every platform operation has its credential, and is refused without it", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  const doc = await ctx.json<{ paths: Record<string, Record<string, { security?: Security }>> }>(
    "/openapi.json",
  );
  const ops: Op[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, security: op.security }))
  );
  const creds = await credentials(ctx);
  const call = (op: Op, { [QUERY_KEY]: queryKey, ...headers }: Record<string, string>) => {
    const path = op.path.replace(/\{(\w+)\}/g, "x");
    const query = queryKey ? `?api_key=${encodeURIComponent(queryKey)}` : "";
    return ctx.send(op.method.toUpperCase(), path + query, { headers });
  };

  await t.step("only the deliberate few routes are open", () => {
    const open = ops.filter((o) => !o.security?.length).map((o) => `${o.method} ${o.path}`);
    assert.deepEqual(open.sort(), [...OPEN].sort());
  });

  await t.step("no credential, or one of a kind the route does not list: 401", async () => {
    for (const op of ops.filter((o) => o.security?.length)) {
      const listed = op.security!.map((s) => Object.keys(s)[0]);
      const missing = await call(op, {});
      // `{}` among the schemes: the credential is optional (health routes, tested on their own).
      if (op.security!.some((s) => !Object.keys(s).length)) {
        assert.equal(missing.status, 200, `${op.method} ${op.path} is open`);
        await missing.body?.cancel();
        continue;
      }
      assert.equal(missing.status, 401, `${op.method} ${op.path} without credentials`);
      assert.equal(errorStatusOf(op.path, await missing.json()), 401, op.path);
      for (const [scheme, headers] of Object.entries(creds)) {
        // A bearer of another kind must not pass for a listed bearer kind.
        if (listed.includes(scheme)) continue;
        if (scheme === "ApiKeyAuth" && listed.includes("ServiceApiKey")) continue;
        if (scheme === "ServiceApiKey" && listed.includes("ApiKeyAuth")) continue;
        const res = await call(op, headers);
        assert.equal(res.status, 401, `${op.method} ${op.path} with ${scheme}`);
        await res.body?.cancel();
      }
      for (const scheme of listed) {
        const res = await call(op, creds[scheme]);
        assert.notEqual(res.status, 401, `${op.method} ${op.path} with its own ${scheme}`);
        await res.body?.cancel();
      }
    }
  });

  await t.step("api_key in the query only where a route allows it", async () => {
    const me = await ctx.get(`/api/v1/auth/me?api_key=${TEST_KEY}`, {});
    assert.equal(me.status, 401, "not on ordinary routes");
    await me.body?.cancel();
    // A stream-style route (spec 002: SSE and WebSocket take `api_key` in the query).
    const app = new OpenAPIHono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("deps", ctx.deps);
      c.set("requestId", "test");
      await next();
    });
    app.onError((err, c) => errorResponse(c, err));
    app.get(
      "/v1/events/x/stream",
      authenticate({ accept: ["api_key"], queryKey: true }),
      (c) => c.json(c.get("principal")),
    );
    const ok = await app.request(`/v1/events/x/stream?api_key=${TEST_KEY}`);
    assert.equal(ok.status, 200);
    assert.equal((await ok.json()).id, "demo");
    const bad = await app.request("/v1/events/x/stream?api_key=wrong-key-123456");
    assert.equal(bad.status, 401);
    assert.equal((await bad.json()).status_code, 401);
  });

  await ctx.close();
});
