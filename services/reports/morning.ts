/**
 * The morning report (spec 001, `POST /api/morning-report`, daily at 08:00 UTC): the partnership
 * pipeline's runs and the onboarding funnel, synced to a spreadsheet and mailed.
 *
 * - Three sheets: Summary (the figures below, counted in SQL over everything), Pipeline (every
 *   run, newest first: league, status, stage, score, tier, file, times, error) and Onboarding
 *   (every funnel league in funnel order: stage, score, tier, contact, next action). At most
 *   MAX_ROWS rows a sheet; the Summary says when a sheet was cut. Times are ISO 8601 text (UTC).
 * - The workbook is an XLSX in the document store (`reports/morning-report/<run>.xlsx`);
 *   with SPREADSHEET=google the same sheets are then written to the configured spreadsheet.
 * - The mail (through the outbox and MAIL_TRANSPORT) carries the figures, the next actions due
 *   within a day (overdue ones included, as GET /api/onboarding/next-actions counts them) and
 *   the workbook as an attachment, to the run's `recipients`, else REPORT_RECIPIENTS, else every
 *   employee (at most MAX_RECIPIENTS). With nobody to send to it is skipped and the run says so.
 * - Every step may be repeated: a run is keyed by its job message, so a retried run (after a
 *   crash, a failed delivery, or a spreadsheet API that failed) finds its workbook and sends
 *   its recorded mail once (the outbox's idempotency key), then syncs again. A run fails unless
 *   its mail was sent, so the queue retries it; Google's failure does not hold the mail back.
 */
import { z } from "zod";
import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  onboardingActivity,
  onboardingLeagues,
  pipelineRuns,
  pipelineStages,
  scheduleRuns,
} from "../../db/schema/mod.ts";
import { notFound } from "../errors.ts";
import type { Config } from "../config.ts";
import { listEmployees } from "../mail/employees.ts";
import type { MailAddress } from "../mail/message.ts";
import { sendMail, transportOf } from "../mail/outbox.ts";
import { nextActions } from "../onboarding/leagues.ts";
import { ONBOARDING_STAGES, type Stage } from "../onboarding/stages.ts";
import type { DocumentStore } from "../storage/mod.ts";
import {
  type Cell,
  googleTargetOf,
  type Sheet,
  spreadsheetUrl,
  workbook,
  writeGoogleSheets,
  XLSX_TYPE,
} from "./spreadsheet.ts";
import { roundTo } from "../round.ts";

export const MAX_ROWS = 5000;
/** The mail APIs' limit on one message's recipients (Postmark: 50). */
export const MAX_RECIPIENTS = 50;
const DAY_MS = 86_400_000;
const TIERS = ["Platinum", "Gold", "Silver", "Bronze", "Unrated"] as const;
export const REPORT_PATH = "/api/admin/reports/morning-report";

export interface ReportServices {
  db: Database;
  documents: DocumentStore;
  clock: () => Date;
  config: Config;
}

/** A run's settings (`config` of POST /api/morning-report); unknown keys are refused. */
export const ReportOptions = z.strictObject({
  days: z.int().min(1).max(31).default(1).describe(
    "The window of the report's recent figures, in days.",
  ),
  recipients: z.array(z.email()).min(1).max(20).optional().describe(
    "Who gets the mail, instead of REPORT_RECIPIENTS or the employees (tenant admins only).",
  ),
});
export type ReportOptions = z.output<typeof ReportOptions>;

/** The run's score and tier, as its scoring stage recorded them. */
const scoreOf = sql<number | null>`json_extract(${pipelineStages.output}, '$.score.overall_score')`;
const tierOf = sql<string | null>`json_extract(${pipelineStages.output}, '$.score.tier')`;
const scored = and(eq(pipelineStages.runId, pipelineRuns.id), eq(pipelineStages.stage, "scoring"));
/** Funnel order, then name. */
const funnelOrder = sql`CASE ${onboardingLeagues.stage} ${
  sql.join(ONBOARDING_STAGES.map((st, i) => sql`WHEN ${st} THEN ${i}`), sql` `)
} END`;

