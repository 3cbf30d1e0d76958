import assert from "node:assert/strict";
import { exportPKCS8, generateKeyPair, jwtVerify } from "jose";
import PostalMime from "postal-mime";
import readXlsxFile from "read-excel-file/universal";
import { mailOutbox, onboardingLeagues } from "../db/schema/mod.ts";
import { ConfigError, loadConfig } from "../services/config.ts";
import { STALE_QUEUED_MS } from "../services/mail/outbox.ts";
import { MAX_ROWS, runMorningReport } from "../services/reports/morning.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { createTestContext, issueKey, NOW, TEST_KEY, type TestContext } from "./helpers.ts";

const ADMIN = { "X-API-Key": TEST_KEY };
const LEAGUE = { email: "league@altsports.dev", password: "altsports-league-demo" };
// deno-lint-ignore no-explicit-any
type Json = any;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function bearer(ctx: TestContext, creds = LEAGUE) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: creds });
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

/** An `/api` error: the status and the envelope's code. */
async function refused(res: Response, status: number, code: string) {
  assert.equal(res.status, status, await res.clone().text());
  const body = await res.json();
  assert.equal(body.success, false);
  assert.equal(body.error.code, code);
}

async function settle(ctx: TestContext) {
  for (let i = 0; i < 50 && await ctx.deps.queue.drain() > 0; i++);
}

/** A finished pipeline run and a funnel league with an action due today. */
async function seedActivity(ctx: TestContext) {
  const form = new FormData();
  form.append("file", new File([QUESTIONNAIRE], "pacific.txt"));
  const upload = await ctx.send("POST", "/api/pipeline/upload", {
    headers: await bearer(ctx),
    body: form,
  });
  assert.equal(upload.status, 202, await upload.clone().text());
  const runId = (await upload.json()).data.pipeline_id as string;
  await settle(ctx);
  const onboard = await ctx.send("POST", "/api/onboard", {
    headers: ADMIN,
    json: {
      league_name: "Fjordline Sprint Kayak Series",
      contact_email: "office@fjordline.example",
      contact_name: "Ingrid Dahl",
      sport: "canoe sprint",
    },
  });
  assert.equal(onboard.status, 201, await onboard.clone().text());
  const leagueId = (await onboard.json()).data.league.league_id as string;
  const contact = await ctx.send("POST", `/api/onboarding/league/${leagueId}/contact`, {
    headers: ADMIN,
    json: {
      channel: "email",
      outcome: "sent",
      next_action: "Call about the data feed",
      next_action_date: "2026-11-21",
    },
  });
  assert.equal(contact.status, 201, await contact.clone().text());
  return { runId, leagueId };
}

async function runReport(ctx: TestContext, config?: Record<string, unknown>) {
  const res = await ctx.send("POST", "/api/morning-report", {
    headers: ADMIN,
    json: config ? { config } : {},
  });
  assert.equal(res.status, 202, await res.clone().text());
  const queued = (await res.json()).data;
  await settle(ctx);
  const status = (await (await ctx.get("/api/morning-report/status")).json()).data;
  assert.equal(status.last_run.message_id, queued.message_id);
  return status.last_run;
}

/** The sheets of a workbook, each as rows of cells (read-excel-file, not our writer). */
async function sheetsOf(bytes: Uint8Array) {
  const sheets = await readXlsxFile(new Blob([bytes as Uint8Array<ArrayBuffer>]));
  return Object.fromEntries(sheets.map((s) => [s.sheet, s.data]));
}

