/**
 * /process-email and /respond: a stored message is classified, matched to a catalog league,
 * its questionnaire attachments started as pipeline runs (once each, whatever the retries), and
 * a reply drafted through the AI provider from our data, signed by the league's employee.
 *
 * Classification rules, first that applies:
 * 1. `questionnaire_reply`: a document attachment (PDF, Word, text, CSV, JSON, spreadsheet)
 *    and either the word "questionnaire" (or "survey", "form") in the subject or text, or the
 *    message answers one of ours (In-Reply-To).
 * 2. Otherwise the keyword hits of the subject and text are counted per category (PARTNERSHIP
 *    and INQUIRY below); the larger count wins; a tie goes to `partnership_question` when the
 *    message names a catalog league (it is one we know), else to `new_league_inquiry`.
 * 3. No hit: `unrelated`.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  leagues,
  MAIL_CATEGORIES,
  mailInbox,
  mailPipelineRuns,
  onboardingLeagues,
} from "../../db/schema/mod.ts";
import type { AiProvider } from "../ai/mod.ts";
import { type Owner, ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import { visibleTo } from "../catalog/leagues.ts";
import { AppError, notFound } from "../errors.ts";
import {
  actorOf,
  changeStage,
  listFeedback,
  markCandidateProcessed,
  matchCandidate,
  recordDiscoveredLeague,
  recordEmailCandidate,
  type Stage,
  stageIndex,
} from "../onboarding/mod.ts";
import { startRun } from "../pipeline/mod.ts";
import type { QueueServices } from "../pipeline/context.ts";
import { type Employee, signerFor } from "./employees.ts";
import { findByMessageId, storeMail, toMessage } from "./inbound.ts";
import type { InboundMessage, MailAddress, ParsedMail } from "./message.ts";
import { type OutboxEntry, sendMail, type TransportConfig, transportOf } from "./outbox.ts";

export { MAIL_CATEGORIES };
export type MailCategory = typeof MAIL_CATEGORIES[number];

const PARTNERSHIP = [
  "partnership",
  "partner",
  "revenue share",
  "rev share",
  "terms",
  "contract",
  "integration",
  "sportsbook",
  "betting",
  "odds",
  "data feed",
  "pricing",
  "commercial",
];
const INQUIRY = [
  "our league",
  "new league",
  "join",
  "onboard",
  "interested",
  "get started",
  "sign up",
  "championship",
  "federation",
  "association",
  "tour",
  "season",
];
const QUESTIONNAIRE_WORDS = /\b(questionnaire|survey|form)\b/i;
const DOCUMENT_TYPES = /pdf|word|officedocument|msword|text\/|csv|json|spreadsheet|excel/i;
const DOCUMENT_NAMES = /\.(pdf|docx?|txt|md|csv|json|xlsx?)$/i;

const hits = (text: string, words: string[]) =>
  words.filter((w) => new RegExp(`\\b${w}\\b`, "i").test(text)).length;

export interface LeagueMatch {
  league_id: string;
  name: string;
  sport: string;
  region: string;
  tier: number;
  status: string;
  partnership_score: number | null;
  partnership_tier: string | null;
  /** The name or alias found in the message. */
  matched_on: string;
}

/**
 * The catalog league a message names: the longest league name or alias found (whole words,
 * case-insensitive) in its subject and text. The onboarding pipeline can later add its own
 * candidates here (the lead's connection point).
 */