/** The report's figures, tables and due actions, as of `now`. */
async function gather(db: Database, now: Date, days: number) {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  const [[{ n: runsTotal }], byStatus, byTier, stageCounts, [{ n: fresh }], [{ n: activity }]] =
    await Promise.all([
      db.select({ n: count() }).from(pipelineRuns),
      db.select({ status: pipelineRuns.status, n: count() }).from(pipelineRuns)
        .where(gte(pipelineRuns.createdAt, since)).groupBy(pipelineRuns.status),
      db.select({ tier: tierOf, n: count(), total: sql<number>`sum(${scoreOf})` })
        .from(pipelineRuns).innerJoin(pipelineStages, scored)
        .where(and(gte(pipelineRuns.createdAt, since), isNotNull(scoreOf))).groupBy(tierOf),
      db.select({ stage: onboardingLeagues.stage, n: count() }).from(onboardingLeagues)
        .groupBy(onboardingLeagues.stage),
      db.select({ n: count() }).from(onboardingLeagues)
        .where(gte(onboardingLeagues.createdAt, since)),
      db.select({ n: count() }).from(onboardingActivity)
        .where(gte(onboardingActivity.createdAt, since)),
    ]);
  const runs = await db.select({
    run: pipelineRuns,
    score: scoreOf,
    tier: tierOf,
  }).from(pipelineRuns).leftJoin(pipelineStages, scored)
    .orderBy(desc(pipelineRuns.createdAt), desc(pipelineRuns.id)).limit(MAX_ROWS);
  const leagues = await db.select().from(onboardingLeagues)
    .orderBy(funnelOrder, onboardingLeagues.name, onboardingLeagues.id).limit(MAX_ROWS);
  const due = (await nextActions({ db, clock: () => now }, 1)).actions;

  const byStage = Object.fromEntries(ONBOARDING_STAGES.map((st) => [st, 0])) as Record<
    Stage,
    number
  >;
  let leaguesTotal = 0;
  for (const r of stageCounts) {
    byStage[r.stage] = r.n;
    leaguesTotal += r.n;
  }
  const statusCount = (st: string) => byStatus.find((r) => r.status === st)?.n ?? 0;
  const scoredRuns = byTier.reduce((n, r) => n + r.n, 0);
  return {
    runs,
    leagues,
    due,
    pipeline: {
      runs_total: runsTotal,
      runs_in_window: byStatus.reduce((n, r) => n + r.n, 0),
      by_status: {
        success: statusCount("success"),
        failed: statusCount("failed"),
        running: statusCount("running"),
      },
      by_tier: Object.fromEntries(
        TIERS.map((t) => [t, byTier.find((r) => r.tier === t)?.n ?? 0]),
      ),
      average_score: scoredRuns
        ? roundTo(byTier.reduce((a, r) => a + Number(r.total), 0) / scoredRuns, 4)
        : null,
    },
    onboarding: {
      leagues_total: leaguesTotal,
      open: leaguesTotal - byStage.signed - byStage.lost,
      by_stage: byStage,
      new_in_window: fresh,
      activity_in_window: activity,
    },
  };
}

type Gathered = Awaited<ReturnType<typeof gather>>;