Deno.test("morning report: spreadsheet stored and read back, mail parsed, status", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "true" });
  const { runId, leagueId } = await seedActivity(ctx);
  const result = await (await ctx.get(`/api/pipeline/result/${runId}`)).json();
  const score = result.data.fingerprint.partnership_score;
  let lastRun: Record<string, Json> = {};

  await t.step("a run writes the XLSX, mails it and reports what it did", async () => {
    lastRun = await runReport(ctx, { recipients: ["ops@altsports.dev", "ceo@altsports.dev"] });
    assert.equal(lastRun.status, "completed", lastRun.error);
    const r = lastRun.result;
    assert.equal(r.window_days, 1);
    assert.equal(r.pipeline.runs_total, 1);
    assert.equal(r.pipeline.runs_in_window, 1);
    assert.equal(r.pipeline.by_status.success, 1);
    assert.equal(r.onboarding.next_actions_due, 1);
    assert.equal(r.spreadsheet.format, "xlsx");
    assert.match(r.spreadsheet.key, /^reports\/morning-report\/msg_[0-9a-f]+\.xlsx$/);
    assert.equal(r.spreadsheet.location, `drive://${r.spreadsheet.key}`);
    assert.equal(r.spreadsheet.google, null);
    assert.equal(r.mail.status, "sent");
    assert.equal(r.mail.recipients, 2);
    assert.match(r.mail.subject, /^Morning report 2026-11-21: 1 runs/);
  });

  let xlsx = new Uint8Array();
  await t.step("the admin download is the stored workbook; its sheets read back", async () => {
    const res = await ctx.get("/api/admin/reports/morning-report");
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), XLSX);
    assert.equal(
      res.headers.get("content-disposition"),
      'attachment; filename="morning-report-2026-11-21.xlsx"',
    );
    xlsx = new Uint8Array(await res.arrayBuffer());
    assert.equal(xlsx.length, lastRun.result.spreadsheet.bytes);
    const sheets = await sheetsOf(xlsx);
    assert.deepEqual(Object.keys(sheets), ["Summary", "Pipeline", "Onboarding"]);
    const summary = new Map(sheets.Summary.slice(1).map((r) => [r[0], r[1]]));
    assert.equal(summary.get("Generated at (UTC)"), NOW.toISOString());
    assert.equal(summary.get("Pipeline runs in the window"), 1);
    assert.equal(summary.get("Next actions due within a day"), 1);
    const [head, row] = sheets.Pipeline;
    assert.deepEqual(head.slice(0, 6), ["Run ID", "League", "Status", "Stage", "Score", "Tier"]);
    assert.equal(row[0], runId);
    assert.equal(row[2], "success");
    // The score and tier are the run's own, as its fingerprint gives them.
    assert.equal(row[1], "Pacific Pickleball Tour");
    assert.equal(row[4], score.overall_score);
    assert.equal(row[5], score.tier);
    const onboarding = sheets.Onboarding;
    const kayak = onboarding.find((r) => r[0] === leagueId)!;
    assert.equal(kayak[1], "Fjordline Sprint Kayak Series");
    assert.equal(kayak[7], "office@fjordline.example");
    assert.equal(kayak[8], "Call about the data feed");
    assert.equal(lastRun.result.spreadsheet.rows.Onboarding, onboarding.length - 1);
  });

  await t.step(
    "the mail in the outbox parses: figures, due action, the same workbook",
    async () => {
      const list = (await (await ctx.get("/api/admin/mail/outbox")).json()).data;
      const entry = list.messages.find((m: { id: string }) =>
        m.id === lastRun.result.mail.outbox_id
      );
      assert.deepEqual(entry.to, ["ops@altsports.dev", "ceo@altsports.dev"]);
      const eml = await (await ctx.get(`/api/admin/mail/outbox/${entry.id}`)).text();
      const mail = await PostalMime.parse(eml);
      assert.equal(mail.subject, lastRun.result.mail.subject);
      assert.match(mail.text!, /Pipeline \(the last 24 hours\): 1 runs; success 1\./);
      assert.match(
        mail.text!,
        /- 2026-11-21 Fjordline Sprint Kayak Series \(responded\): Call about the data feed \[overdue\]$/m,
      );
      assert.equal(mail.attachments.length, 1);
      const [file] = mail.attachments;
      assert.equal(file.filename, "morning-report-2026-11-21.xlsx");
      assert.equal(file.mimeType, XLSX);
      const attached = new Uint8Array(file.content as ArrayBuffer);
      assert.deepEqual(attached, xlsx);
      assert.deepEqual(await sheetsOf(attached), await sheetsOf(xlsx));
    },
  );

  await ctx.close();
});