export async function matchLeague(
  db: Database,
  message: Pick<InboundMessage, "subject" | "text">,
  principal?: Principal,
): Promise<LeagueMatch | null> {
  const rows = await db.select().from(leagues).where(visibleTo(principal));
  const haystack = ` ${message.subject}\n${message.text} `.toLowerCase();
  let best: LeagueMatch | null = null;
  for (const r of rows) {
    for (const label of [r.name, ...(JSON.parse(r.aliases) as string[])]) {
      const l = label.trim().toLowerCase();
      if (l.length < 3) continue;
      const escaped = l.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      if (!new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}([^\\p{L}\\p{N}]|$)`, "u").test(haystack)) {
        continue;
      }
      if (!best || l.length > best.matched_on.length) {
        best = {
          league_id: r.id,
          name: r.name,
          sport: r.sport,
          region: r.region,
          tier: r.tier,
          status: r.status,
          partnership_score: r.partnershipScore,
          partnership_tier: r.partnershipTier,
          matched_on: label,
        };
      }
    }
  }
  return best;
}

const isDocument = (a: { filename: string; content_type: string }) =>
  DOCUMENT_TYPES.test(a.content_type) || DOCUMENT_NAMES.test(a.filename);

export function classify(
  message: Pick<InboundMessage, "subject" | "text" | "attachments" | "in_reply_to">,
  league: LeagueMatch | null,
): { category: MailCategory; reasons: string[] } {
  const text = `${message.subject}\n${message.text}`;
  const docs = message.attachments.filter(isDocument);
  if (docs.length && (QUESTIONNAIRE_WORDS.test(text) || message.in_reply_to)) {
    return {
      category: "questionnaire_reply",
      reasons: [
        `${docs.length} document attachment(s)`,
        QUESTIONNAIRE_WORDS.test(text) ? "mentions a questionnaire" : "answers our message",
      ],
    };
  }
  const p = hits(text, PARTNERSHIP), q = hits(text, INQUIRY);
  const reasons = [`partnership keywords: ${p}`, `inquiry keywords: ${q}`];
  if (!p && !q) return { category: "unrelated", reasons };
  if (p > q) return { category: "partnership_question", reasons };
  if (q > p) return { category: "new_league_inquiry", reasons };
  return {
    category: league ? "partnership_question" : "new_league_inquiry",
    reasons: [...reasons, league ? "tie: names a known league" : "tie: no known league"],
  };
}

export interface ProcessServices extends QueueServices {
  ai: AiProvider;
  config: TransportConfig & { MAIL_FROM: string };
}

export interface ProcessInput {
  /** A message already stored (webhook or earlier call): its Message-ID. */
  message_id?: string;
  /** Or the message itself. */
  from?: string;
  from_name?: string;
  to?: string[];
  subject?: string;
  text?: string;
  html?: string;
  in_reply_to?: string;
  attachments?: { filename: string; content_type?: string; content_base64: string }[];
}

export interface Reply {
  from: MailAddress;
  to: MailAddress[];
  subject: string;
  text: string;
  signed_by: Employee | null;
  grounded_on: string[];
  provider: string;
}

export interface ProcessResult {
  message: InboundMessage;
  category: MailCategory;
  reasons: string[];
  league: LeagueMatch | null;
  pipeline_runs: { attachment: string; run_id: string | null; started: boolean }[];
  /** The onboarding funnel's view of the message: its e-mail candidate and league. */
  onboarding: OnboardingLink;
  reply: Reply;
  outbox: OutboxEntry | null;
}

export interface OnboardingLink {
  candidate_id: string;
  league_id: string | null;
  league_name: string | null;
  stage: Stage | null;
  league_created: boolean;
}

/** The stored message the caller may act on: tenant admins any, others only their own. */
async function messageFor(s: ProcessServices, input: ProcessInput, principal: Principal) {
  const owner = ownerOf(principal);
  if (input.message_id && !input.from) {
    const row = await findByMessageId(s.db, input.message_id.replace(/^<|>$/g, ""));
    const mine = row && row.ownerKind === owner.kind && row.ownerId === owner.id;
    if (!row || !(mine || seesAll(principal))) {
      throw notFound(`no message ${input.message_id}`, { parameter: "message_id" });
    }
    return toMessage(row);
  }
  if (!input.from) {
    throw new AppError(
      "unprocessable",
      "send `message_id` of a stored message, or the message itself (`from`, `subject`, `text`)",
      { parameter: "from" },
    );
  }
  const parsed: ParsedMail = {
    messageId: input.message_id?.replace(/^<|>$/g, "") || null,
    from: { address: input.from.toLowerCase(), name: input.from_name ?? "" },
    to: (input.to ?? []).map((a) => ({ address: a.toLowerCase(), name: "" })),
    cc: [],
    subject: input.subject ?? "",
    text: input.text ?? "",
    html: input.html ?? null,
    inReplyTo: input.in_reply_to ?? null,
    attachments: (input.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.content_type ?? "application/octet-stream",
      bytes: Uint8Array.from(atob(a.content_base64), (c) => c.charCodeAt(0)),
    })),
  };
  const digest = JSON.stringify([
    owner,
    parsed.from,
    parsed.subject,
    parsed.text,
    input.attachments,
  ]);
  const stored = await storeMail(s, parsed, "api", s.clock(), { digestOf: digest, owner });
  const mine = await findByMessageId(s.db, stored.message.message_id);
  if (
    stored.duplicate && !(mine?.ownerKind === owner.kind && mine?.ownerId === owner.id) &&
    !seesAll(principal)
  ) {
    throw notFound(`message ${stored.message.message_id} belongs to someone else`, {
      parameter: "message_id",
    });
  }
  return stored.message;
}

/**
 * Starts a pipeline run per questionnaire attachment, once: the (message, attachment) pair is
 * claimed by a unique row first; only the caller whose claim inserted starts the run.
 */
async function startRuns(
  s: ProcessServices,
  message: InboundMessage,
  owner: Owner,
  leagueName: string | undefined,
) {
  const out: ProcessResult["pipeline_runs"] = [];
  for (const a of message.attachments.filter(isDocument)) {
    const claimed = await s.db.insert(mailPipelineRuns).values({
      messageId: message.message_id,
      attachmentKey: a.key,
      runId: null,
      createdAt: s.clock().toISOString(),
    }).onConflictDoNothing().returning();
    if (!claimed.length) {
      const [row] = await s.db.select().from(mailPipelineRuns).where(and(
        eq(mailPipelineRuns.messageId, message.message_id),
        eq(mailPipelineRuns.attachmentKey, a.key),
      ));
      out.push({ attachment: a.filename, run_id: row?.runId ?? null, started: false });
      continue;
    }
    const stored = await s.documents.get(a.key);
    if (!stored) continue;
    let run;
    try {
      run = await startRun(s, {
        owner,
        file: { filename: a.filename, bytes: stored.body },
        leagueName,
      });
    } catch (err) {
      // Not started: the claim goes, so a later call may try again.
      await s.db.delete(mailPipelineRuns).where(and(
        eq(mailPipelineRuns.messageId, message.message_id),
        eq(mailPipelineRuns.attachmentKey, a.key),
      ));
      throw err;
    }
    await s.db.update(mailPipelineRuns).set({ runId: run.id }).where(and(
      eq(mailPipelineRuns.messageId, message.message_id),
      eq(mailPipelineRuns.attachmentKey, a.key),
      isNull(mailPipelineRuns.runId),
    ));
    out.push({ attachment: a.filename, run_id: run.id, started: true });
  }
  return out;
}

const TEMPLATES: Record<MailCategory, string> = {
  new_league_inquiry: "Thank you for reaching out about your league. We partner with " +
    "alternative sports leagues to bring their events to sportsbooks. The next step is our " +
    "partnership questionnaire: reply with it completed (PDF, Word or text) and we will " +
    "evaluate your league.",
  questionnaire_reply: "Thank you for sending your questionnaire. It is now in our " +
    "evaluation pipeline; we will come back to you with the results.",
  partnership_question: "Thank you for your question about a partnership with us.",
  unrelated: "Thank you for your message. It does not seem to concern a league partnership; " +
    "if it does, please tell us about your league.",
};

function factsOf(league: LeagueMatch | null, runs: ProcessResult["pipeline_runs"]): string[] {
  const facts: string[] = [];
  if (league) {
    facts.push(
      `${league.name} is a ${league.sport} league in ${league.region || "an unrecorded region"}, ` +
        `tier ${league.tier}, status ${league.status} in our catalog.`,
    );
    if (league.partnership_score !== null) {
      facts.push(
        `${league.name} has a partnership score of ${league.partnership_score}` +
          (league.partnership_tier ? ` (${league.partnership_tier} tier).` : "."),
      );
    }
  }
  for (const r of runs) {
    if (r.run_id) facts.push(`Your file ${r.attachment} is in evaluation as run ${r.run_id}.`);
  }
  return facts;
}

async function draftReply(
  s: ProcessServices,
  message: InboundMessage,
  category: MailCategory,
  league: LeagueMatch | null,
  runs: ProcessResult["pipeline_runs"],
): Promise<Reply> {
  const signer = await signerFor(s.db, league?.league_id ?? null);
  const facts = factsOf(league, runs);
  let grounded = "";
  let provider = "template";
  if (facts.length) {
    const answer = await s.ai.complete({
      question: `${message.subject}\n${message.text}`.slice(0, 4000),
      context: facts,
      maxSentences: 3,
    });
    provider = answer.provider;
    // Only what the answer rests on: an answer citing no fact is not sent.
    if (answer.citations.length) grounded = answer.text.trim();
  }
  const greeting = message.from.name ? `Dear ${message.from.name},` : "Hello,";
  const signature = signer
    ? `${signer.name}${signer.title ? `\n${signer.title}` : ""}\n${signer.email}`
    : `The partnerships team\n${s.config.MAIL_FROM}`;
  const text = [greeting, TEMPLATES[category], grounded, `Kind regards,\n${signature}`]
    .filter(Boolean).join("\n\n") + "\n";
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return {
    from: signer
      ? { address: signer.email, name: signer.name }
      : { address: s.config.MAIL_FROM, name: "Partnerships" },
    to: [message.from],
    subject,
    text,
    signed_by: signer,
    grounded_on: facts,
    provider,
  };
}

/**
 * Classifies, matches, starts questionnaire runs and drafts the reply; with `send`, the reply
 * goes out through the mail interface once per message (`reply:<message id>`).
 */
export async function processEmail(
  s: ProcessServices,
  input: ProcessInput,
  principal: Principal,
  { send }: { send: boolean },
): Promise<ProcessResult> {
  const message = await messageFor(s, input, principal);
  const league = await matchLeague(s.db, message, principal);
  const rules = classify(message, league);
  const { category, reasons } = await withFeedback(s.db, message, rules);
  // The funnel moves before a questionnaire's run starts, so the pipeline's own hook
  // (questionnaire received → evaluated) always finds it one step behind.
  const onboarding = await connectOnboarding(s, message, category, league, principal);
  const runs = category === "questionnaire_reply"
    ? await startRuns(
      s,
      message,
      ownerOf(principal),
      league?.name ?? onboarding.league_name ?? undefined,
    )
    : [];
  const reply = await draftReply(s, message, category, league, runs);
  await s.db.update(mailInbox).set({
    processedAt: s.clock().toISOString(),
    category,
    leagueId: league?.league_id ?? null,
  }).where(eq(mailInbox.id, message.id));
  const outbox = send
    ? await sendMail({ ...s, transport: transportOf(s.config) }, {
      from: reply.from,
      to: reply.to,
      subject: reply.subject,
      text: reply.text,
      inReplyTo: message.message_id,
    }, `reply:${message.message_id}`)
    : null;
  return { message, category, reasons, league, pipeline_runs: runs, onboarding, reply, outbox };
}

/**
 * Triage corrected by feedback (POST /api/feedback): the newest feedback about this message
 * that names an `expected_classification` (one of the categories) overrides the rules.
 */
export async function withFeedback(
  db: Database,
  message: Pick<InboundMessage, "message_id">,
  rules: { category: MailCategory; reasons: string[] },
): Promise<{ category: MailCategory; reasons: string[] }> {
  const found = [
    ...await listFeedback(db, { message_id: message.message_id, limit: 20 }),
    ...await listFeedback(db, { message_id: `<${message.message_id}>`, limit: 20 }),
  ].sort((a, b) =>
    b.created_at.localeCompare(a.created_at) || b.feedback_id.localeCompare(a.feedback_id)
  );
  const fix = found.find((f) =>
    (MAIL_CATEGORIES as readonly string[]).includes(f.expected_classification ?? "")
  );
  if (!fix || fix.expected_classification === rules.category) return rules;
  return {
    category: fix.expected_classification as MailCategory,
    reasons: [
      ...rules.reasons,
      `rules said ${rules.category}; feedback ${fix.feedback_id} says ${fix.expected_classification}`,
    ],
  };
}

/** The words a league's name ends with, to read a name out of an inquiry. */
const LEAGUE_NAME =
  /\b((?:[A-Z][\p{L}\p{N}'&.-]*\s+){0,5}(?:League|Association|Federation|Tour|Championship|Series|Conference|Circuit))\b/u;

/** The league a message is about: the catalog's match, a name in the text, else the sender. */
function leagueNameOf(message: InboundMessage, league: LeagueMatch | null): string | null {
  if (league) return league.name;
  const named = LEAGUE_NAME.exec(`${message.subject}\n${message.text}`)?.[1]
    ?.replace(/^(?:The|Our|Hi|Hello|Dear|We|I|At)\s+/, "");
  if (named && named.split(/\s+/).length > 1) return named;
  return null;
}

const STAGE_OF: Partial<Record<MailCategory, Stage>> = {
  new_league_inquiry: "responded",
  questionnaire_reply: "questionnaire_received",
};

/**
 * The message in the onboarding funnel: recorded as an e-mail candidate (the message id is its
 * key, so a retry records nothing new), matched to a funnel league (the sender's contact
 * e-mail, else the league's name), and marked processed. An inquiry puts the league in the
 * funnel (or finds it) and moves it to `responded`; a questionnaire moves it to
 * `questionnaire_received`. Stages only move forward: a league already further keeps its stage.
 */
async function connectOnboarding(
  s: ProcessServices,
  message: InboundMessage,
  category: MailCategory,
  league: LeagueMatch | null,
  principal: Principal,
): Promise<OnboardingLink> {
  const now = s.clock();
  const actor = actorOf(principal);
  const name = leagueNameOf(message, league);
  const { candidate } = await recordEmailCandidate(s.db, {
    message_id: message.message_id,
    from_email: message.from.address,
    from_name: message.from.name || undefined,
    subject: message.subject,
    league_name: name ?? undefined,
    sport: league?.sport,
    body: message.text,
    received_at: message.received_at,
  }, now);
  let matched = await matchCandidate(s.db, candidate.candidate_id);
  const target = STAGE_OF[category];
  let leagueCreated = false;
  let current: { league_id: string; name: string; stage: Stage } | null = null;
  if (target && !matched.league_id && (name || message.from.address)) {
    const { league: entered, created } = await recordDiscoveredLeague(
      s.db,
      {
        name: name ?? `${message.from.name || message.from.address}`,
        sport: league?.sport,
        data_source: "email",
        contact_email: message.from.address,
        contact_name: message.from.name || undefined,
        notes: `entered by e-mail ${message.message_id}`,
        stage: target,
      },
      actor,
      now,
    );
    leagueCreated = created;
    current = entered;
    matched = await matchCandidate(s.db, candidate.candidate_id, entered.league_id);
  }
  if (matched.league_id && !current) {
    current = await leagueRow(s.db, matched.league_id);
  }
  if (
    target && current && stageIndex(current.stage) >= 0 &&
    stageIndex(current.stage) < stageIndex(target)
  ) {
    try {
      current = (await changeStage(
        s.db,
        current.league_id,
        {
          stage: target,
          reason: category === "questionnaire_reply"
            ? `questionnaire received by e-mail (${message.message_id})`
            : `the league wrote to us (${message.message_id})`,
        },
        actor,
        now,
      )).league;
    } catch (err) {
      // A concurrent change moved it meanwhile (409): what it is now stands.
      if (!(err instanceof AppError) || err.status !== 409) throw err;
      current = await leagueRow(s.db, current.league_id);
    }
  }
  await markCandidateProcessed(s.db, candidate.candidate_id, now);
  return {
    candidate_id: candidate.candidate_id,
    league_id: current?.league_id ?? null,
    league_name: current?.name ?? null,
    stage: current?.stage ?? null,
    league_created: leagueCreated,
  };
}

async function leagueRow(db: Database, leagueId: string) {
  const [row] = await db.select({
    league_id: onboardingLeagues.id,
    name: onboardingLeagues.name,
    stage: onboardingLeagues.stage,
  }).from(onboardingLeagues).where(eq(onboardingLeagues.id, leagueId));
  return row ?? null;
}