function sheetsOf(g: Gathered, now: Date, days: number): Sheet[] {
  const summary: Cell[][] = [
    ["Generated at (UTC)", now.toISOString()],
    ["Window (days)", days],
    ["Pipeline runs, all time", g.pipeline.runs_total],
    ["Pipeline runs in the window", g.pipeline.runs_in_window],
    ...Object.entries(g.pipeline.by_status).map(([k, v]): Cell[] => [`Runs ${k}`, v]),
    ...Object.entries(g.pipeline.by_tier).map(([k, v]): Cell[] => [`Runs scored ${k}`, v]),
    ["Average score in the window", g.pipeline.average_score],
    ["Onboarding leagues", g.onboarding.leagues_total],
    ["Open leagues", g.onboarding.open],
    ...Object.entries(g.onboarding.by_stage).map(([k, v]): Cell[] => [`Stage ${k}`, v]),
    ["New leagues in the window", g.onboarding.new_in_window],
    ["Onboarding activity in the window", g.onboarding.activity_in_window],
    ["Next actions due within a day", g.due.length],
    ["Overdue next actions", g.due.filter((d) => d.overdue).length],
  ];
  if (g.pipeline.runs_total > g.runs.length) {
    summary.push(["Pipeline sheet cut at (rows)", g.runs.length]);
  }
  if (g.onboarding.leagues_total > g.leagues.length) {
    summary.push(["Onboarding sheet cut at (rows)", g.leagues.length]);
  }
  return [
    { name: "Summary", columns: ["Metric", "Value"], rows: summary },
    {
      name: "Pipeline",
      columns: [
        "Run ID",
        "League",
        "Status",
        "Stage",
        "Score",
        "Tier",
        "File",
        "Started",
        "Completed",
        "Error",
      ],
      rows: g.runs.map(({ run, score, tier }) => [
        run.id,
        run.leagueName,
        run.status,
        run.stage,
        score,
        tier,
        run.sourceFilename,
        run.createdAt,
        run.completedAt,
        run.errorCode ? `${run.errorCode}: ${run.errorMessage ?? ""}`.trim() : null,
      ]),
    },
    {
      name: "Onboarding",
      columns: [
        "League ID",
        "League",
        "Sport",
        "Stage",
        "Score",
        "Tier",
        "Contact",
        "Contact email",
        "Next action",
        "Next action date",
        "Source",
        "Stage changed",
      ],
      rows: g.leagues.map((l) => [
        l.id,
        l.name,
        l.sport,
        l.stage,
        l.score,
        l.tier,
        l.contactName,
        l.contactEmail,
        l.nextAction,
        l.nextActionDate,
        l.dataSource,
        l.stageChangedAt,
      ]),
    },
  ];
}

const counts = (o: Record<string, number>) =>
  Object.entries(o).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(", ") || "none";

function mailText(g: Gathered, now: Date, days: number, where: string[]): string {
  const p = g.pipeline, o = g.onboarding;
  const window = days === 1 ? "the last 24 hours" : `the last ${days} days`;
  return [
    `Morning report, ${now.toISOString().slice(0, 10)}`,
    "",
    `Pipeline (${window}): ${p.runs_in_window} runs; ${counts(p.by_status)}.`,
    `Tiers: ${counts(p.by_tier)}. Average score: ${p.average_score ?? "n/a"}.`,
    `All time: ${p.runs_total} runs.`,
    "",
    `Onboarding: ${o.leagues_total} leagues, ${o.open} open.`,
    `By stage: ${counts(o.by_stage)}.`,
    `New in ${window}: ${o.new_in_window}. Activity entries: ${o.activity_in_window}.`,
    "",
    `Next actions due within a day: ${g.due.length}`,
    ...g.due.slice(0, 20).map((d) =>
      `- ${d.next_action_date.slice(0, 10)} ${d.name} (${d.stage}): ${
        d.next_action ?? "no action named"
      }${d.overdue ? " [overdue]" : ""}`
    ),
    ...(g.due.length > 20 ? [`- and ${g.due.length - 20} more (see the spreadsheet)`] : []),
    "",
    ...where,
    "",
  ].join("\n");
}

async function recipientsOf(s: ReportServices, options: ReportOptions): Promise<MailAddress[]> {
  const named = options.recipients?.length ? options.recipients : s.config.REPORT_RECIPIENTS;
  const to = named.length
    ? named.map((address) => ({ address, name: "" }))
    : (await listEmployees(s.db)).map((e) => ({ address: e.email, name: e.name }));
  return to.slice(0, MAX_RECIPIENTS);
}

