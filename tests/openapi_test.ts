import assert from "node:assert/strict";
import { createTestContext, PUBLIC } from "./helpers.ts";

interface Operation {
  operationId: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}

Deno.test("OpenAPI document and docs", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  // deno-lint-ignore no-explicit-any
  const doc = await ctx.json<any>("/openapi.json");
  const ops = Object.entries(doc.paths as Record<string, Record<string, Operation>>)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op }))
    );

  await t.step("is OpenAPI 3.1 with the API-key scheme", () => {
    assert.equal(doc.openapi, "3.1.0");
    assert.deepEqual(doc.components.securitySchemes.ApiKeyAuth, {
      type: "apiKey",
      in: "header",
      name: "X-API-KEY",
    });
  });

  await t.step("lists all ten routes of spec 000 with their exact paths", () => {
    const paths = Object.keys(doc.paths);
    for (
      const p of [
        "/events",
        "/events/{eventId}",
        "/events/{eventId}/participants",
        "/events/{eventId}/heats/{heatId}",
        "/events/jaialai/{id}",
        "/events/{eventId}/{oddType}",
        "/events/{eventId}/sgp",
        "/events/jaialai/{id}/odds",
        "/futures",
        "/futures/{sportType}/tour/{tourId}/odds/{futureType}",
      ]
    ) assert.ok(paths.includes(`${PUBLIC}${p}`), p);
    assert.ok(doc.paths[`${PUBLIC}/events/{eventId}/sgp`].post.responses["201"]);
  });

  await t.step("every public operation names its key, id, tag and error responses", () => {
    const publicOps = ops.filter((o) => o.path.startsWith(PUBLIC));
    const ids = new Set<string>();
    for (const { path, op } of publicOps) {
      assert.deepEqual(op.security, [{ ApiKeyAuth: [] }], path);
      assert.ok(op.operationId && !ids.has(op.operationId), path);
      ids.add(op.operationId);
      assert.ok(op.tags.length, path);
      assert.ok(op.responses["200"] ?? op.responses["201"], `${path} success`);
      for (const status of ["401", "500"]) assert.ok(op.responses[status], `${path} ${status}`);
      if (path.includes("{")) assert.ok(op.responses["404"], `${path} 404`);
      for (const status of ["400", "401", "404", "500"]) {
        const ref = op.responses[status]?.content?.["application/json"].schema.$ref;
        if (op.responses[status]) assert.equal(ref, "#/components/schemas/ServerErrorResponse");
      }
    }
  });

  await t.step("platform and catalog operations: schemes and error bodies per surface", () => {
    const schemes = doc.components.securitySchemes;
    assert.deepEqual(schemes.BearerAuth.scheme, "bearer");
    assert.deepEqual(schemes.ServiceApiKey, {
      type: "apiKey",
      in: "header",
      name: "X-API-Key",
      description: schemes.ServiceApiKey.description,
    });
    assert.equal(schemes.OAuth2.flows.clientCredentials.tokenUrl, "/api/v1/oauth/token");
    assert.equal(schemes.IdToken.scheme, "bearer");
    for (
      const p of [
        "/api/v1/auth/login",
        "/api/v1/auth/me",
        "/api/v1/oauth/token",
        "/api/v1/oauth/clients",
        "/api/morning-report",
        "/api/morning-report/status",
        "/api/email-monitor",
        "/api/email-monitor/status",
        "/jobs/{name}",
        "/v1/data/sports",
        "/v1/athletes/{athlete_id}",
      ]
    ) assert.ok(doc.paths[p], p);
    // The health routes' 503 is Health itself, or the envelope while the app cannot start.
    const platform = ops.filter((o) =>
      !o.path.startsWith(PUBLIC) && !["/health", "/api/health"].includes(o.path)
    );
    for (const { path, op } of platform) {
      const body = path.startsWith("/v1/") || path === "/mcp" || path.startsWith("/mcp/")
        ? "DetailError"
        : path === "/api/v1/oauth/token"
        ? "OAuthError"
        : "ErrorEnvelope";
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || !response.content) continue;
        // The MCP transport's own refusals are JSON-RPC errors, as MCP clients expect.
        if (path === "/mcp" && ["400", "406"].includes(status)) continue;
        const ref = response.content["application/json"].schema.$ref;
        assert.equal(ref, `#/components/schemas/${body}`, `${path} ${status}`);
      }
    }
  });

  await t.step("publishes the event shapes as named components", () => {
    const schemas = doc.components.schemas;
    for (
      const name of [
        "EventListingResponse",
        "EventResponse",
        "EventParticipantsResponse",
        "RoundScoreResponse",
        "JaiAlaiEventResponse",
        "Athlete",
        "Team",
        "Heat",
        "Round",
        "ServerErrorResponse",
        "SportType",
        "EventStatus",
        "EventOddsResponse",
        "OddType",
        "OutcomeEntry",
        "HeadToHeadEntry",
        "EventExactaEntry",
        "SgpRequestDto",
        "SgpResponse",
        "JaiAlaiOddsResponse",
        "FuturesMarket",
        "FuturesOddsResponse",
      ]
    ) assert.ok(schemas[name], name);
    assert.equal(schemas.OddType.enum.length, 16);
    assert.equal(schemas.SportType.enum.length, 31);
    assert.deepEqual(schemas.EventStatus.enum, [
      "LIVE",
      "UPCOMING",
      "NEXT",
      "IN_WINDOW",
      "COMPLETED",
      "CANCELLED",
      "POSTPONED",
    ]);
    for (const field of ["statusCode", "message", "timestamp", "metadata", "stack"]) {
      assert.ok(schemas.ServerErrorResponse.properties[field], field);
    }
  });

  await t.step("documents the listing's query parameters", () => {
    const list = ops.find((o) => o.path === `${PUBLIC}/events`)!.op;
    const query = list.parameters!.filter((p) => p.in === "query");
    const params = Object.fromEntries(query.map((p) => [p.name, p]));
    assert.deepEqual(Object.keys(params).sort(), [
      "endDate",
      "eventStatus",
      "sortOrder",
      "sportType",
      "startDate",
    ]);
    assert.equal(params.startDate.schema.format, "date");
    assert.equal(params.endDate.schema.format, "date");
    assert.deepEqual(params.sortOrder.schema.enum, ["ASC", "DESC"]);
    assert.equal(params.eventStatus.schema.type, "array");
    assert.ok(query.every((p) => !p.required));
  });

  await t.step("serves interactive docs pointing at the document", async () => {
    const res = await ctx.get("/docs", {});
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /text\/html/);
    const page = await res.text();
    assert.match(page, /\/openapi\.json/);
    // Everything the page loads comes from this service: no CDN, nothing off the machine.
    assert.doesNotMatch(page, /(src|href)="(https?:)?\/\//);
    const assets: [string, RegExp][] = [
      ["swagger-ui.css", /text\/css/],
      ["swagger-ui-bundle.js", /javascript/],
    ];
    for (const [asset, type] of assets) {
      const res = await ctx.get(`/docs/assets/${asset}`, {});
      assert.equal(res.status, 200, asset);
      assert.match(res.headers.get("content-type")!, type);
      assert.ok((await res.text()).length > 100_000, asset);
    }
  });

  await ctx.close();
});
