/**
 * Leagues in the onboarding funnel: entering it (discovered, by e-mail, by the pipeline), stage
 * changes with who and why, contact attempts, and the reads over them.
 */
import { and, asc, count, desc, eq, gte, isNotNull, lte, notInArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  ONBOARDING_SOURCES,
  onboardingActivity,
  onboardingEmailCandidates,
  onboardingLeagues,
} from "../../db/schema/mod.ts";
import { type Principal, seesAll } from "../auth/principal.ts";
import { badRequest, conflict, forbidden, notFound } from "../errors.ts";
import { newId } from "../random.ts";
import { normalizeEmail, normalizeLeagueName } from "./names.ts";
import {
  furthestOf,
  isTerminal,
  nextStages,
  refusal,
  type Stage,
  STAGE_INFO,
  TERMINAL_STAGES,
} from "./stages.ts";

export type DataSource = typeof ONBOARDING_SOURCES[number];
type LeagueRow = typeof onboardingLeagues.$inferSelect;

export interface OnboardingContext {
  db: Database;
  clock: () => Date;
  /** The caller; absent for the service itself (the pipeline hook, jobs). */
  principal?: Principal;
}

/** Who did something: the principal, or `system` (the pipeline hook, jobs). */
export interface Actor {
  kind: string;
  id: string;
}

export const SYSTEM: Actor = { kind: "system", id: "onboarding" };
export const actorOf = (p?: Principal): Actor => p ? { kind: p.kind, id: p.id } : SYSTEM;

/**
 * Who may read and work the funnel: tenant admins (an admin signed in, or an admin's key with
 * the `admin` scope; the mail and scrape scripts use such a key). It is tenant-wide data holding
 * third parties' contact details and other owners' pipeline runs, so every other caller (league
 * accounts and their service keys included) is refused; a league's own people read their
 * league's status through GET /api/league/{league_id}.
 */
export const isStaff = (p?: Principal) => !p || seesAll(p);