/** Builds, stores, mails and syncs one morning report; returns what it did (the run's result). */
export async function runMorningReport(
  s: ReportServices,
  runId: string,
  options: ReportOptions,
) {
  const now = s.clock();
  const date = now.toISOString().slice(0, 10);
  const g = await gather(s.db, now, options.days);
  const sheets = sheetsOf(g, now, options.days);
  // Named by the run alone, so that its retry (on another day, maybe) finds it.
  const key = `reports/morning-report/${runId.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 80)}.xlsx`;
  // A retried run keeps the workbook it wrote (and may have mailed) the first time.
  const kept = await s.documents.get(key);
  const xlsx = kept?.body ?? await workbook(sheets);
  if (!kept) await s.documents.put(key, xlsx, XLSX_TYPE);
  const google = googleTargetOf(s.config);
  const sheetUrl = google && spreadsheetUrl(google.spreadsheetId);

  const filename = `morning-report-${date}.xlsx`;
  const base = s.config.PUBLIC_BASE_URL?.replace(/\/$/, "") ?? "";
  const where = [
    `Spreadsheet: attached (${filename}); the latest at ${base}${REPORT_PATH} (admins).`,
    ...(sheetUrl ? [`Google Sheets: ${sheetUrl}`] : []),
  ];
  const to = await recipientsOf(s, options);
  const subject = `Morning report ${date}: ${g.pipeline.runs_in_window} runs, ` +
    `${g.onboarding.open} open leagues, ${g.due.length} actions due`;
  let mail: Record<string, unknown> = {
    status: "skipped",
    reason: "no recipients: set REPORT_RECIPIENTS or add employees",
  };
  if (to.length) {
    const sent = await sendMail({ ...s, transport: transportOf(s.config) }, {
      from: { address: s.config.MAIL_FROM, name: "Partnerships" },
      to,
      subject,
      text: mailText(g, now, options.days, where),
      attachments: [{ filename, contentType: XLSX_TYPE, content: xlsx }],
    }, `morning-report:${runId}`);
    if (sent.status !== "sent") {
      throw new Error(
        `report stored at ${key}; its mail is ${sent.status}${sent.error ? `: ${sent.error}` : ""}`,
      );
    }
    mail = {
      status: sent.status,
      outbox_id: sent.id,
      message_id: sent.message_id,
      recipients: sent.to.length,
      subject: sent.subject,
    };
  }
  const synced = google ? await writeGoogleSheets(google, sheets, now) : null;
  return {
    generated_at: now.toISOString(),
    window_days: options.days,
    pipeline: g.pipeline,
    onboarding: {
      ...g.onboarding,
      next_actions_due: g.due.length,
      overdue: g.due.filter((d) => d.overdue).length,
    },
    spreadsheet: {
      format: "xlsx",
      key,
      location: s.documents.url(key),
      bytes: xlsx.length,
      rows: Object.fromEntries(sheets.map((sh) => [sh.name, sh.rows.length])),
      google: synced,
    },
    mail,
  };
}

/** The workbook of the last completed report; 404 before the first one. */
export async function latestWorkbook(s: Pick<ReportServices, "db" | "documents">) {
  const [run] = await s.db.select({ result: scheduleRuns.result }).from(scheduleRuns)
    .where(and(eq(scheduleRuns.schedule, "morning-report"), eq(scheduleRuns.status, "completed")))
    .orderBy(desc(scheduleRuns.completedAt)).limit(1);
  const result = run?.result
    ? JSON.parse(run.result) as { generated_at?: string; spreadsheet?: { key?: string } }
    : undefined;
  const key = result?.spreadsheet?.key;
  const file = key ? await s.documents.get(key) : null;
  if (!file) throw notFound("no morning report has been written yet");
  const date = result?.generated_at?.slice(0, 10) ?? "latest";
  return { filename: `morning-report-${date}.xlsx`, body: file.body };
}