/** A local HTTP server for a test; `handle` sees every request. */
function fakeServer(handle: (req: Request, url: URL) => Response | Promise<Response>) {
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    (req) => handle(req, new URL(req.url)),
  );
  return { url: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

/**
 * An app whose mail goes to a fake Postmark `/email` (every post kept; the n-th answered OK when
 * `ok(n)`, else 500), the report to ops@.
 */
async function withMailApi(ok: (n: number) => boolean, clock: () => Date) {
  const posts: Record<string, Json>[] = [];
  const mailApi = fakeServer(async (req) => {
    posts.push(await req.json());
    return ok(posts.length)
      ? Response.json({ ErrorCode: 0, Message: "OK" })
      : Response.json({ ErrorCode: 500, Message: "try later" }, { status: 500 });
  });
  const ctx = await createTestContext({
    JOB_WORKER: "false",
    MAIL_TRANSPORT: "http",
    MAIL_API_URL: mailApi.url,
    MAIL_API_TOKEN: "server-token",
    REPORT_RECIPIENTS: "ops@altsports.dev",
    // A retry ~0.6 s after a failure: not due within the drain that failed, soon after it.
    JOB_BACKOFF_SCALE: "0.05",
  }, { clock });
  return { ctx, posts, mailApi };
}

Deno.test("morning report: a failed delivery fails the run; its retry sends the recorded mail", async () => {
  // The retry comes a day later: a report made again would say another date.
  let now = NOW;
  const { ctx, posts, mailApi } = await withMailApi((n) => n > 1, () => now);
  const res = await ctx.send("POST", "/api/morning-report", { headers: ADMIN, json: {} });
  const { message_id } = (await res.json()).data;
  await ctx.deps.queue.drain();
  const failed = (await (await ctx.get("/api/morning-report/status")).json()).data.last_run;
  assert.equal(failed.status, "failed");
  assert.match(failed.error, /its mail is failed: mail API 500: try later/);
  now = new Date(NOW.getTime() + 86_400_000);
  for (let i = 0; i < 100 && posts.length < 2; i++) {
    await new Promise((r) => setTimeout(r, 50));
    await ctx.deps.queue.drain();
  }
  const done = (await (await ctx.get("/api/morning-report/status")).json()).data.last_run;
  assert.equal(done.message_id, message_id);
  assert.equal(done.status, "completed", done.error);
  assert.equal(done.result.mail.status, "sent");
  assert.equal(posts.length, 2, "one failed delivery, one good one");
  // The second delivery is the first message, as recorded: same id, subject, text and file.
  assert.match(posts[0].Subject, /^Morning report 2026-11-21:/);
  for (const field of ["Subject", "To", "Headers", "Attachments"]) {
    assert.deepEqual(posts[1][field], posts[0][field], field);
  }
  // (Read back from the .eml, the text may end in one more line break than it was sent with.)
  assert.equal(posts[1].TextBody.trimEnd(), posts[0].TextBody.trimEnd());
  const [attachment] = posts[1].Attachments;
  assert.equal(attachment.ContentType, XLSX);
  const bytes = Uint8Array.from(atob(attachment.Content), (ch) => ch.charCodeAt(0));
  assert.deepEqual(Object.keys(await sheetsOf(bytes)), ["Summary", "Pipeline", "Onboarding"]);
  // ...and the stored workbook is the one mailed.
  const stored = await ctx.get("/api/admin/reports/morning-report");
  assert.deepEqual(new Uint8Array(await stored.arrayBuffer()), bytes);
  const outbox = (await (await ctx.get("/api/admin/mail/outbox")).json()).data.messages;
  assert.equal(outbox.length, 1, "the retry sent the recorded message, not a new one");
  await ctx.close();
  await mailApi.close();
});

Deno.test("morning report: a sender that died with its mail queued is taken over, once", async () => {
  let now = NOW;
  const { ctx, posts, mailApi } = await withMailApi(() => true, () => now);
  const first = await runMorningReport(ctx.deps, "msg_crash", { days: 1 });
  assert.equal(first.mail.status, "sent");
  // The process died between recording the message and hearing back from the mail API.
  const { db } = ctx.deps;
  await db.update(mailOutbox).set({ status: "queued", sentAt: null });
  // Its own retry at once: the delivery may still be under way, so the run fails, sending nothing.
  await assert.rejects(runMorningReport(ctx.deps, "msg_crash", { days: 1 }), /its mail is queued/);
  assert.equal(posts.length, 1);
  // Past STALE_QUEUED_MS the sender is presumed dead: the recorded message goes out again.
  now = new Date(NOW.getTime() + STALE_QUEUED_MS + 1000);
  const again = await runMorningReport(ctx.deps, "msg_crash", { days: 1 });
  assert.equal(again.mail.status, "sent");
  assert.equal(posts.length, 2);
  assert.deepEqual(posts[1].Headers, posts[0].Headers, "the same Message-ID");
  await runMorningReport(ctx.deps, "msg_crash", { days: 1 });
  assert.equal(posts.length, 2, "a sent message is not sent again");
  await ctx.close();
  await mailApi.close();
});

Deno.test("morning report: the sheets are cut at MAX_ROWS; the figures count everything", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const at = NOW.toISOString();
  const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => ({
    id: `obl_${String(i).padStart(32, "0")}`,
    name: `League ${i}`,
    nameKey: `league ${i}`,
    sport: "bandy",
    dataSource: "manual" as const,
    stage: i === 0 ? "signed" as const : "discovered" as const,
    furthestStage: i === 0 ? "signed" as const : "discovered" as const,
    stageChangedAt: at,
    createdAt: at,
    updatedAt: at,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await ctx.deps.db.insert(onboardingLeagues).values(rows.slice(i, i + 500));
  }
  const r = await runMorningReport(ctx.deps, "msg_big", { days: 1 });
  assert.equal(r.onboarding.leagues_total, MAX_ROWS + 1);
  assert.equal(r.onboarding.new_in_window, MAX_ROWS + 1);
  assert.equal(r.spreadsheet.rows.Onboarding, MAX_ROWS);
  const book = await sheetsOf((await ctx.deps.documents.get(r.spreadsheet.key))!.body);
  const summary = new Map(book.Summary.slice(1).map((row) => [row[0], row[1]]));
  assert.equal(summary.get("Onboarding leagues"), MAX_ROWS + 1);
  assert.equal(summary.get("Onboarding sheet cut at (rows)"), MAX_ROWS);
  // In funnel order: the signed league comes after every discovered one, so it was cut.
  assert.ok(book.Onboarding.slice(1).every((row) => row[3] === "discovered"));
  await ctx.close();
});

Deno.test("morning report: without recipients the mail is skipped; employees are the default", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const skipped = await runReport(ctx);
  assert.equal(skipped.status, "completed");
  assert.deepEqual(skipped.result.mail, {
    status: "skipped",
    reason: "no recipients: set REPORT_RECIPIENTS or add employees",
  });
  const hire = await ctx.send("POST", "/employees", {
    headers: ADMIN,
    json: { name: "Ana Ruiz", email: "ana@altsports.dev", title: "Partnerships" },
  });
  assert.equal(hire.status, 201, await hire.clone().text());
  const sent = await runReport(ctx, { days: 7 });
  assert.equal(sent.result.window_days, 7);
  assert.equal(sent.result.mail.recipients, 1);
  const eml = await (await ctx.get(`/api/admin/mail/outbox/${sent.result.mail.outbox_id}`)).text();
  const mail = await PostalMime.parse(eml);
  assert.deepEqual(mail.to, [{ address: "ana@altsports.dev", name: "Ana Ruiz" }]);
  assert.match(mail.text!, /Pipeline \(the last 7 days\): 0 runs; none\./);
  await ctx.close();
});

