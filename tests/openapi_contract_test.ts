/**
 * The published contract against the running service: every operation of /openapi.json is
 * driven with real requests (success, and the usual failures: no credential, a version we do not
 * serve, a bad parameter, an unknown id, another media type, an oversize body, a rate limit),
 * and every response is checked against the document with a standard JSON Schema validator
 * (ajv, draft 2020-12, which OpenAPI 3.1 uses), not against our own zod schemas: its status is
 * declared, its headers are declared (and the required ones sent), its media type is declared
 * and its body fits the declared schema.
 */
import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import formats from "ajv-formats";
import { eq } from "drizzle-orm";
import { athletes as athletesTable, events as eventsTable } from "../db/schema/mod.ts";
import { signDelivery } from "../jobs/signing.ts";
import { signStripePayload, testMode } from "../services/payments/mod.ts";
import { PACIFIC_DATA, QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { createTestContext, issueKey, PUBLIC, TEST_KEY, type TestContext } from "./helpers.ts";
import { basic, MAIL_SECRETS, mailgunForm, postmarkBody } from "./mail_fixtures.ts";
import { html, RIVERSIDE_HOME, startSite } from "./scraping_sites.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const ADMIN = { email: "admin@altsports.dev", password: "altsports-admin-demo" };
const LEAGUE = { email: "league@altsports.dev", password: "altsports-league-demo" };
const BASE = "https://api.altsports.test";
const SIGNING = "sig_current_0123456789abcdef";
const ENV = {
  JOB_WORKER: "false",
  JOB_POLL_MS: "20",
  PUBLIC_BASE_URL: BASE,
  QSTASH_CURRENT_SIGNING_KEY: SIGNING,
  QSTASH_NEXT_SIGNING_KEY: "sig_next_0123456789abcdefghij",
  JWT_SECRET: "contract-test-secret-0123456789abcdef",
  OUTBOUND_ALLOW_PRIVATE: "true",
  ...MAIL_SECRETS,
};

/** Headers of HTTP itself, which the document does not repeat per response. */
const TRANSPORT = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "vary",
  "date",
  "transfer-encoding",
  "cache-control",
  "connection",
]);

const DATA = PACIFIC_DATA;

interface Operation {
  key: string;
  path: string;
  method: string;
  op: Json;
}

/** Compiles the document's schemas once; checks one response against its operation. */
function contractChecker(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  formats.default(ajv);
  ajv.addFormat("binary", true);
  // OpenAPI's component references, as references into one registered schema.
  const rewrite = (value: Json): Json =>
    JSON.parse(
      JSON.stringify(value).replaceAll('"#/components/schemas/', '"components#/$defs/'),
    );
  ajv.addSchema({ $id: "components", $defs: rewrite(doc.components.schemas) });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const validate = (id: string, schema: Json, value: unknown) => {
    let fn = compiled.get(id);
    if (!fn) compiled.set(id, fn = ajv.compile(rewrite(schema)));
    assert.ok(fn(value), `${id}: ${ajv.errorsText(fn.errors)}\n${JSON.stringify(value)}`);
  };
  const headerOf = (ref: Json) =>
    ref.$ref ? doc.components.headers[ref.$ref.split("/").pop()] : ref;

  return async (o: Operation, res: Response) => {
    const status = String(res.status);
    const where = `${o.key} → ${status}`;
    const declared = o.op.responses[status];
    assert.ok(declared, `${where}: status not declared (${await res.clone().text()})`);
    const headers = Object.fromEntries(
      Object.entries<Json>(declared.headers ?? {}).map(([n, h]) => [n.toLowerCase(), headerOf(h)]),
    );
    for (const [name, value] of res.headers) {
      if (TRANSPORT.has(name)) continue;
      assert.ok(headers[name], `${where}: header ${name} not declared`);
      const schema = headers[name].schema;
      validate(`${where} ${name}`, schema, schema.type === "integer" ? Number(value) : value);
    }
    for (const [name, h] of Object.entries<Json>(headers)) {
      if (h.required) assert.ok(res.headers.has(name), `${where}: required header ${name} missing`);
    }
    if (o.op.deprecated && res.ok) assert.ok(res.headers.has("Deprecation"), where);
    const body = new Uint8Array(await res.arrayBuffer());
    if (!body.length) return;
    const type = res.headers.get("Content-Type")?.split(";")[0].trim() ?? "";
    const media = declared.content?.[type];
    assert.ok(media, `${where}: media type ${type} not declared`);
    if (type === "application/json") {
      validate(`${where} ${type}`, media.schema, JSON.parse(new TextDecoder().decode(body)));
    } else if (media.schema.format !== "binary") {
      validate(`${where} ${type}`, media.schema, new TextDecoder().decode(body));
    }
  };
}