export function viewOf(row: LeagueRow) {
  return {
    league_id: row.id,
    name: row.name,
    sport: row.sport,
    data_source: row.dataSource,
    stage: row.stage,
    stage_label: STAGE_INFO[row.stage].label,
    furthest_stage: row.furthestStage,
    stage_changed_at: row.stageChangedAt,
    allowed_next_stages: nextStages(row.stage),
    contact_email: row.contactEmail,
    contact_name: row.contactName,
    website: row.website,
    location: row.location,
    score: row.score,
    tier: row.tier,
    pipeline_run_id: row.pipelineRunId,
    next_action: row.nextAction,
    next_action_date: row.nextActionDate,
    notes: row.notes,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
export type OnboardingLeague = ReturnType<typeof viewOf>;

type ActivityRow = typeof onboardingActivity.$inferSelect;
export function activityOf(row: ActivityRow, leagueName?: string) {
  return {
    activity_id: row.id,
    league_id: row.leagueId,
    ...(leagueName !== undefined ? { league_name: leagueName } : {}),
    kind: row.kind,
    from_stage: row.fromStage,
    to_stage: row.toStage,
    actor: { kind: row.actorKind, id: row.actorId },
    reason: row.reason,
    channel: row.channel,
    outcome: row.outcome,
    notes: row.notes,
    next_action_date: row.nextActionDate,
    created_at: row.createdAt,
  };
}

/** A date (`2026-12-01`) or timestamp as an ISO timestamp; a 400 naming the field otherwise. */
export function isoOf(value: string, field: string): string {
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(t)) throw badRequest(`'${field}' is not a date: ${value}`, { parameter: field });
  return new Date(t).toISOString();
}

function activityRow(
  leagueId: string,
  kind: ActivityRow["kind"],
  actor: Actor,
  now: Date,
  extra: Partial<ActivityRow> = {},
): ActivityRow {
  return {
    id: newId("oba"),
    leagueId,
    kind,
    fromStage: null,
    toStage: null,
    secondsInStage: null,
    actorKind: actor.kind,
    actorId: actor.id,
    reason: null,
    channel: null,
    outcome: null,
    notes: null,
    nextActionDate: null,
    createdAt: now.toISOString(),
    ...extra,
  };
}

export interface DiscoveredLeague {
  name: string;
  sport?: string;
  data_source: DataSource;
  contact_email?: string;
  contact_name?: string;
  website?: string;
  location?: string;
  notes?: string;
  /** The stage a new entry starts in (default `discovered`); an existing one keeps its own. */
  stage?: Stage;
}

/**
 * Puts a league in the funnel, or finds it there by its normalized name (the unique name key
 * decides between two concurrent callers). An existing entry keeps its stage and gains the
 * contact details, sport, website and location it lacked. Scraping and mail intake call this.
 */
export async function recordDiscoveredLeague(
  db: Database,
  input: DiscoveredLeague,
  actor: Actor,
  now: Date,
): Promise<{ league: OnboardingLeague; created: boolean }> {
  const name = input.name.trim().replace(/\s+/g, " ").slice(0, 200);
  const nameKey = normalizeLeagueName(name);
  if (!nameKey) throw badRequest("a league name needs letters or digits", { parameter: "name" });
  const at = now.toISOString();
  const stage = input.stage ?? "discovered";
  const id = newId("obl");
  const email = input.contact_email ? normalizeEmail(input.contact_email) : null;
  const [inserted] = await db.insert(onboardingLeagues).values({
    id,
    name,
    nameKey,
    sport: input.sport?.trim().toLowerCase() || "unknown",
    dataSource: input.data_source,
    stage,
    furthestStage: stage === "lost" ? "discovered" : stage,
    stageChangedAt: at,
    contactEmail: email,
    contactName: input.contact_name?.trim() || null,
    website: input.website?.trim() || null,
    location: input.location?.trim() || null,
    notes: input.notes?.trim() || null,
    createdAt: at,
    updatedAt: at,
  }).onConflictDoNothing().returning();
  if (inserted) {
    await db.insert(onboardingActivity).values(
      activityRow(id, "created", actor, now, {
        toStage: stage,
        reason: `entered the funnel (${input.data_source})`,
      }),
    );
    return { league: viewOf(inserted), created: true };
  }
  const [row] = await db.select().from(onboardingLeagues)
    .where(eq(onboardingLeagues.nameKey, nameKey));
  const fill: Partial<LeagueRow> = {};
  if (!row.contactEmail && email) fill.contactEmail = email;
  if (!row.contactName && input.contact_name?.trim()) fill.contactName = input.contact_name.trim();
  if (row.sport === "unknown" && input.sport?.trim()) fill.sport = input.sport.trim().toLowerCase();
  if (!row.website && input.website?.trim()) fill.website = input.website.trim();
  if (!row.location && input.location?.trim()) fill.location = input.location.trim();
  if (!Object.keys(fill).length) return { league: viewOf(row), created: false };
  const [updated] = await db.update(onboardingLeagues).set({ ...fill, updatedAt: at })
    .where(eq(onboardingLeagues.id, row.id)).returning();
  return { league: viewOf(updated), created: false };
}

async function rowOf(db: Database, leagueId: string): Promise<LeagueRow> {
  const [row] = await db.select().from(onboardingLeagues)
    .where(eq(onboardingLeagues.id, leagueId));
  if (!row) throw notFound(`no onboarding league '${leagueId}'`, { league_id: leagueId });
  return row;
}

export async function findByName(db: Database, name: string): Promise<LeagueRow | undefined> {
  const [row] = await db.select().from(onboardingLeagues)
    .where(eq(onboardingLeagues.nameKey, normalizeLeagueName(name)));
  return row;
}

function requireStaff(p?: Principal) {
  if (!isStaff(p)) {
    throw forbidden(
      "the onboarding pipeline is tenant-wide: it needs an admin signed in, or an admin key " +
        "with the 'admin' scope",
    );
  }
}

export async function getLeague(s: OnboardingContext, leagueId: string) {
  requireStaff(s.principal);
  const row = await rowOf(s.db, leagueId);
  const history = await s.db.select().from(onboardingActivity)
    .where(eq(onboardingActivity.leagueId, leagueId))
    .orderBy(desc(onboardingActivity.createdAt), desc(onboardingActivity.id)).limit(100);
  return { ...viewOf(row), activity: history.map((a) => activityOf(a)) };
}

export interface LeagueFilters {
  stage?: Stage;
  sport?: string;
  data_source?: DataSource;
  limit: number;
  offset: number;
}

export async function listLeagues(s: OnboardingContext, f: LeagueFilters) {
  requireStaff(s.principal);
  const where: SQL[] = [];
  if (f.stage) where.push(eq(onboardingLeagues.stage, f.stage));
  if (f.sport) where.push(eq(onboardingLeagues.sport, f.sport.trim().toLowerCase()));
  if (f.data_source) where.push(eq(onboardingLeagues.dataSource, f.data_source));
  const cond = where.length ? and(...where) : undefined;
  const [{ total }] = await s.db.select({ total: count() }).from(onboardingLeagues).where(cond);
  const rows = await s.db.select().from(onboardingLeagues).where(cond)
    .orderBy(desc(onboardingLeagues.updatedAt), asc(onboardingLeagues.id))
    .limit(f.limit).offset(f.offset);
  return { leagues: rows.map(viewOf), total, limit: f.limit, offset: f.offset };
}

/**
 * Moves a league to `stage` (stages.ts has the rules), recording who and why. The update is
 * conditional on the stage read, so two concurrent changes cannot both apply.
 */
export async function changeStage(
  db: Database,
  leagueId: string,
  change: { stage: Stage; reason?: string },
  actor: Actor,
  now: Date,
  extra: Partial<LeagueRow> = {},
) {
  const row = await rowOf(db, leagueId);
  const why = refusal(row.stage, change.stage);
  if (why) {
    throw conflict(why, {
      league_id: leagueId,
      stage: row.stage,
      requested: change.stage,
      allowed: nextStages(row.stage),
    });
  }
  if (row.stage === change.stage) return { league: viewOf(row), changed: false };
  const at = now.toISOString();
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(row.stageChangedAt)) / 1000));
  const updated = await db.transaction(async (tx) => {
    const [next] = await tx.update(onboardingLeagues).set({
      ...extra,
      stage: change.stage,
      furthestStage: furthestOf(row.furthestStage, change.stage),
      stageChangedAt: at,
      updatedAt: at,
    }).where(and(eq(onboardingLeagues.id, leagueId), eq(onboardingLeagues.stage, row.stage)))
      .returning();
    if (!next) return undefined;
    await tx.insert(onboardingActivity).values(activityRow(leagueId, "stage_change", actor, now, {
      fromStage: row.stage,
      toStage: change.stage,
      secondsInStage: seconds,
      reason: change.reason?.trim() || null,
    }));
    return next;
  });
  if (!updated) {
    throw conflict("the league's stage changed meanwhile: read it again and retry", {
      league_id: leagueId,
    });
  }
  return { league: viewOf(updated), changed: true };
}