Deno.test("morning report: Google Sheets through a service account, against a fake API", async (t) => {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const pem = await exportPKCS8(privateKey);
  const spreadsheetId = "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";
  const calls: { method: string; path: string; body?: Json }[] = [];
  const grid: Record<string, unknown[][]> = { Notes: [["kept"]], Summary: [["old"]] };
  let tokenOk = true;
  const api = fakeServer(async (req, url) => {
    const body = req.method === "POST"
      ? (url.pathname === "/token"
        ? Object.fromEntries(new URLSearchParams(await req.text()))
        : await req.json())
      : undefined;
    calls.push({ method: req.method, path: url.pathname + url.search, body });
    if (url.pathname === "/token") {
      if (!tokenOk) return Response.json({ error: "invalid_grant" }, { status: 400 });
      assert.equal(body.grant_type, "urn:ietf:params:oauth:grant-type:jwt-bearer");
      const { payload, protectedHeader } = await jwtVerify(body.assertion, publicKey, {
        issuer: "reports@altsports.iam.gserviceaccount.com",
        audience: `${api.url}/token`,
        currentDate: NOW,
      });
      assert.equal(protectedHeader.kid, "key-1");
      assert.equal(payload.scope, "https://www.googleapis.com/auth/spreadsheets");
      assert.ok(payload.exp! - payload.iat! <= 3600, "Google takes assertions of an hour at most");
      return Response.json({ access_token: "ya29.fake", expires_in: 3600, token_type: "Bearer" });
    }
    if (req.headers.get("authorization") !== "Bearer ya29.fake") {
      return Response.json({ error: { code: 401, message: "no token" } }, { status: 401 });
    }
    const base = `/v4/spreadsheets/${spreadsheetId}`;
    if (req.method === "GET" && url.pathname === base) {
      return Response.json({
        sheets: Object.keys(grid).map((title) => ({ properties: { title } })),
      });
    }
    if (url.pathname === `${base}:batchUpdate`) {
      for (const r of body.requests) grid[r.addSheet.properties.title] = [];
      return Response.json({ replies: [] });
    }
    if (url.pathname === `${base}/values:batchClear`) {
      for (const range of body.ranges) {
        assert.match(range, /^'(?:[^']|'')+'$/, "a sheet's whole range, quoted");
        grid[range.slice(1, -1).replace(/''/g, "'")] = [];
      }
      return Response.json({ clearedRanges: body.ranges });
    }
    if (url.pathname === `${base}/values:batchUpdate`) {
      let cells = 0;
      for (const d of body.data) {
        assert.equal(d.majorDimension, "ROWS");
        assert.match(d.range, /^'(?:[^']|'')+'!A1$/);
        grid[d.range.replace(/^'(.*)'!A1$/, "$1")] = d.values;
        cells += d.values.reduce((n: number, r: unknown[]) => n + r.length, 0);
      }
      assert.equal(body.valueInputOption, "RAW");
      return Response.json({ totalUpdatedCells: cells });
    }
    return Response.json({ error: { code: 404, message: "not found" } }, { status: 404 });
  });
  const ctx = await createTestContext({
    JOB_WORKER: "false",
    DEMO_DATA: "true",
    SPREADSHEET: "google",
    GOOGLE_SHEETS_SPREADSHEET_ID: spreadsheetId,
    GOOGLE_SHEETS_API_URL: api.url,
    REPORT_RECIPIENTS: "ops@altsports.dev",
    GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({
      type: "service_account",
      client_email: "reports@altsports.iam.gserviceaccount.com",
      private_key_id: "key-1",
      private_key: pem,
      token_uri: `${api.url}/token`,
    }),
  });
  await seedActivity(ctx);

  await t.step(
    "the sheets are added, cleared and written; the workbook holds the same",
    async () => {
      const run = await runReport(ctx);
      assert.equal(run.status, "completed", run.error);
      const google = run.result.spreadsheet.google;
      assert.equal(google.url, `https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`);
      assert.deepEqual(
        calls.map((c) => `${c.method} ${c.path.replace(spreadsheetId, "ID")}`),
        [
          "POST /token",
          "GET /v4/spreadsheets/ID?fields=sheets.properties.title",
          "POST /v4/spreadsheets/ID:batchUpdate",
          "POST /v4/spreadsheets/ID/values:batchClear",
          "POST /v4/spreadsheets/ID/values:batchUpdate",
        ],
      );
      assert.deepEqual(calls[2].body.requests.map((r: Json) => r.addSheet.properties.title), [
        "Pipeline",
        "Onboarding",
      ]);
      assert.deepEqual(grid.Notes, [["kept"]], "other sheets are left alone");
      const xlsx = new Uint8Array(
        await (await ctx.get("/api/admin/reports/morning-report")).arrayBuffer(),
      );
      const book = await sheetsOf(xlsx);
      for (const name of ["Summary", "Pipeline", "Onboarding"]) {
        const fromBook = book[name].map((r) => r.map((v) => v ?? ""));
        assert.deepEqual(grid[name], fromBook, name);
      }
      const cells = ["Summary", "Pipeline", "Onboarding"]
        .reduce((n, name) => n + grid[name].reduce((m, r) => m + r.length, 0), 0);
      assert.equal(google.updated_cells, cells);
    },
  );

  await t.step(
    "a refused token fails the run (to be retried); the mail went out first",
    async () => {
      tokenOk = false;
      const before = (await (await ctx.get("/api/admin/mail/outbox")).json()).data.messages.length;
      const run = await runReport(ctx);
      assert.equal(run.status, "failed");
      assert.match(run.error, /Google token endpoint: HTTP 400 \(invalid_grant\)/);
      const after = (await (await ctx.get("/api/admin/mail/outbox")).json()).data.messages;
      assert.equal(after.length, before + 1);
      assert.equal(after[0].status, "sent");
    },
  );

  await ctx.close();
  await api.close();
});

