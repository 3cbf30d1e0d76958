/**
 * The morning report (spec 001, `POST /api/morning-report`, daily at 08:00 UTC): the partnership
 * pipeline's runs and the onboarding funnel, synced to a spreadsheet and mailed.
 *
 * - Three sheets: Summary (the figures below), Pipeline (every run, newest first: league,
 *   status, stage, score, tier, file, times, error) and Onboarding (every funnel league: stage,
 *   score, tier, contact, next action). At most MAX_ROWS rows a sheet; the Summary says when a
 *   sheet was cut.
 * - The workbook is an XLSX in the document store (`reports/morning-report/…`); with
 *   SPREADSHEET=google the same sheets are written to the configured Google spreadsheet.
 * - The mail (through the outbox and MAIL_TRANSPORT) carries the figures, the next actions due
 *   and the workbook as an attachment, to the run's `recipients`, else REPORT_RECIPIENTS, else
 *   every employee. With nobody to send to, the mail is skipped and the run says so.
 * - A run is keyed by its job message: a retried run rewrites the same file and mails once (the
 *   outbox's idempotency key); a delivery that failed makes the run fail, and its retry sends
 *   the recorded message again.
 */
import { z } from "zod";
import { and, count, desc, eq, gte, isNotNull, lte, notInArray } from "drizzle-orm";
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
import { ONBOARDING_STAGES, type Stage, TERMINAL_STAGES } from "../onboarding/stages.ts";
import type { DocumentStore } from "../storage/mod.ts";
import {
  type Cell,
  googleTargetOf,
  type Sheet,
  workbook,
  writeGoogleSheets,
  XLSX_TYPE,
} from "./spreadsheet.ts";

export const MAX_ROWS = 5000;
const DAY_MS = 86_400_000;
const TIERS = ["Platinum", "Gold", "Silver", "Bronze", "Unrated"] as const;

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
    "Who gets the mail, instead of REPORT_RECIPIENTS or the employees.",
  ),
});
export type ReportOptions = z.output<typeof ReportOptions>;

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

interface RunLine {
  id: string;
  league: string | null;
  status: string;
  stage: string;
  score: number | null;
  tier: string | null;
  file: string;
  createdAt: string;
  completedAt: string | null;
  error: string | null;
}

async function pipelineRows(db: Database): Promise<RunLine[]> {
  const rows = await db.select({ run: pipelineRuns, scoring: pipelineStages.output })
    .from(pipelineRuns)
    .leftJoin(
      pipelineStages,
      and(eq(pipelineStages.runId, pipelineRuns.id), eq(pipelineStages.stage, "scoring")),
    )
    .orderBy(desc(pipelineRuns.createdAt), desc(pipelineRuns.id)).limit(MAX_ROWS);
  return rows.map(({ run, scoring }) => {
    const score = scoring
      ? (JSON.parse(scoring) as { score?: { overall_score?: number; tier?: string } }).score
      : undefined;
    return {
      id: run.id,
      league: run.leagueName,
      status: run.status,
      stage: run.stage,
      score: score?.overall_score ?? null,
      tier: score?.tier ?? null,
      file: run.sourceFilename,
      createdAt: run.createdAt,
      completedAt: run.completedAt,
      error: run.errorCode ? `${run.errorCode}: ${run.errorMessage ?? ""}`.trim() : null,
    };
  });
}