/** `PUT /api/onboarding/league/{league_id}/stage`. */
export async function updateStage(
  s: OnboardingContext,
  leagueId: string,
  change: { stage: Stage; reason?: string },
) {
  requireStaff(s.principal);
  return await changeStage(s.db, leagueId, change, actorOf(s.principal), s.clock());
}

export interface ContactAttempt {
  channel: string;
  outcome: string;
  notes?: string;
  next_action?: string;
  next_action_date?: string;
}

/**
 * Records a contact attempt; its next action (and date) becomes the league's. The first attempt
 * on a `discovered` league moves it to `contacted`.
 */
export async function addContact(s: OnboardingContext, leagueId: string, c: ContactAttempt) {
  requireStaff(s.principal);
  const row = await rowOf(s.db, leagueId);
  if (isTerminal(row.stage)) {
    throw conflict(`the league is '${row.stage}' (terminal): no more contact attempts`, {
      league_id: leagueId,
      stage: row.stage,
    });
  }
  const now = s.clock();
  const actor = actorOf(s.principal);
  const nextDate = c.next_action_date ? isoOf(c.next_action_date, "next_action_date") : null;
  const entry = activityRow(leagueId, "contact", actor, now, {
    channel: c.channel,
    outcome: c.outcome,
    notes: c.notes?.trim() || null,
    nextActionDate: nextDate,
    reason: c.next_action?.trim() || null,
  });
  await s.db.batch([
    s.db.insert(onboardingActivity).values(entry),
    s.db.update(onboardingLeagues).set({
      updatedAt: now.toISOString(),
      ...(nextDate || c.next_action
        ? { nextActionDate: nextDate, nextAction: c.next_action?.trim() || null }
        : {}),
    }).where(eq(onboardingLeagues.id, leagueId)),
  ]);
  if (row.stage === "discovered") {
    await changeStage(
      s.db,
      leagueId,
      {
        stage: "contacted",
        reason: `first contact attempt (${c.channel})`,
      },
      actor,
      now,
    ).catch(() => undefined);
  }
  return { contact: activityOf(entry), league: viewOf(await rowOf(s.db, leagueId)) };
}