Deno.test("morning report: bad settings are refused at the door; credentials", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const league = await bearer(ctx);

  await t.step("unknown keys, a bad window or a bad address: 422, nothing queued", async () => {
    for (const config of [{ recipients: ["ops"] }, { days: 0 }, { days: 32 }, { colour: "red" }]) {
      const res = await ctx.send("POST", "/api/morning-report", {
        headers: ADMIN,
        json: { config },
      });
      await refused(res, 422, "VALIDATION_ERROR");
    }
    assert.equal(await ctx.deps.queue.drain(), 0);
  });

  await t.step("no spreadsheet yet: 404", async () => {
    await refused(await ctx.get("/api/admin/reports/morning-report"), 404, "NOT_FOUND");
  });

  await t.step(
    "the download needs an admin: 401 without a credential, 403 for a league",
    async () => {
      await refused(
        await ctx.get("/api/admin/reports/morning-report", {}),
        401,
        "AUTHENTICATION_ERROR",
      );
      await refused(
        await ctx.get("/api/admin/reports/morning-report", league),
        403,
        "AUTHORIZATION_ERROR",
      );
      await refused(
        await ctx.send("POST", "/api/morning-report", { headers: league, json: {} }),
        403,
        "AUTHORIZATION_ERROR",
      );
    },
  );

  await t.step("choosing recipients needs a tenant admin; the status' result too", async () => {
    const service = await issueKey(ctx, "demo-admin", { role: "service" });
    const adminNoScope = await issueKey(ctx, "demo-admin", {
      role: "admin",
      scopes: ["read", "write"],
    });
    const outsider = { config: { recipients: ["someone@elsewhere.example"] } };
    for (const headers of [service, adminNoScope]) {
      await refused(
        await ctx.send("POST", "/api/morning-report", { headers, json: outsider }),
        403,
        "AUTHORIZATION_ERROR",
      );
      const plain = await ctx.send("POST", "/api/morning-report", { headers, json: {} });
      assert.equal(plain.status, 202);
      await plain.body?.cancel();
    }
    await settle(ctx);
    const mine = (await (await ctx.get("/api/morning-report/status")).json()).data.last_run;
    assert.equal(mine.status, "completed");
    assert.equal(typeof mine.result.pipeline.runs_total, "number");
    const theirs = (await (await ctx.get("/api/morning-report/status", league)).json()).data;
    assert.equal(theirs.last_run.message_id, mine.message_id);
    assert.equal(theirs.last_run.result, null, "a league sees no tenant-wide figures");
  });

  await t.step("SPREADSHEET=google needs its spreadsheet and key; the key is checked", () => {
    assert.throws(() => loadConfig({ SPREADSHEET: "google" }), ConfigError);
    assert.throws(
      () =>
        loadConfig({
          SPREADSHEET: "google",
          GOOGLE_SHEETS_SPREADSHEET_ID: "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
          GOOGLE_SERVICE_ACCOUNT_JSON: '{"client_email":"x@y.z"}',
        }),
      /GOOGLE_SERVICE_ACCOUNT_JSON/,
    );
    assert.throws(() => loadConfig({ REPORT_RECIPIENTS: "ops, b@c.d" }), /'ops' is not an email/);
  });

  await ctx.close();
});