/** The report's figures, tables and due actions, as of `now`. */
async function gather(db: Database, now: Date, days: number) {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  const until = new Date(now.getTime() + DAY_MS).toISOString();
  const [[{ n: runsTotal }], [{ n: leaguesTotal }], [{ n: activity }]] = await Promise.all([
    db.select({ n: count() }).from(pipelineRuns),
    db.select({ n: count() }).from(onboardingLeagues),
    db.select({ n: count() }).from(onboardingActivity)
      .where(gte(onboardingActivity.createdAt, since)),
  ]);
  const runs = await pipelineRows(db);
  const leagues = await db.select().from(onboardingLeagues)
    .orderBy(onboardingLeagues.stage, onboardingLeagues.name).limit(MAX_ROWS);
  const due = await db.select().from(onboardingLeagues).where(and(
    isNotNull(onboardingLeagues.nextActionDate),
    lte(onboardingLeagues.nextActionDate, until),
    notInArray(onboardingLeagues.stage, [...TERMINAL_STAGES]),
  )).orderBy(onboardingLeagues.nextActionDate, onboardingLeagues.id).limit(100);

  const recent = runs.filter((r) => r.createdAt >= since);
  const scored = recent.filter((r) => r.score !== null);
  const byStage = Object.fromEntries(ONBOARDING_STAGES.map((s) => [s, 0])) as Record<
    Stage,
    number
  >;
  const stageCounts = await db.select({ stage: onboardingLeagues.stage, n: count() })
    .from(onboardingLeagues).groupBy(onboardingLeagues.stage);
  for (const r of stageCounts) byStage[r.stage] = r.n;
  return {
    since,
    runs,
    leagues,
    due: due.map((l) => ({
      league_id: l.id,
      name: l.name,
      stage: l.stage,
      next_action: l.nextAction,
      next_action_date: l.nextActionDate!,
      overdue: l.nextActionDate! < now.toISOString(),
    })),
    pipeline: {
      runs_total: runsTotal,
      runs_in_window: recent.length,
      by_status: {
        success: recent.filter((r) => r.status === "success").length,
        failed: recent.filter((r) => r.status === "failed").length,
        running: recent.filter((r) => r.status === "running").length,
      },
      by_tier: Object.fromEntries(
        TIERS.map((t) => [t, scored.filter((r) => r.tier === t).length]),
      ),
      average_score: scored.length
        ? round(scored.reduce((a, r) => a + r.score!, 0) / scored.length, 4)
        : null,
    },
    onboarding: {
      leagues_total: leaguesTotal,
      open: leaguesTotal - byStage.signed - byStage.lost,
      by_stage: byStage,
      new_in_window: leagues.filter((l) => l.createdAt >= since).length,
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
      rows: g.runs.map((r) => [
        r.id,
        r.league,
        r.status,
        r.stage,
        r.score,
        r.tier,
        r.file,
        r.createdAt,
        r.completedAt,
        r.error,
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
  if (options.recipients?.length) {
    return options.recipients.map((address) => ({ address, name: "" }));
  }
  if (s.config.REPORT_RECIPIENTS.length) {
    return s.config.REPORT_RECIPIENTS.map((address) => ({ address, name: "" }));
  }
  return (await listEmployees(s.db)).map((e) => ({ address: e.email, name: e.name }));
}

/** Builds, stores, syncs and mails one morning report; returns what it did (the run's result). */
export async function runMorningReport(
  s: ReportServices,
  runId: string,
  options: ReportOptions,
) {
  const now = s.clock();
  const date = now.toISOString().slice(0, 10);
  const g = await gather(s.db, now, options.days);
  const sheets = sheetsOf(g, now, options.days);
  const xlsx = await workbook(sheets);
  const key = `reports/morning-report/${date}_${
    runId.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 80)
  }.xlsx`;
  await s.documents.put(key, xlsx, XLSX_TYPE);
  const google = googleTargetOf(s.config);
  const synced = google ? await writeGoogleSheets(google, sheets, now) : null;

  const filename = `morning-report-${date}.xlsx`;
  const where = [
    `Spreadsheet: ${s.documents.url(key)} (attached as ${filename})`,
    ...(synced ? [`Google Sheets: ${synced.url}`] : []),
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
    if (sent.status === "failed") {
      throw new Error(`report stored at ${key}; its mail failed: ${sent.error}`);
    }
    mail = {
      status: sent.status,
      outbox_id: sent.id,
      message_id: sent.message_id,
      recipients: to.length,
      subject: sent.subject,
    };
  }
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
  const sheet = run?.result
    ? (JSON.parse(run.result) as { spreadsheet?: { key?: string } }).spreadsheet
    : undefined;
  const file = sheet?.key ? await s.documents.get(sheet.key) : null;
  if (!file) throw notFound("no morning report has been written yet");
  const name = sheet!.key!.split("/").pop()!;
  return { filename: `morning-report-${name.slice(0, 10)}.xlsx`, body: file.body };
}
