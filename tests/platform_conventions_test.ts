import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { Hono } from "hono";
import type { AppEnv } from "../routes/context.ts";
import { errorResponse } from "../routes/errors.ts";
import { AppError } from "../services/errors.ts";
import { ErrorEnvelope } from "../routes/envelope.ts";
import { ServerErrorResponse } from "../routes/openapi.ts";
import { assertShape, createTestContext, PUBLIC, TEST_KEY } from "./helpers.ts";

const ADMIN = { email: "admin@altsports.dev", password: "altsports-admin-demo" };
const DetailBody = z.object({ detail: z.string(), status_code: z.number(), timestamp: z.string() });

Deno.test("spec-001 conventions: envelopes, 422, request hygiene, versions, deprecation", async (t) => {
  const ctx = await createTestContext();
  const login = (init: { headers?: Record<string, string>; json?: unknown; body?: BodyInit }) =>
    ctx.send("POST", "/api/v1/auth/login", init);

  await t.step("typed validation failures get 422 with every issue in details", async () => {
    const res = await login({ json: { email: "not-an-email", password: "" } });
    assert.equal(res.status, 422);
    const body = assertShape(ErrorEnvelope, await res.json());
    assert.equal(body.error.code, "VALIDATION_ERROR");
    const issues = body.error.details.issues as { field: string; location: string }[];
    assert.deepEqual(issues.map((i) => i.field).sort(), ["email", "password"]);
    assert.ok(issues.every((i) => i.location === "json"));
  });

  await t.step(
    "malformed JSON is 400, a wrong content type 415, an oversize body 413",
    async () => {
      const malformed = await login({
        headers: { "Content-Type": "application/json" },
        body: '{"email": "a@b.c", "password": ',
      });
      assert.equal(malformed.status, 400);
      const m = assertShape(ErrorEnvelope, await malformed.json());
      assert.equal(m.error.code, "VALIDATION_ERROR");
      assert.match(m.error.message, /malformed JSON/);

      const text = await login({ headers: { "Content-Type": "text/plain" }, body: "hello" });
      assert.equal(text.status, 415);
      assert.equal(
        assertShape(ErrorEnvelope, await text.json()).error.code,
        "UNSUPPORTED_MEDIA_TYPE",
      );

      const big = JSON.stringify({ email: "a@b.c", password: "x".repeat(1024 * 1024) });
      const large = await login({ headers: { "Content-Type": "application/json" }, body: big });
      assert.equal(large.status, 413);
      assert.equal(assertShape(ErrorEnvelope, await large.json()).error.code, "PAYLOAD_TOO_LARGE");

      // Without Content-Length (a stream), the limit holds while reading.
      const stream = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(32));
          controller.close();
        },
      });
      const chunked = await login({
        headers: { "Content-Type": "application/json" },
        body: stream,
      });
      assert.equal(chunked.status, 413);
      await chunked.body?.cancel();

      // The public surface answers the same conditions in its own body.
      const sgp = await ctx.send("POST", `${PUBLIC}/odds/sgp`, {
        headers: { "X-API-KEY": TEST_KEY, "Content-Type": "application/json" },
        body: "x".repeat(70 * 1024),
      });
      assert.equal(sgp.status, 413);
      assertShape(ServerErrorResponse, await sgp.json());
    },
  );

  await t.step("no bad input makes a 500", async () => {
    const bodies: [string, string][] = [
      ["application/json", "null"],
      ["application/json", "[]"],
      ["application/json", '"string"'],
      ["application/json", "{}"],
      ["application/json", '{"email": 5, "password": {"a": 1}}'],
      ["application/json; charset=utf-8", '{"email": "a@b.c", "password": "\\u0000"}'],
      ["application/x-www-form-urlencoded", "email=a"],
      ["", "x"],
    ];
    for (const [type, body] of bodies) {
      const headers: Record<string, string> = type ? { "Content-Type": type } : {};
      const res = await login({ headers, body });
      assert.ok(res.status >= 400 && res.status < 500, `${type} ${body}: ${res.status}`);
      assertShape(ErrorEnvelope, await res.json());
    }
  });

  await t.step("every response carries X-API-Version; v1 is accepted, others are 400", async () => {
    const ok = await ctx.get("/api/v1/auth/me", { "X-API-Key": TEST_KEY, "X-API-Version": "v1" });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get("X-API-Version"), "v1.0.0");
    assert.equal((await ok.json()).metadata.version, "v1.0.0");
    for (const version of ["v1.0.0", "1", "V1"]) {
      const res = await ctx.get("/api/v1/auth/me", {
        "X-API-Key": TEST_KEY,
        "X-API-Version": version,
      });
      assert.equal(res.status, 200, version);
      await res.body?.cancel();
    }
    const bad = await ctx.get("/api/v1/auth/me", { "X-API-Key": TEST_KEY, "X-API-Version": "v2" });
    assert.equal(bad.status, 400);
    assert.equal(bad.headers.get("X-API-Version"), "v1.0.0");
    const body = assertShape(ErrorEnvelope, await bad.json());
    assert.equal(body.error.details.parameter, "X-API-Version");
    // The same refusal in each surface's body.
    const pub = await ctx.get(`${PUBLIC}/events?sportType=wsl`, {
      "X-API-KEY": TEST_KEY,
      "X-API-Version": "v3",
    });
    assert.equal(pub.status, 400);
    assertShape(ServerErrorResponse, await pub.json());
    const cat = await ctx.get("/v1/data/sports", { "X-API-Version": "2.1.0" });
    assert.equal(cat.status, 400);
    assertShape(DetailBody, await cat.json());
    for (const path of ["/health", `${PUBLIC}/events?sportType=wsl`]) {
      const res = await ctx.get(path);
      assert.equal(res.headers.get("X-API-Version"), "v1.0.0", path);
      await res.body?.cancel();
    }
  });

  await t.step(
    "legacy routes carry deprecation headers and a link to their successor",
    async () => {
      const legacy = await ctx.send("POST", "/api/auth/login", { json: ADMIN });
      assert.equal(legacy.status, 200);
      assert.equal(legacy.headers.get("X-API-Deprecation-Date"), "2027-06-30");
      assert.match(legacy.headers.get("Deprecation")!, /^@\d+$/);
      assert.equal(legacy.headers.get("Link"), '</api/v1/auth/login>; rel="successor-version"');
      assert.ok(legacy.headers.get("Sunset"));
      assert.equal((await legacy.json()).token_type, "bearer");
      // Also on a refusal.
      const refused = await ctx.send("POST", "/api/auth/login", {
        json: { ...ADMIN, password: "nope-nope" },
      });
      assert.equal(refused.status, 401);
      assert.equal(refused.headers.get("X-API-Deprecation-Date"), "2027-06-30");
      // A legacy route without a v1 successor: deprecated, no Link.
      const status = await ctx.get("/api/morning-report/status", { "X-API-Key": TEST_KEY });
      assert.equal(status.status, 200);
      assert.equal(status.headers.get("X-API-Deprecation-Date"), "2027-06-30");
      assert.equal(status.headers.get("Link"), null);
      // Current routes are not deprecated.
      const current = await ctx.send("POST", "/api/v1/auth/login", { json: ADMIN });
      assert.equal(current.headers.get("X-API-Deprecation-Date"), null);
      assert.equal(current.headers.get("Deprecation"), null);
    },
  );

  await t.step("unknown routes: each surface's own 404 body", async () => {
    const envelope = await ctx.get("/api/v1/nothing-here");
    assert.equal(envelope.status, 404);
    assert.equal(assertShape(ErrorEnvelope, await envelope.json()).error.code, "NOT_FOUND");
    // Counted per IP like any anonymous call.
    assert.ok(envelope.headers.get("X-RateLimit-Limit"));
    const detail = await ctx.get("/v1/nothing-here");
    assert.equal(detail.status, 404);
    assertShape(DetailBody, await detail.json());
  });

  await t.step("pipeline codes E001 to E006 travel in error.code", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("deps", ctx.deps);
      c.set("requestId", "req-1");
      await next();
    });
    app.onError((err, c) => errorResponse(c, err));
    app.post("/api/v1/pipeline/process", () => {
      throw new AppError("unprocessable", "the file is not a readable PDF", { parameter: "file" }, {
        code: "E005",
        suggestion: "Upload the questionnaire again as a valid PDF.",
      });
    });
    const res = await app.request("/api/v1/pipeline/process", { method: "POST" });
    assert.equal(res.status, 422);
    const body = assertShape(ErrorEnvelope, await res.json());
    assert.equal(body.error.code, "E005");
    assert.equal(body.error.suggestion, "Upload the questionnaire again as a valid PDF.");
    assert.equal(body.metadata.request_id, "req-1");
  });

  await ctx.close();
});