Deno.test("every operation answers as the OpenAPI document declares", async (t) => {
  const ctx = await createTestContext(ENV);
  const doc = await (await ctx.get("/openapi.json", {})).json();
  const ops: Operation[] = Object.entries<Json>(doc.paths).flatMap(([path, methods]) =>
    Object.entries<Json>(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method: method.toUpperCase(),
      op,
    }))
  );
  const byId = new Map(ops.map((o) => [o.op.operationId as string, o]));
  const check = contractChecker(doc);
  const covered = new Map<string, Set<number>>();
  let validated = 0;

  /** Sends a request for an operation, checks it, and hands the response's body back. */
  async function call(
    operationId: string,
    path: string,
    init: { headers?: Record<string, string>; json?: unknown; body?: BodyInit } = {},
    expect?: number,
    on: TestContext = ctx,
  ): Promise<Json> {
    const o = byId.get(operationId);
    assert.ok(o, `no operation ${operationId}`);
    const res = await on.send(o.method, path, init);
    const copy = res.clone();
    if (expect !== undefined) {
      assert.equal(res.status, expect, `${operationId} ${path}: ${await res.clone().text()}`);
    }
    await check(o, res);
    validated++;
    const seen = covered.get(o.key) ?? new Set();
    covered.set(o.key, seen.add(res.status));
    const type = copy.headers.get("Content-Type") ?? "";
    return type.startsWith("application/json") ? await copy.json() : await copy.arrayBuffer();
  }

  // Credentials, one per security scheme.
  const login = await call("login", "/api/v1/auth/login", { json: ADMIN }, 200);
  const token = await call("issueOAuthToken", "/api/v1/oauth/token", {
    headers: {
      Authorization: `Basic ${btoa("altsports-demo-client:altsports-demo-client-secret")}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  }, 200);
  const credentials: Record<string, Record<string, string>> = {
    ApiKeyAuth: { "X-API-KEY": TEST_KEY },
    ServiceApiKey: { "X-API-Key": TEST_KEY },
    BearerAuth: { Authorization: `Bearer ${login.access_token}` },
    OAuth2: { Authorization: `Bearer ${token.access_token}` },
    IdToken: { Authorization: `Bearer ${login.id_token}` },
  };
  /** The operation's first credential (none for an open one). */
  const auth = (operationId: string) => {
    const scheme = Object.keys(byId.get(operationId)!.op.security[0] ?? {})[0];
    return scheme ? credentials[scheme] : {};
  };
  const as = (operationId: string, path: string, init: Json = {}, expect?: number) =>
    call(
      operationId,
      path,
      { ...init, headers: { ...auth(operationId), ...init.headers } },
      expect,
    );
  const form = (field: string, name: string, body: BlobPart) => {
    const data = new FormData();
    data.append(field, new File([body], name));
    return data;
  };

  // Path parameters of real objects, filled in as the steps below create them.
  const ids: Record<string, string> = {};
  const concrete = (o: Operation) =>
    o.path.replace(/\{(\w+)\}/g, (_, name) => ids[`${o.op.operationId}.${name}`] ?? ids[name]);

  await t.step("public sports data", async () => {
    const P = PUBLIC;
    const events = await as(
      "listEvents",
      `${P}/events?sportType=wsl&eventStatus=LIVE,NEXT`,
      {},
      200,
    );
    await as("listEvents", `${P}/events?eventStatus=LIVE&eventStatus=COMPLETED,NEXT`, {}, 200);
    await as("listEvents", `${P}/events?startDate=yesterday`, {}, 400);
    await as("listEvents", `${P}/events?eventStatus=SOON`, {}, 400);
    const all = await as("listEvents", `${P}/events?sportType=wsl`, {}, 200);
    const event = all.find((e: Json) => e.participantsAvailable) ?? events[0];
    ids.eventId = event.id;
    const detail = await as("getEvent", `${P}/events/${event.id}`, {}, 200);
    await as("getEvent", `${P}/events/wsl:00000000-0000-4000-8000-000000000000`, {}, 404);
    ids.heatId = detail.rounds[0].heats[0].heatId;
    await as("listEventParticipants", `${P}/events/${event.id}/participants`, {}, 200);
    await as("getHeatScores", `${P}/events/${event.id}/heats/${ids.heatId}`, {}, 200);
    await as("getHeatScores", `${P}/events/${event.id}/heats/nope`, {}, 404);
    await as("getEventOdds", `${P}/events/${event.id}/eventWinner`, {}, 200);
    await as("getEventOdds", `${P}/events/${event.id}/notAMarket`);
    ids.oddType = "eventWinner";
    const next = events.find((e: Json) => e.eventStatus === "NEXT");
    const odds = await as("getEventOdds", `${P}/events/${next.id}/eventWinner`, {}, 200);
    const open = JSON.stringify(odds).match(/"outcomeId":"([^"]+)"[^}]*"status":"OPEN"/)![1];
    await as("priceSameGameParlay", `${P}/events/${next.id}/sgp`, {
      json: { selections: [open] },
    }, 201);
    await as(
      "priceSameGameParlay",
      `${P}/events/${event.id}/sgp`,
      { json: { selections: [] } },
      400,
    );
    const jaialai = await as("listEvents", `${P}/events?sportType=jaialai`, {}, 200);
    ids.id = jaialai[0].publicId.split(":")[1];
    await as("getJaiAlaiEvent", `${P}/events/jaialai/${ids.id}`, {}, 200);
    await as("getJaiAlaiOdds", `${P}/events/jaialai/${ids.id}/odds`, {}, 200);
    await as(
      "getJaiAlaiEvent",
      `${P}/events/jaialai/00000000-0000-4000-8000-000000000000`,
      {},
      404,
    );
    const futures = await as("listFutures", `${P}/futures`, {}, 200);
    const f = futures[0];
    Object.assign(ids, { sportType: f.sportType, tourId: f.tourId, futureType: f.futureType });
    await as(
      "getFutureOdds",
      `${P}/futures/${f.sportType}/tour/${f.tourId}/odds/${f.futureType}`,
      {},
      200,
    );
    await as(
      "getFutureOdds",
      `${P}/futures/${f.sportType}/tour/nope/odds/${f.futureType}`,
      {},
      404,
    );
  });

  await t.step("accounts, credentials, health, schedules, job callbacks, catalog", async () => {
    await call("getHealth", "/health", {}, 200);
    await call("getJwks", "/.well-known/jwks.json", {}, 200);
    await call(
      "login",
      "/api/v1/auth/login",
      { json: { ...ADMIN, password: "wrong-password" } },
      401,
    );
    await call("login", "/api/v1/auth/login", { json: { email: 3 } }, 422);
    await call("loginLegacy", "/api/auth/login", { json: ADMIN }, 200);
    await as("getCurrentPrincipal", "/api/v1/auth/me", {}, 200);
    await as("getCurrentPrincipal", "/api/v1/auth/me", { headers: credentials.OAuth2 }, 200);
    await call("issueOAuthToken", "/api/v1/oauth/token", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials&client_id=nobody&client_secret=nothing-at-all",
    });
    await as("registerOAuthClient", "/api/v1/oauth/clients", { json: { name: "Contract" } }, 201);
    await as("registerOAuthClient", "/api/v1/oauth/clients", { json: { name: "" } }, 422);
    const leagueLogin = await call("login", "/api/v1/auth/login", { json: LEAGUE }, 200);
    const league = { Authorization: `Bearer ${leagueLogin.access_token}` };
    for (const job of ["MorningReport", "EmailMonitor"]) {
      const path = job === "MorningReport" ? "/api/morning-report" : "/api/email-monitor";
      await as(`run${job}`, path, {}, 202);
      await as(`get${job}Status`, `${path}/status`, {}, 200);
      await as(`run${job}`, path, { headers: league }, 403);
    }
    const report = "/api/admin/reports/morning-report";
    await as("runMorningReport", "/api/morning-report", { json: { config: { days: 0 } } }, 422);
    await as("getMorningReportSpreadsheet", report, {}, 404);
    const body = JSON.stringify({ trigger: "schedule" });
    const signature = await signDelivery(SIGNING, { url: `${BASE}/jobs/morning-report`, body });
    await call("deliverJob", "/jobs/morning-report", {
      headers: {
        "Content-Type": "application/json",
        "Upstash-Signature": signature,
        "Upstash-Message-Id": "msg_contract",
      },
      body,
    }, 200);
    await call("deliverJob", "/jobs/morning-report", { json: { trigger: "schedule" } }, 401);
    await as("getMorningReportSpreadsheet", report, {}, 200);
    await call("getMorningReportSpreadsheet", report, {}, 401);
    await call("getMorningReportSpreadsheet", report, { headers: league }, 403);
    await as("listCatalogSports", "/v1/data/sports", {}, 200);
    await as("listCatalogSports", "/v1/data/sports", { headers: credentials.IdToken }, 200);
    ids.athlete_id = "none";
    await as("getAthleteStatistics", "/v1/athletes/none", {}, 404);
    const id = { headers: credentials.IdToken };
    const leagues = await as("listLeagues", "/v1/leagues?tier=1&sort=-founded", {}, 200);
    await as("listLeagues", "/v1/leagues?limit=2", id, 200);
    await as("listLeagues", "/v1/leagues?limit=101", id, 422);
    const listed = await ctx.get("/v1/leagues?tier=1&sort=-founded", credentials.ServiceApiKey);
    await as("listLeagues", "/v1/leagues?tier=1&sort=-founded", {
      headers: { "If-None-Match": listed.headers.get("ETag")! },
    }, 304);
    ids.league_id = leagues.data[0].id;
    await as("getLeague", `/v1/leagues/${ids.league_id}`, {}, 200);
    await as("getLeague", `/v1/leagues/${ids.league_id}`, id, 200);
    await as("getLeague", "/v1/leagues/league_nope", {}, 404);
    const events = await as("listLeagueEvents", `/v1/leagues/${ids.league_id}/events?limit=5`);
    await as("listLeagueEvents", `/v1/leagues/${ids.league_id}/events?status=soon`, {}, 422);
    await as("discoverLeagues", "/v1/leagues/discovery?query=surf&region=global", id, 200);
    await as("getDiscoveryStats", "/v1/leagues/discovery/stats", id, 200);
    ids["evaluateCatalogLeague.id"] = "league_nll";
    await as("evaluateCatalogLeague", "/v1/leagues/discovery/league_nll/evaluate", id, 200);
    await as("evaluateCatalogLeague", "/v1/leagues/discovery/league_nope/evaluate", id, 404);
    ids.event_id = events.data[0].id;
    await as("getLiveScores", `/v1/events/${ids.event_id}/live`, {}, 200);
    // An event already over: its stream sends `ready` and ends, so the body can be checked.
    // (The stream of all events never ends; its other statuses are driven below.)
    const [over] = await ctx.deps.db.select({ id: eventsTable.id }).from(eventsTable)
      .where(eq(eventsTable.status, "COMPLETED")).limit(1);
    await as("streamEvent", `/v1/events/${over.id}/stream`, {}, 200);
    await call("streamEvent", `/v1/events/${over.id}/stream?api_key=${TEST_KEY}`, {}, 200);
    await as("streamEvent", `/v1/events/${over.id}/stream?cursor=x`, {}, 422);
    await as("streamEvent", "/v1/events/wsl:nope/stream", {}, 404);
    const teams = await as("listTeams", "/v1/teams?league_id=league_nll&limit=3", id, 200);
    ids["getTeam.id"] = teams.items[0].id;
    await as("getTeam", `/v1/teams/${teams.items[0].id}`, id, 200);
    const players = await as("listPlayers", `/v1/players?team_id=${teams.items[0].id}`, id, 200);
    ids["getPlayer.id"] = players.items[0].id;
    await as("getPlayer", `/v1/players/${players.items[0].id}`, id, 200);
    await as("getPlayer", "/v1/players/nope", id, 404);
    await as("getSeasonStatistics", "/v1/stats?league_id=league_nll", id, 200);
    await as("getSeasonStatistics", "/v1/stats?league_id=league_nll&season=1999", id, 404);
    await as("getDataSummary", "/v1/data/summary", id, 200);
    const intelligence = "/v1/league-intelligence";
    await as("findPartnershipOpportunities", `${intelligence}/partnership-opportunities`, {
      ...id,
      json: { league_id: "league_nll", criteria: { market_size: "medium", region: "Europe" } },
    }, 200);
    await as("findPartnershipOpportunities", `${intelligence}/partnership-opportunities`, {
      ...id,
      json: { league_id: "league_nope" },
    }, 404);
    await as("researchCatalogLeague", `${intelligence}/league-research`, {
      ...id,
      json: { league_id: "league_wsl", focus: "data quality" },
    }, 200);
    await as("planDailyOutreach", `${intelligence}/daily-outreach`, { ...id, json: {} }, 200);
    await as("planDailyOutreach", `${intelligence}/daily-outreach`, {
      ...id,
      json: { limit: 21 },
    }, 422);
    for (
      const [id, path] of [
        ["listSportsbookCoverageSports", "/v1/sportsbook-coverage/sports"],
        ["listSportsbooks", "/v1/sportsbook-coverage/sportsbooks"],
        ["getSportsbookCoverageGrid", "/v1/sportsbook-coverage/coverage-grid"],
        ["listMarkets", "/v1/markets?live=true&limit=2"],
        ["listLiveMarkets", "/v1/markets/live?limit=2"],
      ]
    ) {
      await as(id, path, {}, 200);
      await as(id, `${path.split("?")[0]}?limit=101`, {}, 422);
    }
  });

  await t.step("the partnership pipeline, batches, questionnaires and contracts", async () => {
    ctx.deps.queue.start();
    await as("getPipelineHealth", "/api/pipeline/health", {}, 200);
    const upload = await as("uploadQuestionnaire", "/api/pipeline/upload", {
      body: form("file", "pacific.txt", QUESTIONNAIRE),
    }, 202);
    ids.pipeline_id = upload.data.pipeline_id;
    const start = await as("startPipeline", "/api/pipeline/start", {
      body: form("file", "pacific.txt", QUESTIONNAIRE),
    }, 202);
    ids["deletePipeline.pipeline_id"] = start.data.pipeline_id;
    await as("uploadQuestionnaire", "/api/pipeline/upload", {
      body: form("file", "logo.png", "png"),
    }, 415);
    for (let i = 0; i < 300; i++) {
      const status = await as("getPipelineStatus", `/api/v1/pipeline/${ids.pipeline_id}/status`);
      if (status.data.status !== "running") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const run = ids.pipeline_id;
    await as("getPipelineStatusLegacy", `/api/pipeline/status/${run}`, {}, 200);
    await as("streamPipelineEvents", `/api/v1/pipeline/${run}/events`, {}, 200);
    await as("getPipelineResult", `/api/pipeline/result/${run}`, {}, 200);
    await as("getPipelineContracts", `/api/pipeline/contracts/${run}`, {}, 200);
    await as("downloadPipelineContracts", `/api/pipeline/download/${run}`, {}, 200);
    await as("getPipelineResult", `/api/pipeline/result/pl_${"0".repeat(32)}`, {}, 404);
    await as("getPipelineResult", "/api/pipeline/result/nope", {}, 422);
    await as(
      "getContractPipelineStatus",
      `/api/contracts/pipeline/status?pipeline_id=${run}`,
      {},
      200,
    );
    await as("postContractPipelineStatus", "/api/contracts/pipeline/status", {
      json: { pipeline_id: run },
    }, 200);

    await ctx.deps.documents.put("inbox/pacific.txt", new TextEncoder().encode(QUESTIONNAIRE));
    const inbox = "drive://inbox/pacific.txt";
    await as("processPipeline", "/api/v1/pipeline/process", { json: { pdf_path: inbox } }, 200);
    await as("processPipeline", "/api/v1/pipeline/process", {
      json: { pdf_path: "drive://inbox/none.pdf" },
    }, 404);
    await as("processPipelineBatch", "/api/v1/pipeline/batch", { json: { pdf_paths: [inbox] } });
    const batch = await as("processBatch", "/api/batch/process", {
      json: { paths: [inbox], background: true },
    }, 202);
    ids.batch_id = batch.data.batch_id;
    const files = new FormData();
    files.append("files", new File([QUESTIONNAIRE], "a.txt"));
    files.append("files", new File([QUESTIONNAIRE], "b.txt"));
    await as("uploadBatchFiles", "/api/batch/upload", { body: files }, 201);
    await as("getBatchStatus", `/api/batch/status/${ids.batch_id}`, {}, 200);
    await as("listBatches", "/api/batch/batches", {}, 200);

    await as("evaluateLeague", "/api/v1/leagues/evaluate", { json: { data: DATA } }, 200);
    await as("listFrameworks", "/api/questionnaire/frameworks", {}, 200);
    await as("getQuestionnaireHealth", "/api/questionnaire/health", {}, 200);
    const questionnaire = () => ({ body: form("file", "pacific.txt", QUESTIONNAIRE) });
    await as(
      "processQuestionnaire",
      "/api/questionnaire/process-questionnaire",
      questionnaire(),
      200,
    );
    await as("extractQuestionnaire", "/api/questionnaire/extract", questionnaire(), 200);
    for (
      const id of [
        "classifyTier",
        "assessReadiness",
        "generateTermsheet",
        "generateEnhancedTermsheet",
      ]
    ) {
      const path = byId.get(id)!.path;
      await as(id, path, { json: { data: DATA } }, 200);
    }
    await as("classifyTier", "/api/questionnaire/classify-tier", {
      json: { data: { league_name: "X", teams_count: "many" } },
    }, 422);
    const issued = await as("generateContract", "/api/questionnaire/generate-contract", {
      json: { data: DATA },
    }, 200);
    ids.contract_id = issued.data.contracts[0].contract_id;
    for (const format of ["pdf", "docx", "json"]) {
      await as(
        "downloadContract",
        `/api/questionnaire/download/${ids.contract_id}/${format}`,
        {},
        200,
      );
    }
    ids.format = "pdf";
    await as("downloadContract", `/api/questionnaire/download/ct_${"0".repeat(32)}/pdf`, {}, 404);
    const framework = byId.get("processWithFramework")!.op.parameters
      .find((p: Json) => p.name === "framework").schema.enum[0];
    ids.framework = framework;
    await as(
      "processWithFramework",
      `/api/questionnaire/process/${framework}`,
      questionnaire(),
      200,
    );

    await as("getContractsHealth", "/api/contracts/health", {}, 200);
    await as("getContractTemplates", "/api/contracts/templates", {}, 200);
    await as("generateContracts", "/api/contracts/generate", questionnaire(), 200);
    await as("createLeagueFingerprint", "/api/contracts/fingerprints/create", questionnaire(), 200);
    const league = { ...DATA, markets: ["USA"], annual_revenue_usd: 45_000_000 };
    const terms = await as("generateContractTerms", "/api/contracts/generate-terms", {
      json: league,
    }, 200);
    await as("generateContractTerms", "/api/contracts/generate-terms", { json: {} }, 422);
    const t1 = terms.data.terms;
    await as("formatContract", "/api/contracts/format", { json: { format: "md", terms: t1 } }, 200);
    await as(
      "formatContract",
      "/api/contracts/format",
      { json: { format: "json", terms: t1 } },
      200,
    );
    await as(
      "formatContract",
      "/api/contracts/format",
      { json: { format: "docx", terms: t1 } },
      200,
    );
    await as("generateContractDocument", "/api/contracts/generate-document", {
      json: { terms: t1, league },
    }, 200);
    await as("createScorecard", "/api/contracts/scorecard", { json: league }, 200);
    await as("updateScorecard", "/api/contracts/scorecard/update", {
      json: { league, sliders: { overrides: { market_size: 1 } } },
    });
    await as("injectContractTemplate", "/api/contracts/template-injection", {
      json: { terms: t1, league },
    }, 200);
    await as("adjustContractTerms", "/api/contracts/adjust-terms", {
      json: { tier: "Gold", aggressiveness_level: "balanced", adjustments: { length_months: 36 } },
    }, 200);
    const session = await as("startInteractiveContract", "/api/contracts/interactive/start", {
      json: { league },
    }, 201);
    ids.session_id = session.data.session_id;
    const interactive = `/api/contracts/interactive/${ids.session_id}`;
    await as("downloadInteractiveContract", `${interactive}/download`, {}, 409);
    await as(
      "selectInteractiveContract",
      `${interactive}/select`,
      { json: { flavor: "premium" } },
      200,
    );
    await as("downloadInteractiveContract", `${interactive}/download`, {}, 200);

    await as("deleteBatch", `/api/batch/batch/${ids.batch_id}`);
    await as(
      "deletePipeline",
      `/api/pipeline/pipeline/${ids["deletePipeline.pipeline_id"]}`,
      {},
      200,
    );
  });

  await t.step("prompts and memory", async () => {
    const created = await as("createPrompt", "/api/prompts?name=Recap&content=Recap%20{{heat}}", {
      json: { tags: ["recap"], labels: { business_tier: "gold" } },
    }, 201);
    await as("createPrompt", "/api/prompts?name=Recap&content=again", {}, 409);
    await as("createPrompt", "/api/prompts?name=Bad&content=Hi%20{{a%20b}}", {}, 422);
    ids.prompt_id = created.data.id;
    const path = `/api/prompts/${created.data.id}`;
    await as("getPrompt", path, {}, 200);
    await as("getPrompt", "/api/prompts/odds-analyst?version=1", {}, 200);
    await as("getPrompt", "/api/prompts/prm_nope", {}, 404);
    await as("getPrompt", `${path}?version=0`, {}, 422);
    await as("updatePrompt", `${path}?content=Recap%20{{heat}}%20briefly`, {}, 200);
    await as("updatePrompt", path, { json: { variables: ["nope"] } }, 422);
    await as("updatePrompt", "/api/prompts/prm_nope?content=x", {}, 404);
    await as("searchPrompts", "/api/prompts/search?q=parlay", {}, 200);
    await as("searchPrompts", "/api/prompts/search?q=deal%20terms&semantic=true", {}, 200);
    await as("searchPrompts", "/api/prompts/search", {}, 200);
    await as("searchPrompts", "/api/prompts/search?limit=0", {}, 422);
    await as("buildPrompt", "/api/prompts/build", {
      json: {
        agent: "odds-analyst",
        template: "Price {{market}}",
        variables: { market: "eventWinner" },
        examples: ["example-gold-first-contact", { input: "a", output: "b" }],
        context: "Bells Beach Pro",
        output_schema: { type: "object" },
      },
    }, 200);
    await as("buildPrompt", "/api/prompts/build", { json: { template: "{{x}}" } }, 422);
    await as("buildPrompt", "/api/prompts/build", { json: { agent: "nope" } }, 404);
    await as("getPromptStats", "/api/prompts/stats", {}, 200);
    await as("seedPrompts", "/api/prompts/seed", {}, 200);
    await as("seedPrompts", "/api/prompts/seed", { headers: credentials.OAuth2 }, 403);
    await as("listPromptSeedSources", "/api/prompts/seed-sources", {}, 200);
    await as("getPromptMemoryStatus", "/api/prompts/memory/status", {}, 200);
    await as("buildPromptFromMemory", "/api/prompts/memory/build?query=reply%20to%20a%20league", {
      json: { variables: { sender_name: "Ana" }, context: ["c"] },
    }, 200);
    await as(
      "buildPromptFromMemory",
      "/api/prompts/memory/build?query=bake%20bread&business_tier=gold&scenario=x",
      {},
      200,
    );
    await as("buildPromptFromMemory", "/api/prompts/memory/build", {}, 422);
    ids.tier = "gold";
    await as(
      "listFewShotExamples",
      "/api/prompts/memory/examples/gold?scenario=first_contact",
      {},
      200,
    );
    await as("listFewShotExamples", "/api/prompts/memory/examples/diamond", {}, 422);
    await as("listPromptAgents", "/api/prompts/memory/agents", {}, 200);
  });

  await t.step("markets and betting", async () => {
    await as("listBettingMarkets", "/api/markets?sort=activity&limit=2&sport=wsl", {}, 200);
    await as(
      "listBettingMarkets",
      "/api/markets?category=winner&league=league_wsl&limit=1",
      {},
      200,
    );
    await as("listBettingMarkets", "/api/markets?sort=hot", {}, 422);
    await as("listBettingMarkets", "/api/markets", { headers: credentials.IdToken }, 401);
    await as("listLiveBettingMarkets", "/api/markets/live?limit=2", {}, 200);
    await as("listLiveBettingMarkets", "/api/markets/live?offset=-1", {}, 422);
    const page = await as(
      "listBettingOpportunities",
      "/api/betting/opportunities?limit=2",
      {},
      200,
    );
    await as(
      "listBettingOpportunities",
      "/api/betting/opportunities?status=closed&search=pro&limit=1",
      {},
      200,
    );
    await as("listBettingOpportunities", "/api/betting/opportunities?status=open", {}, 422);
    await as("listLiveBettingOpportunities", "/api/betting/live?limit=1", {}, 200);
    await as("listLiveBettingOpportunities", "/api/betting/live?page=0", {}, 422);
    ids.opportunity_id = page.data.items[0].opportunity_id;
    await as("getBettingOpportunity", `/api/betting/opportunities/${ids.opportunity_id}`, {}, 200);
    await as(
      "getBettingOpportunity",
      "/api/betting/opportunities/opp_00000000-0000-4000-8000-000000000000",
      {},
      404,
    );
    await as("getBettingOpportunity", "/api/betting/opportunities/live", {}, 422);
    // A public-data key (alone: `as` would add the operation's bearer) may not read them.
    const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
    for (
      const [id, path] of [
        ["listBettingMarkets", "/api/markets"],
        ["listLiveBettingMarkets", "/api/markets/live"],
        ["listBettingOpportunities", "/api/betting/opportunities"],
        ["listLiveBettingOpportunities", "/api/betting/live"],
        ["getBettingOpportunity", `/api/betting/opportunities/${ids.opportunity_id}`],
      ]
    ) await call(id, path, { headers: publicKey }, 403);
  });

  await t.step("webhooks", async () => {
    const url = "http://127.0.0.1:9/hooks"; // OUTBOUND_ALLOW_PRIVATE: nothing is delivered here
    const hook = await as("createWebhook", "/v1/webhooks", {
      json: { url, events: ["event.started", "result.updated"] },
    }, 201);
    await as("createWebhook", "/v1/webhooks", { json: { url, events: [] } }, 422);
    await as("createWebhook", "/v1/webhooks", {
      headers: credentials.BearerAuth,
      json: { url, events: ["odds.updated"], description: "by login" },
    }, 201);
    ids.webhook_id = hook.id;
    const path = `/v1/webhooks/${hook.id}`;
    await as("listWebhooks", "/v1/webhooks?limit=1", {}, 200);
    await as("listWebhooks", "/v1/webhooks?limit=101", {}, 422);
    await as("getWebhook", path, {}, 200);
    await as("getWebhook", "/v1/webhooks/wh_nope", {}, 404);
    await as(
      "updateWebhook",
      path,
      { json: { events: ["event.created"], description: null } },
      200,
    );
    await as("updateWebhook", path, { json: {} }, 422);
    await as("updateWebhook", "/v1/webhooks/wh_nope", { json: { status: "disabled" } }, 404);
    await as("updateWebhook", path, { json: { status: "active" } }, 200);
    await as("rotateWebhookSecret", `${path}/rotate-secret`, {}, 200);
    await as("rotateWebhookSecret", "/v1/webhooks/wh_nope/rotate-secret", {}, 404);
    const ping = await as("testWebhook", `${path}/test`, {}, 202);
    await as("testWebhook", "/v1/webhooks/wh_nope/test", {}, 404);
    ids.delivery_id = ping.id;
    await as("listWebhookDeliveries", `${path}/deliveries`, {}, 200);
    await as("listWebhookDeliveries", "/v1/webhooks/wh_nope/deliveries", {}, 404);
    const redeliver = `${path}/deliveries/${ping.id}/redeliver`;
    await as("redeliverWebhook", redeliver, {}, 409); // still pending
    await as("redeliverWebhook", `${path}/deliveries/msg_nope/redeliver`, {}, 404);
    const other = await as("createWebhook", "/v1/webhooks", {
      json: { url, events: ["event.created"] },
    }, 201);
    await as("deleteWebhook", `/v1/webhooks/${other.id}`, {}, 204);
    await as("deleteWebhook", `/v1/webhooks/${other.id}`, {}, 404);
  });

  await t.step("mcp", async () => {
    const accept = { Accept: "application/json, text/event-stream" };
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "contract", version: "1" },
      },
    };
    await as("mcpStreamableHttp", "/mcp", { headers: accept, json: init }, 200);
    await as("mcpStreamableHttp", "/mcp", {
      headers: accept,
      json: { jsonrpc: "2.0", method: "notifications/initialized" },
    }, 202);
    await as("mcpStreamableHttp", "/mcp", { json: init }, 406);
    await as("mcpStreamableHttp", "/mcp", { headers: accept, json: { jsonrpc: "2.0" } }, 400);
    await as("mcpStreamableHttp", "/mcp", { headers: accept, json: { id: 1 } }, 422);
    await as("mcpStreamableHttp", "/mcp", {
      headers: { ...accept, Origin: "https://elsewhere.example" },
      json: init,
    }, 403);
    await call("getMcpHealth", "/mcp/health", {}, 200);
    await as("getMcpHealth", "/mcp/health", {}, 200);
    await as("listMcpServers", "/mcp/servers", {}, 200);
    await as("listMcpTools", "/mcp/tools", {}, 200);
    await as("callMcpTool", "/mcp/call-tool", {
      json: { name: "list_sports", arguments: {} },
    }, 200);
    await as("callMcpTool", "/mcp/call-tool", {
      json: { name: "get_event", arguments: { eventId: 7 } },
    }, 200);
    await as("callMcpTool", "/mcp/call-tool", { json: { name: "no_such_tool" } }, 404);
    await as("callMcpTool", "/mcp/call-tool", { json: { arguments: {} } }, 422);
  });

  await t.step("retrieval: /v1/rag, drive-rag folders, the showcase", async () => {
    await as("getRagInfo", "/v1/rag/info", {}, 200);
    await as("getRagInfo", "/v1/rag/info", { headers: credentials.IdToken }, 200);
    await as("listRagDocuments", "/v1/rag/documents?limit=5", {}, 200);
    await as("listRagDocuments", "/v1/rag/documents?limit=101", {}, 422);
    await as("queryRag", "/v1/rag/query", { json: { query: "Formula 1 markets", top_k: 3 } }, 200);
    await as("queryRag", "/v1/rag/query", { json: { query: "" } }, 422);
    const doc = { title: "Contract notes", text: "The contract test imports this sentence." };
    await as("importRagDocuments", "/v1/rag/import", { json: { documents: [doc] } }, 201);
    await as("importRagDocuments", "/v1/rag/import", { json: { documents: [doc] } }, 200);
    await as("importRagDocuments", "/v1/rag/import", { json: { documents: [] } }, 422);
    // A public-data key reads the corpus but imports nothing.
    const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
    await as("importRagDocuments", "/v1/rag/import", {
      headers: publicKey,
      json: { documents: [doc] },
    }, 403);

    await as("getDriveRagHealth", "/api/drive-rag/health", {}, 200);
    await as("getDriveRagStatus", "/api/drive-rag/status/contract", {}, 404);
    await as("getDriveRagStatus", "/api/drive-rag/status/a.b", {}, 422);
    const form = new FormData();
    form.append("file", new File(["Contract upload: the venue seats 4,000."], "venue.txt"));
    await as("uploadShowcaseRagDocument", "/api/cloudai-showcase/rag/upload", { body: form }, 202);
    const bad = new FormData();
    bad.append("file", new File(["%PDF-1.7 nothing"], "bad.pdf"));
    await as("uploadShowcaseRagDocument", "/api/cloudai-showcase/rag/upload", { body: bad }, 422);
    ids.folder_id = "showcase";
    await as("listDriveRagFiles", "/api/drive-rag/folders/showcase/files", {}, 200);
    await as("listDriveRagFiles", "/api/drive-rag/folders/nothing/files", {}, 404);
    await as("syncDriveRagFolder", "/api/drive-rag/sync", { json: { folder_id: "showcase" } }, 202);
    await as("syncDriveRagFolder", "/api/drive-rag/sync", { json: { folder_id: "../x" } }, 422);
    await as("syncDriveRagFolder", "/api/drive-rag/sync", { json: { folder_id: "none" } }, 404);
    await as("embedDriveRagFolder", "/api/drive-rag/embed/showcase", {}, 200);
    await as("embedDriveRagFolder", "/api/drive-rag/embed/none", {}, 404);
    await as("getDriveRagStatus", "/api/drive-rag/status/showcase", {}, 200);
    await as("queryShowcaseRag", "/api/cloudai-showcase/rag/query", {
      json: { query: "How many seats has the venue?" },
    }, 200);
    await as("queryShowcaseRag", "/api/cloudai-showcase/rag/query", { json: { top_k: 3 } }, 422);
    await as("listShowcaseRagDocuments", "/api/cloudai-showcase/rag/documents?limit=3", {}, 200);
    await as("listShowcaseRagDocuments", "/api/cloudai-showcase/rag/documents?offset=-1", {}, 422);
    await as("getRagBeforeAfter", "/api/cloudai-showcase/demo/rag-before-after", {}, 200);
    await as("getRagBeforeAfter", "/api/cloudai-showcase/demo/rag-before-after?top_k=0", {}, 422);
  });

  await t.step("database explorer", async () => {
    const q = (sql: string) => `/sportsdb/query?query=${encodeURIComponent(sql)}`;
    await as("sportsdbQuery", q("SELECT sport_type FROM sports WHERE sport_type = ?"), {
      json: { params: ["wsl"] },
    }, 200);
    await as("sportsdbQuery", q("SELECT 1; DELETE FROM sports"), {}, 400);
    await as("sportsdbQuery", q("SELECT * FROM users"), {}, 400);
    await as("sportsdbQuery", "/sportsdb/query", {}, 422);
    await as("sportsdbOverview", "/sportsdb/", {}, 200);
    await as("sportsdbSchemas", "/sportsdb/schemas?category=sports&include_stats=true", {}, 200);
    await as("sportsdbSchemas", "/sportsdb/schemas?category=secret", {}, 422);
    await as("sportsdbTables", "/sportsdb/tables?has_data=true&limit=5", {}, 200);
    await as("sportsdbTables", "/sportsdb/tables?limit=0", {}, 422);
    await as("sportsdbSport", "/sportsdb/sport/wsl?limit=2", {}, 200);
    await as("sportsdbSport", "/sportsdb/sport/nosuch", {}, 404);
    await as("sportsdbSport", "/sportsdb/sport/wsl?limit=0", {}, 422);
    await as("sportsdbAthletes", "/sportsdb/athletes/wsl?limit=2", {}, 200);
    await as("sportsdbAthletes", "/sportsdb/athletes/nosuch", {}, 404);
    await as("sportsdbAthletes", "/sportsdb/athletes/wsl?active_only=maybe", {}, 422);
    await as("sportsdbEvents", "/sportsdb/events/wsl?include_participants=true&limit=1", {}, 200);
    await as("sportsdbEvents", "/sportsdb/events/nosuch", {}, 404);
    await as("sportsdbEvents", "/sportsdb/events/wsl?limit=0", {}, 422);
    await as("sportsdbBetting", "/sportsdb/betting/wsl?bet_type=future&limit=1", {}, 200);
    await as("sportsdbBetting", "/sportsdb/betting/nosuch", {}, 404);
    await as("sportsdbBetting", "/sportsdb/betting/wsl?bet_type=parlay", {}, 422);
    await as("sportsdbAnalytics", "/sportsdb/analytics", {}, 200);
    await as("sportsdbKb", "/sportsdb/kb", {}, 200);
    await as("sportsdbDocument", "/sportsdb/docs/explorer.md", {}, 200);
    await as("sportsdbDocument", "/sportsdb/docs/glossary.json", {}, 200);
    await as("sportsdbDocument", "/sportsdb/docs/nope.md", {}, 404);
    await as("sportsdbCatalog", "/sportsdb/catalog", {}, 200);
    await as("sportsdbSports", "/sportsdb/sports?include_stats=true", {}, 200);
    await as("sportsdbSports", "/sportsdb/sports?active_only=maybe", {}, 422);
    await as("sportsdbApi", "/sportsdb/api", {}, 200);
  });

  await t.step("league scraping", async () => {
    const site = startSite({
      "/": () => html(RIVERSIDE_HOME),
      "/data.json": () => new Response("{}", { headers: { "Content-Type": "application/json" } }),
    });
    try {
      const urls = [`${site.origin}/`, `${site.origin}/data.json`, `${site.origin}/gone`];
      const report = await as("scrapeLeagues", "/api/onboarding/scrape-leagues", {
        json: { urls },
      }, 200);
      assert.deepEqual(report.data.results.map((r: Json) => r.status), [
        "ok",
        "not_html",
        "http_error",
      ]);
      const again = await as("scrapeLeagues", "/api/onboarding/scrape-leagues", {
        json: { urls: [`${site.origin}/`] },
      }, 200);
      assert.equal(again.data.results[0].status, "duplicate");
      await as("scrapeLeagues", "/api/onboarding/scrape-leagues", {
        json: { urls: ["ftp://league.example/"] },
      }, 422);
      await as("scrapeLeagues", "/api/onboarding/scrape-leagues", {
        headers: { "Content-Type": "application/json" },
        body: "{urls",
      }, 400);
      const leagueLogin = await call("login", "/api/v1/auth/login", { json: LEAGUE }, 200);
      await as("scrapeLeagues", "/api/onboarding/scrape-leagues", {
        headers: { Authorization: `Bearer ${leagueLogin.access_token}` },
        json: { urls },
      }, 403);
    } finally {
      await site.close();
    }
  });

  await t.step("workflows", async () => {
    const body = { name: "digest", job: "morning-report", cron: "0 8 * * 1-5", timezone: "UTC" };
    const wf = await as("scheduleWorkflow", "/workflows/schedule", { json: body }, 201);
    ids.workflow_id = wf.data.workflow_id;
    await as("scheduleWorkflow", "/workflows/schedule", {
      json: { ...body, workflow_id: wf.data.workflow_id, timezone: "Asia/Tokyo" },
    }, 200);
    await as("scheduleWorkflow", "/workflows/schedule", { json: { ...body, cron: "0 8" } }, 422);
    await as("scheduleWorkflow", "/workflows/schedule", {
      json: { ...body, workflow_id: "live-play" },
    }, 403);
    await as("scheduleWorkflow", "/workflows/schedule", {
      json: { ...body, workflow_id: "wf_nope" },
    }, 404);
    const path = `/workflows/schedule/${wf.data.workflow_id}`;
    await as("getWorkflow", path, {}, 200);
    await as("getWorkflow", "/workflows/schedule/morning-report", {}, 200);
    await as("getWorkflow", "/workflows/schedule/wf_nope", {}, 404);
    await as("listWorkflows", "/workflows/schedules", {}, 200);
    await as("runWorkflow", "/workflows/run", { json: { workflow_id: wf.data.workflow_id } }, 202);
    await as("runWorkflow", "/workflows/run", { json: { workflow_id: "rag-sync" } }, 409);
    await as("runWorkflow", "/workflows/run", { json: { workflow_id: "wf_nope" } }, 404);
    await as("runWorkflow", "/workflows/run", { json: {} }, 422);
    await ctx.deps.queue.drain();
    await as(
      "getWorkflowHistory",
      `/workflows/history?workflow_id=${wf.data.workflow_id}`,
      {},
      200,
    );
    await as("getWorkflowHistory", "/workflows/history?status=RUN_SUCCESS&limit=5", {}, 200);
    await as("getWorkflowHistory", "/workflows/history?limit=0", {}, 422);
    await as("getWorkflowStats", "/workflows/stats", {}, 200);
    await as("deleteWorkflow", "/workflows/schedule/morning-report", {}, 403);
    const other = await as("scheduleWorkflow", "/workflows/schedule", { json: body }, 201);
    await as("deleteWorkflow", `/workflows/schedule/${other.data.workflow_id}`, {}, 200);
    await as("deleteWorkflow", `/workflows/schedule/${other.data.workflow_id}`, {}, 404);
  });

  await t.step("analytics", async () => {
    await as("getAnalyticsData", "/api/analytics?minutes=30", {}, 200);
    await as("getAnalyticsData", "/api/analytics?minutes=1", {}, 422);
    await as("getAnalyticsOverview", "/api/analytics/", {}, 200);
    await as("getBusinessMetrics", "/api/analytics/metrics/business", {}, 200);
    await as("getPerformanceMetrics", "/api/analytics/metrics/performance?minutes=120", {}, 200);
    await as("getSystemMetrics", "/api/analytics/metrics/system", {}, 200);
    await as("getAnalyticsAlerts", "/api/analytics/alerts", {}, 200);
    await as("getAnalyticsDashboards", "/api/analytics/dashboards", {}, 200);
    await call("getAnalyticsDashboards", "/api/analytics/dashboards", {
      headers: { Accept: "text/html" },
    }, 200);
    await call("getAnalyticsHealth", "/api/analytics/health", {}, 200);
    await as("getAnalyticsHealth", "/api/analytics/health", {}, 200);
    const query = {
      metrics: ["requests", "latency_p95_ms"],
      dimensions: ["route"],
      interval: "minute",
      order_by: "requests",
    };
    await as("queryAnalytics", "/api/analytics/query", { json: query }, 200);
    await as("queryAnalytics", "/api/analytics/query", {
      json: { ...query, range: { last: "90d" } },
    }, 400);
    await as("queryAnalytics", "/api/analytics/query", { json: { metrics: ["x"] } }, 422);
    await as("getServiceStats", "/api/stats", {}, 200);
    await as("getV1AnalyticsOverview", "/v1/analytics/", {}, 200);
    await as("getV1AnalyticsOverview", "/v1/analytics/?minutes=0", {}, 422);
    await as("getV1BusinessMetrics", "/v1/analytics/metrics/business", {}, 200);
    await as("getV1PerformanceMetrics", "/v1/analytics/metrics/performance", {}, 200);
  });

  await t.step("credits and payments", async () => {
    const leagueLogin = await call("login", "/api/v1/auth/login", { json: LEAGUE }, 200);
    const league = { Authorization: `Bearer ${leagueLogin.access_token}` };
    const me = "/api/credits/demo-league";
    ids.user_id = "demo-league";
    await as("listCreditPackages", "/api/credits/packages", {}, 200);
    await as("addCredits", `${me}/add?amount=25&description=contract`, {
      headers: { "Idempotency-Key": "contract-1" },
    }, 200);
    await as("addCredits", `${me}/add?amount=26`, {
      headers: { "Idempotency-Key": "contract-1" },
    }, 409);
    await as("addCredits", `${me}/add`, {}, 422);
    await as("addCredits", "/api/credits/nobody/add?amount=1", {}, 404);
    await as("addCredits", `${me}/add?amount=1`, { headers: league }, 403);
    await as("getCredits", me, { headers: league }, 200);
    await as("getCredits", me, {}, 200);
    await as("getCredits", "/api/credits/demo-admin", { headers: league }, 403);
    await as("getCredits", "/api/credits/nobody", {}, 404);
    await as("getCredits", "/api/credits/bad%20id", {}, 422);
    await as("getCreditBalance", `${me}/balance`, { headers: league }, 200);
    await as("getCreditBalance", "/api/credits/demo-admin/balance", { headers: league }, 403);
    await as("getCreditBalance", "/api/credits/nobody/balance", {}, 404);
    await as("getCreditBalance", "/api/credits/bad%20id/balance", {}, 422);
    await as("checkCredits", `${me}/check?query_type=workflow`, { headers: league }, 200);
    await as("checkCredits", `${me}/check`, { headers: league }, 200);
    await as("checkCredits", `${me}/check?query_type=telepathy`, { headers: league }, 422);
    await as("checkCredits", "/api/credits/demo-admin/check", { headers: league }, 403);
    await as("checkCredits", "/api/credits/nobody/check", {}, 404);
    await as("listCreditTransactions", `${me}/transactions?limit=5`, { headers: league }, 200);
    await as("listCreditTransactions", `${me}/transactions?limit=0`, { headers: league }, 422);
    await as("listCreditTransactions", "/api/credits/demo-admin/transactions", {
      headers: league,
    }, 403);
    await as("listCreditTransactions", "/api/credits/nobody/transactions", {}, 404);
    const started = await as("purchaseCredits", `${me}/purchase`, {
      headers: league,
      json: { package_id: "starter" },
    }, 200);
    await as("purchaseCredits", `${me}/purchase`, {
      headers: league,
      json: { package_id: "gold" },
    }, 422);
    await as("purchaseCredits", "/api/credits/demo-admin/purchase", {
      headers: league,
      json: { package_id: "starter" },
    }, 403);
    await as("purchaseCredits", "/api/credits/nobody/purchase", {
      json: { package_id: "starter" },
    }, 404);
    const session = started.data.session_id;
    ids.checkout_id = session;
    const page = `/api/payprovider/checkout/${session}`;
    await call("getTestCheckoutPage", page, {}, 200);
    await call("getTestCheckoutPage", "/api/payprovider/checkout/cs_test_nope", {}, 404);
    await call("getTestCheckoutPage", "/api/payprovider/checkout/no%20pe", {}, 422);
    const formOf = (action: string) => ({
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `action=${action}`,
    });
    await call("actOnTestCheckout", page, formOf("refund"), 422);
    await call("actOnTestCheckout", "/api/payprovider/checkout/cs_test_nope", formOf("pay"), 404);
    await call("actOnTestCheckout", page, formOf("pay"), 303);
    await call("actOnTestCheckout", page, formOf("pay"), 409);
    await call("handlePaymentWebhook", "/api/payprovider/webhook", {
      json: { id: "evt_1", type: "checkout.session.completed", data: { object: {} } },
    }, 400);
    const payload = JSON.stringify({ id: "evt_c", type: "invoice.paid", data: { object: {} } });
    await call("handlePaymentWebhook", "/api/payprovider/webhook", {
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": await signStripePayload(
          payload,
          testMode(ctx.deps.payments)!.webhookSecret,
          Math.floor(ctx.deps.clock().getTime() / 1000),
        ),
      },
      body: payload,
    }, 200);
    const balance = await as("getCreditBalance", `${me}/balance`, { headers: league }, 200);
    assert.equal(balance.data.balance, 125);
  });

  await t.step("discovery: every representation, headshots, output styles", async () => {
    for (const accept of ["application/json", "text/html", "text/markdown"]) {
      await call("getServiceInfo", "/", { headers: { Accept: accept } }, 200);
      await call("getToolsDiscovery", "/tools", { headers: { Accept: accept } }, 200);
    }
    await call("getLlmsTxt", "/llms.txt", {}, 200);
    await call("getApiExplorer", "/api-explorer", {}, 200);
    await call("getApiHealth", "/api/health", {}, 200);
    await as("getDiscoveryOverview", "/discovery/", {}, 200);
    await as("listDiscoveryPrompts", "/discovery/prompts?include_content=true", {}, 200);
    await as("listDiscoveryPrompts", "/discovery/prompts?include_content=maybe", {}, 422);
    await as("getDiscoveryPrompt", "/discovery/prompts/odds-analyst", {}, 200);
    await as("getDiscoveryPrompt", "/discovery/prompts/nope", {}, 404);
    await as("listDiscoveryTools", "/discovery/tools?category=odds", {}, 200);
    await as("listDiscoveryTools", "/discovery/tools?category=nope", {}, 422);
    await as("getDiscoveryTool", "/discovery/tools/price_sgp", {}, 200);
    await as("getDiscoveryTool", "/discovery/tools/nope", {}, 404);
    await as("listOutputStyles", "/discovery/output-styles", {}, 200);
    await as("listOutputStyles", "/discovery/output-styles?style_type=x", {}, 422);
    await as("getOutputStyle", "/discovery/output-styles/termsheet?format_filter=xml", {}, 200);
    await as("getOutputStyle", "/discovery/output-styles/nope", {}, 404);
    await as("getOutputStyle", "/discovery/output-styles/league?format_filter=pdf", {}, 422);
    await as("listDiscoveryResources", "/discovery/resources", {}, 200);
    await as("getDiscoveryResource", "/discovery/resources/database", {}, 200);
    await as("getDiscoveryResource", "/discovery/resources/nope", {}, 404);
    const [athlete] = await ctx.deps.db.select({ id: athletesTable.id }).from(athletesTable)
      .limit(1);
    ids.player_id = athlete.id;
    const headshot = `/api/player-headshots/${encodeURIComponent(athlete.id)}`;
    const image = await ctx.send("GET", headshot, { headers: auth("getPlayerHeadshot") });
    const etag = image.headers.get("ETag")!;
    await image.body?.cancel();
    await as("getPlayerHeadshot", headshot, {}, 200);
    await as("getPlayerHeadshot", headshot, { headers: { "If-None-Match": etag } }, 304);
    await as("getPlayerHeadshot", "/api/player-headshots/nope", {}, 404);
  });

  await t.step("sports intelligence", async () => {
    const leagueLogin = await call("login", "/api/v1/auth/login", { json: LEAGUE }, 200);
    const league = { Authorization: `Bearer ${leagueLogin.access_token}` };
    const path = "/api/sports-intelligence";
    const ask = (json: Json, expect: number, headers: Record<string, string> = league) =>
      as("askSportsIntelligence", path, { headers, json }, expect);
    const direct = await ask({ query: "What are the futures odds for wsl?" }, 200);
    assert.equal(direct.data.query_type, "direct");
    const search = await ask({ query: "How do scopes work for API keys?", top_k: 3 }, 200);
    assert.ok(search.data.citations.length > 0);
    const wf = await as("scheduleWorkflow", "/workflows/schedule", {
      headers: league,
      json: { name: "league digest", job: "morning-report", cron: "0 8 * * *" },
    }, 201);
    const started = await ask({ query: "run my league digest" }, 202, {
      ...league,
      "Idempotency-Key": "contract-intel-1",
    });
    assert.equal(started.data.workflow_run.workflow_id, wf.data.workflow_id);
    await ask({ query: "run my league digest" }, 202, {
      ...league,
      "Idempotency-Key": "contract-intel-1",
    });
    await ask({ query: "run my other digest" }, 409, {
      ...league,
      "Idempotency-Key": "contract-intel-1",
    });
    await ask({ query: "odds", query_type: "telepathy" }, 422);
    await ask({ query: "odds", extra: 1 }, 422);
    await ask({ query: "odds", user_id: "demo-admin" }, 403);
    await ask({ query: "odds", user_id: "nobody" }, 404, {});
    await ask({ query: "run it", workflow_id: "wf_nope" }, 404);
    await ask({ query: "odds for wsl", user_id: "demo-admin" }, 402, {});
    const ai = ctx.deps.ai;
    ctx.deps.ai = {
      ...ai,
      complete: () => Promise.reject(new Error("provider down")),
    };
    try {
      await ask({ query: "How do scopes work for API keys?" }, 503);
    } finally {
      ctx.deps.ai = ai;
    }
  });

  await t.step("bets: placement and history", async () => {
    const leagueLogin = await call("login", "/api/v1/auth/login", { json: LEAGUE }, 200);
    const league = { Authorization: `Bearer ${leagueLogin.access_token}` };
    const board = await as("listBettingMarkets", "/api/markets?sort=ending_soon&limit=50", {}, 200);
    const market = board.data.items.find((m: Json) => m.status === "open");
    const pick = market.selections.find((s: Json) => s.status === "open");
    const bet = { selection_id: pick.selection_id, stake: 2.5, odds: pick.odds };
    const once = { ...league, "Idempotency-Key": "contract-bet" };
    const placed = await as("placeBet", "/api/betting/place", { headers: once, json: bet }, 201);
    await as("placeBet", "/api/betting/place", { headers: once, json: bet }, 200);
    await as("placeBet", "/api/betting/place", { headers: once, json: { ...bet, stake: 3 } }, 409);
    await as("placeBet", "/api/betting/place", {
      headers: league,
      json: { ...bet, odds: Math.round(pick.odds * 150) / 100, tolerance: 0 },
    }, 409);
    await as("placeBet", "/api/betting/place", {
      headers: league,
      json: { ...bet, stake: 100_000 },
    }, 402);
    await as(
      "placeBet",
      "/api/betting/place",
      { headers: league, json: { ...bet, stake: 0 } },
      422,
    );
    await as("placeBet", "/api/betting/place", {
      headers: league,
      json: { ...bet, user_id: "demo-admin" },
    }, 403);
    await as("placeBet", "/api/betting/place", { json: { ...bet, user_id: "nobody" } }, 404);
    await as("placeBet", "/api/betting/place", {
      headers: { ...league, "Content-Type": "application/json" },
      body: "{not json",
    }, 400);
    const mine = "/api/betting/user/demo-league/bets";
    const history = await as("listUserBets", `${mine}?limit=5`, { headers: league }, 200);
    assert.equal(history.data.bets[0].bet_id, placed.data.bet.bet_id);
    await as("listUserBets", mine, {}, 200);
    await as("listUserBets", `${mine}?limit=0`, { headers: league }, 422);
    await as("listUserBets", "/api/betting/user/demo-admin/bets", { headers: league }, 403);
    await as("listUserBets", "/api/betting/user/nobody/bets", {}, 404);
  });

  await t.step("onboarding, feedback and league opportunities", async () => {
    const leagueLogin = await call("login", "/api/v1/auth/login", { json: LEAGUE }, 200);
    const league = { Authorization: `Bearer ${leagueLogin.access_token}` };
    const mail = {
      league_name: "Contract Lacrosse League",
      contact_email: "office@contract-lax.example",
      sport: "lacrosse",
      message: "We would like to partner.",
      message_id: "<contract-1@contract-lax.example>",
    };
    const onboarded = await as("onboardLeague", "/api/onboard", { json: mail }, 201);
    await as("onboardLeague", "/api/onboard", { json: mail }, 200);
    await as("onboardLeague", "/api/onboard", { json: { league_name: "X" } }, 422);
    await as("onboardLeague", "/api/onboard", {
      json: { league_name: "?!", contact_email: "a@b.example" },
    }, 400);
    await as("onboardLeague", "/api/onboard", { headers: league, json: mail }, 403);
    const id = onboarded.data.league.league_id;
    for (
      const op of [
        "getOnboardingLeague",
        "updateOnboardingStage",
        "addOnboardingContact",
        "getLeagueOnboardingStatus",
      ]
    ) ids[`${op}.league_id`] = id;
    const O = "/api/onboarding";
    await as("getOnboardingLeague", `${O}/league/${id}`, {}, 200);
    await as("getOnboardingLeague", `${O}/league/obl_none`, {}, 404);
    await as("getOnboardingLeague", `${O}/league/${id}`, { headers: league }, 403);
    await as("addOnboardingContact", `${O}/league/${id}/contact`, {
      json: { channel: "email", outcome: "replied", next_action_date: "2026-11-25" },
    }, 201);
    await as("addOnboardingContact", `${O}/league/${id}/contact`, {
      json: { channel: "email", outcome: "sent", next_action_date: "soon" },
    }, 400);
    await as("addOnboardingContact", `${O}/league/${id}/contact`, { json: {} }, 422);
    await as("addOnboardingContact", `${O}/league/obl_none/contact`, {
      json: { channel: "email", outcome: "sent" },
    }, 404);
    await as("addOnboardingContact", `${O}/league/${id}/contact`, {
      headers: league,
      json: { channel: "email", outcome: "sent" },
    }, 403);
    const stage = `${O}/league/${id}/stage`;
    await as("updateOnboardingStage", stage, { json: { stage: "evaluated" } }, 200);
    await as("updateOnboardingStage", stage, { json: { stage: "contacted" } }, 409);
    await as("updateOnboardingStage", stage, { json: { stage: "won" } }, 422);
    await as("updateOnboardingStage", `${O}/league/obl_none/stage`, {
      json: { stage: "lost" },
    }, 404);
    await as("updateOnboardingStage", stage, { headers: league, json: { stage: "lost" } }, 403);
    for (
      const [op, path] of [
        ["getOnboardingPipelineStatus", `${O}/pipeline-status`],
        ["getOnboardingPipelineDetailed", `${O}/pipeline-detailed`],
        ["listOnboardingLeagues", `${O}/leagues?stage=evaluated&limit=5`],
        ["getOnboardingRecentActivity", `${O}/recent-activity?days=3`],
        ["getOnboardingNextActions", `${O}/next-actions?days=30`],
        ["listEmailCandidates", `${O}/email-candidates?matched_only=true`],
        ["listOnboardingSports", `${O}/sports`],
      ]
    ) {
      await as(op, path, {}, 200);
      await as(op, path, { headers: league }, 403);
    }
    await as("listOnboardingLeagues", `${O}/leagues?limit=0`, {}, 422);
    await as("getOnboardingRecentActivity", `${O}/recent-activity?days=0`, {}, 422);
    await as("getOnboardingNextActions", `${O}/next-actions?days=999`, {}, 422);
    await as("listEmailCandidates", `${O}/email-candidates?processed_only=maybe`, {}, 422);
    const PC = `${O}/process-email-candidate`;
    const candidateId = onboarded.data.candidate.candidate_id;
    const processed = await as("processEmailCandidate", PC, {
      json: { candidate_id: candidateId },
    }, 200);
    assert.equal(processed.data.already_processed, true);
    await as("processEmailCandidate", PC, { json: { message_id: mail.message_id } }, 200);
    await as("processEmailCandidate", PC, { json: {} }, 400);
    await as("processEmailCandidate", PC, { json: { candidate_id: "obe_none" } }, 404);
    await as("processEmailCandidate", PC, { json: { candidate_id: 7 } }, 422);
    await as("processEmailCandidate", PC, {
      headers: league,
      json: { candidate_id: candidateId },
    }, 403);
    const PB = `${O}/process-email-batch`;
    const batch = await as("processEmailBatch", PB, {
      json: { ids: [candidateId, "<none@contract.example>"] },
    }, 200);
    assert.deepEqual(batch.data.results.map((r: Json) => r.ok), [true, false]);
    await as("processEmailBatch", PB, { json: { unprocessed: true, limit: 5 } }, 200);
    await as("processEmailBatch", PB, { json: { ids: [candidateId], unprocessed: true } }, 400);
    await as("processEmailBatch", PB, { json: { ids: [] } }, 422);
    await as("processEmailBatch", PB, { headers: league, json: { unprocessed: true } }, 403);
    await as("listOnboardingStages", `${O}/stages`, {}, 200);
    await call("listOnboardingStages", `${O}/stages`, { headers: { "X-API-Key": "nope" } }, 401);
    await call("getOnboardingHealth", `${O}/health`, {}, 200);
    await as("getOnboardingHealth", `${O}/health`, {}, 200);
    await as("resetOnboardingPipeline", `${O}/reset-pipeline`, {}, 409);
    await as("resetOnboardingPipeline", `${O}/reset-pipeline`, { headers: league }, 403);
    const resettable = await createTestContext({
      ...ENV,
      DEMO_DATA: "false",
      ONBOARDING_RESET_ALLOWED: "true",
    });
    try {
      await call(
        "resetOnboardingPipeline",
        `${O}/reset-pipeline`,
        {
          headers: { "X-API-Key": TEST_KEY },
        },
        200,
        resettable,
      );
    } finally {
      await resettable.close();
    }
    await as("getLeagueOnboardingStatus", `/api/league/${id}`, {}, 200);
    await as("getLeagueOnboardingStatus", `/api/league/${id}`, { headers: league }, 404);
    await as("submitFeedback", "/api/feedback", {
      json: { category: "triage", rating: 3, message_id: mail.message_id },
    }, 201);
    await as("submitFeedback", "/api/feedback", { json: { category: "triage" } }, 422);

    const L = "/api/league/opportunities";
    const top = await as("listTopLeagueOpportunities", `${L}/top?limit=3&min_score=1`, {}, 200);
    await as("listTopLeagueOpportunities", `${L}/top?min_score=500`, {}, 422);
    ids["getTopLeagueOpportunity.opportunity_id"] = top.data.opportunities[0].opportunity_id;
    await as(
      "getTopLeagueOpportunity",
      `${L}/top/${top.data.opportunities[0].opportunity_id}`,
      {},
      200,
    );
    await as("getTopLeagueOpportunity", `${L}/top/top_none`, {}, 404);
    const under = await as(
      "listUnderservedSportsbookOpportunities",
      `${L}/underserved-sportsbook?limit=3&market_demand=high`,
      {},
      200,
    );
    await as(
      "listUnderservedSportsbookOpportunities",
      `${L}/underserved-sportsbook?market_demand=x`,
      {},
      422,
    );
    const u = under.data.opportunities[0].opportunity_id;
    ids["getUnderservedSportsbookOpportunity.opportunity_id"] = u;
    await as("getUnderservedSportsbookOpportunity", `${L}/underserved-sportsbook/${u}`, {}, 200);
    await as(
      "getUnderservedSportsbookOpportunity",
      `${L}/underserved-sportsbook/usb_none`,
      {},
      404,
    );
    await call("listTopLeagueOpportunities", `${L}/top`, {
      headers: await issueKey(ctx, "demo-league", { scopes: ["public"] }),
    }, 403);
  });

  await t.step(
    "every operation: a version we do not serve, no credential, bodies refused",
    async () => {
      for (const o of ops) {
        const id = o.op.operationId;
        const path = concrete(o);
        await call(id, path, { headers: { ...auth(id), "X-API-Version": "v9" } }, 400);
        // `{}` among the schemes: the credential is optional (health routes answer anyone).
        const optional = o.op.security.some((s: Record<string, unknown>) => !Object.keys(s).length);
        if (o.op.security.length) await call(id, path, {}, optional ? 200 : 401);
        if (!o.op.requestBody || !o.op.security.length) continue;
        await call(id, path, {
          headers: { ...auth(id), "Content-Type": "text/plain" },
          body: "plain text",
        }, 415);
        await call(id, path, {
          headers: {
            ...auth(id),
            "Content-Type": "application/json",
            "Content-Length": "999999999",
          },
          body: "{}",
        }, 413);
      }
    },
  );

  await t.step("email and employees", async () => {
    const hook = "/api/webhook/mail";
    const pm = postmarkBody("contract-1@league.example");
    await call(
      "receiveMailWebhook",
      `${hook}?provider=postmark`,
      { headers: basic, json: pm },
      200,
    );
    await call("receiveMailWebhook", `${hook}?provider=postmark`, { json: pm }, 401);
    await call("receiveMailWebhook", hook, {
      headers: { Authorization: `Basic ${btoa("postmark:wrong-password-x")}` },
      json: pm,
    }, 403);
    await call("receiveMailWebhook", `${hook}?provider=postmark`, {
      headers: { ...basic, "Content-Type": "application/json" },
      body: "{",
    }, 400);
    await call("receiveMailWebhook", `${hook}?provider=postmark`, {
      headers: { ...basic, "Content-Type": "text/plain" },
      body: "hi",
    }, 415);
    await call("receiveMailWebhook", `${hook}?provider=nope`, { headers: basic, json: pm }, 422);
    await call("receiveMailWebhook", `${hook}?provider=postmark`, {
      headers: basic,
      json: postmarkBody("contract-2@league.example", {
        Attachments: Array.from({ length: 21 }, (_, i) => ({
          Name: `a${i}.txt`,
          ContentType: "text/plain",
          Content: btoa("x"),
        })),
      }),
    }, 413);
    const mg = await mailgunForm(
      MAIL_SECRETS.MAIL_MAILGUN_SIGNING_KEY,
      "contract-3@league.example",
    );
    await call("receiveMailWebhook", hook, { body: mg }, 200);

    const employee = await as("createEmployee", "/employees", {
      json: { name: "Ana Núñez", email: "ana@altsports.dev", title: "Partnerships" },
    }, 201);
    ids.employee_id = String(employee.data.employee_id);
    await as("createEmployee", "/employees", {
      json: { name: "Ana", email: "ana@altsports.dev" },
    }, 409);
    await as("createEmployee", "/employees", {
      json: { name: "X", email: "x@altsports.dev", leagues: ["league_nope"] },
    }, 422);
    await as(
      "createEmployee",
      "/employees",
      { json: { name: "X", email: "x@altsports.dev" } },
      201,
    );
    await call("createEmployee", "/employees", { json: { name: "X", email: "y@a.dev" } }, 401);
    await as("listEmployees", "/employees", {}, 200);
    await call("listEmployees", "/employees", {}, 401);
    await as("getEmployee", `/employees/${ids.employee_id}`, {}, 200);
    await as("getEmployee", "/employees/999999", {}, 404);
    await as("getEmployee", "/employees/abc", {}, 422);
    await call("getEmployee", `/employees/${ids.employee_id}`, {}, 401);

    const msg = { message_id: "contract-1@league.example" };
    await as("processEmail", "/process-email", { json: msg }, 200);
    await as("processEmail", "/process-email", { json: { message_id: "nope@x" } }, 404);
    await as("processEmail", "/process-email", { json: {} }, 422);
    await call("processEmail", "/process-email", { json: msg }, 401);
    await as("respondToEmail", "/respond", { json: msg }, 200);
    await as("respondToEmail", "/respond", { json: { message_id: "nope@x" } }, 404);
    await as("respondToEmail", "/respond", { json: { from: "not-an-email" } }, 422);
    await call("respondToEmail", "/respond", { json: msg }, 401);
    const outbox = await as("listMailOutbox", "/api/admin/mail/outbox", {}, 200);
    assert.equal(outbox.data.messages.length, 1);
    await as("listMailOutbox", "/api/admin/mail/outbox?limit=0", {}, 422);
    ids.outbox_id = outbox.data.messages[0].id;
    const eml = await as("getMailOutboxEml", `/api/admin/mail/outbox/${ids.outbox_id}`, {}, 200);
    assert.match(new TextDecoder().decode(eml), /^To: Jane Doe <jane@surfleague.example>\r$/m);
    await as(
      "getMailOutboxEml",
      "/api/admin/mail/outbox/out_0123456789abcdef0123456789abcdef",
      {},
      404,
    );
    await as("getMailOutboxEml", "/api/admin/mail/outbox/nope", {}, 422);
    await call("getMailOutboxEml", `/api/admin/mail/outbox/${ids.outbox_id}`, {}, 401);
    await call("getMailOutboxEml", `/api/admin/mail/outbox/${ids.outbox_id}`, {
      headers: await issueKey(ctx, "demo-league", { role: "league_admin" }),
    }, 403);
    await call("listMailOutbox", "/api/admin/mail/outbox", {}, 401);
    const user = await issueKey(ctx, "demo-league", { role: "league_admin" });
    await call("listMailOutbox", "/api/admin/mail/outbox", { headers: user }, 403);
    await call("createEmployee", "/employees", {
      headers: user,
      json: { name: "Z", email: "z@altsports.dev" },
    }, 403);
    const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
    for (const [id, path] of [["listEmployees", "/employees"], ["getEmployee", "/employees/1"]]) {
      await call(id, path, { headers: publicKey }, 403);
    }
    for (const [id, path] of [["processEmail", "/process-email"], ["respondToEmail", "/respond"]]) {
      await call(id, path, { headers: publicKey, json: msg }, 403);
    }
  });

  await t.step("every guarded operation: over its rate limit", async () => {
    const limits = Object.fromEntries(
      ["jwt", "api_key", "oauth", "anonymous", "catalog_ip", "catalog_free", "catalog_standard"]
        .map((p) => [p, "1/minute"]),
    );
    const limited = await createTestContext({
      ...ENV,
      DEMO_DATA: "false",
      RATE_LIMITS: JSON.stringify(limits),
    });
    try {
      // Spend each credential's one request, then every guarded operation is over the limit.
      const spend: [string, string, string][] = [
        ["getCurrentPrincipal", "/api/v1/auth/me", "ServiceApiKey"],
        ["getCurrentPrincipal", "/api/v1/auth/me", "BearerAuth"],
        ["listCatalogSports", "/v1/data/sports", "IdToken"],
        ["getAthleteStatistics", "/v1/athletes/none", "ServiceApiKey"],
      ];
      for (const [id, path, scheme] of spend) {
        await call(id, path, { headers: credentials[scheme] }, undefined, limited);
      }
      for (const o of ops.filter((o) => o.op.security.length)) {
        const id = o.op.operationId;
        await call(id, concrete(o), { headers: auth(id) }, 429, limited);
      }
    } finally {
      await limited.close();
    }
  });

  await t.step("every operation was driven", () => {
    const missing = ops.filter((o) => !covered.has(o.key)).map((o) => o.key);
    assert.deepEqual(missing, []);
    const statuses = [...covered.values()].reduce((n, s) => n + s.size, 0);
    console.log(
      `contract: ${validated} responses validated, ${covered.size} of ${ops.length} operations, ` +
        `${statuses} (operation, status) pairs`,
    );
  });

  ctx.deps.queue.stop();
  await ctx.close();
});