const DAY_MS = 86_400_000;

export async function recentActivity(s: OnboardingContext, days: number) {
  requireStaff(s.principal);
  const since = new Date(s.clock().getTime() - days * DAY_MS).toISOString();
  const rows = await s.db.select({ a: onboardingActivity, name: onboardingLeagues.name })
    .from(onboardingActivity)
    .innerJoin(onboardingLeagues, eq(onboardingLeagues.id, onboardingActivity.leagueId))
    .where(gte(onboardingActivity.createdAt, since))
    .orderBy(desc(onboardingActivity.createdAt), desc(onboardingActivity.id)).limit(500);
  return {
    days,
    since,
    total: rows.length,
    activity: rows.map(({ a, name }) => activityOf(a, name)),
  };
}

/** Open leagues whose next action falls within `days` from now, overdue ones included. */
export async function nextActions(s: OnboardingContext, days: number) {
  requireStaff(s.principal);
  const now = s.clock();
  const until = new Date(now.getTime() + days * DAY_MS).toISOString();
  const rows = await s.db.select().from(onboardingLeagues).where(and(
    isNotNull(onboardingLeagues.nextActionDate),
    lte(onboardingLeagues.nextActionDate, until),
    notInArray(onboardingLeagues.stage, [...TERMINAL_STAGES]),
  )).orderBy(asc(onboardingLeagues.nextActionDate), asc(onboardingLeagues.id)).limit(500);
  return {
    days,
    until,
    total: rows.length,
    actions: rows.map((r) => ({
      league_id: r.id,
      name: r.name,
      stage: r.stage,
      next_action: r.nextAction,
      next_action_date: r.nextActionDate!,
      overdue: r.nextActionDate! < now.toISOString(),
    })),
  };
}

export async function listSports(s: OnboardingContext) {
  requireStaff(s.principal);
  const rows = await s.db.select({ sport: onboardingLeagues.sport, leagues: count() })
    .from(onboardingLeagues).groupBy(onboardingLeagues.sport).orderBy(asc(onboardingLeagues.sport));
  return { sports: rows, total: rows.length };
}

/**
 * Empties the funnel (leagues, activity, e-mail candidates; feedback is kept). Only where the
 * deployment allows it (ONBOARDING_RESET_ALLOWED=true): otherwise 409.
 */
export async function resetPipeline(s: OnboardingContext, allowed: boolean) {
  if (!allowed) {
    throw conflict(
      "resetting the onboarding pipeline is disabled in this deployment " +
        "(ONBOARDING_RESET_ALLOWED is not true)",
      { setting: "ONBOARDING_RESET_ALLOWED" },
    );
  }
  const [{ n: leagues }] = await s.db.select({ n: count() }).from(onboardingLeagues);
  const [{ n: activity }] = await s.db.select({ n: count() }).from(onboardingActivity);
  const [{ n: candidates }] = await s.db.select({ n: count() }).from(onboardingEmailCandidates);
  await s.db.batch([
    s.db.delete(onboardingActivity),
    s.db.delete(onboardingEmailCandidates),
    s.db.delete(onboardingLeagues),
  ]);
  return {
    reset: true as const,
    deleted: { leagues, activity, email_candidates: candidates },
    reset_at: s.clock().toISOString(),
  };
}
