import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import {
  authenticate,
  healthGuard,
  PLATFORM_CREDENTIALS,
  platformGuard,
} from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  CandidateList,
  CandidateOutcome,
  CandidatesQuery,
  ContactBody,
  ContactResult,
  Feedback,
  FeedbackBody,
  Health,
  LeagueDetail,
  LeagueList,
  LeagueParams,
  LeaguesQuery,
  LeagueStatus,
  NextActions,
  NextQuery,
  OnboardBody,
  OnboardResult,
  PipelineDetailed,
  PipelineStatus,
  ProcessBatchBody,
  ProcessBatchResult,
  ProcessCandidateBody,
  RecentActivity,
  RecentQuery,
  ResetResult,
  Sports,
  StageBody,
  StageResult,
  Stages,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Onboarding"];
const json = () => requestBody({ maxBytes: BODY_LIMITS.json });
const body = <T extends Parameters<typeof jsonContent>[0]>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

/**
 * The funnel is tenant-wide: an admin signed in, or an admin key with the `admin` scope (the mail
 * and scrape scripts use one). League accounts and their service keys are refused.
 */
const staffGuard = () =>
  authenticate({ accept: [...PLATFORM_CREDENTIALS], roles: ["admin"], tenantAdmin: true });

const STAFF = " Needs an admin signed in or an admin key with the `admin` scope: the funnel " +
  "is tenant-wide and holds leagues' contact details, so other callers get 403.";

const staffRead = <P extends string>(path: P, operationId: string, summary: string, d: string) => ({
  method: "get" as const,
  path,
  operationId,
  tags,
  summary,
  description: d + STAFF,
  security,
  middleware: [deprecated(), staffGuard()],
});

export const pipelineStatus = createRoute({
  ...staffRead(
    "/api/onboarding/pipeline-status",
    "getOnboardingPipelineStatus",
    "Onboarding pipeline status and counts",
    "Leagues in the funnel, open ones, and the count in each stage.",
  ),
  responses: {
    200: jsonContent(Envelope(PipelineStatus), "The status."),
    ...envelopeErrors(401, 403, 429),
  },
});

export const pipelineDetailed = createRoute({
  ...staffRead(
    "/api/onboarding/pipeline-detailed",
    "getOnboardingPipelineDetailed",
    "Detailed onboarding pipeline status with statistics",
    "The status with conversion per stage (share of all leagues that reached it; overall = " +
      "signed / all), average days in each stage (over the recorded stage changes), leagues " +
      "by sport and source, scores, activity of the last 7 days, overdue next actions and " +
      "e-mail candidates.",
  ),
  responses: {
    200: jsonContent(Envelope(PipelineDetailed), "The detailed status."),
    ...envelopeErrors(401, 403, 429),
  },
});

export const leagues = createRoute({
  ...staffRead(
    "/api/onboarding/leagues",
    "listOnboardingLeagues",
    "Leagues in the funnel, filtered",
    "Filters by `stage`, `sport` and `data_source`; most recently updated first.",
  ),
  request: { query: LeaguesQuery },
  responses: {
    200: jsonContent(Envelope(LeagueList), "The leagues."),
    ...envelopeErrors(401, 403, 422, 429),
  },
});

export const league = createRoute({
  ...staffRead(
    "/api/onboarding/league/{league_id}",
    "getOnboardingLeague",
    "One league of the funnel with its activity",
    "The league and its last 100 activities (stage changes with who and why, contacts, " +
      "e-mails).",
  ),
  request: { params: LeagueParams },
  responses: {
    200: jsonContent(Envelope(LeagueDetail), "The league."),
    ...envelopeErrors(401, 403, 404, 429),
  },
});

export const updateStage = createRoute({
  method: "put",
  path: "/api/onboarding/league/{league_id}/stage",
  operationId: "updateOnboardingStage",
  tags,
  summary: "Move a league to another stage",
  description: "Records who (the caller) and why (`reason`). Forward only, stages may be " +
    "skipped, `lost` from any open stage; moving back, or out of `signed` or `lost`, is a 409 " +
    "listing the allowed stages. The stage the league is in already: 200 with " +
    "`changed: false`." + STAFF,
  security,
  middleware: [deprecated(), staffGuard(), json()] as const,
  request: { params: LeagueParams, ...body(StageBody) },
  responses: {
    200: jsonContent(Envelope(StageResult), "The league after the change."),
    ...envelopeErrors(400, 401, 403, 404, 409, 413, 415, 422, 429),
  },
});

export const addContact = createRoute({
  method: "post",
  path: "/api/onboarding/league/{league_id}/contact",
  operationId: "addOnboardingContact",
  tags,
  summary: "Record a contact attempt",
  description: "Channel, outcome, notes and the next action with its date (which become the " +
    "league's). The first attempt on a `discovered` league moves it to `contacted`. A league " +
    "in a terminal stage takes no more attempts (409)." + STAFF,
  security,
  middleware: [deprecated(), staffGuard(), json()] as const,
  request: { params: LeagueParams, ...body(ContactBody) },
  responses: {
    201: jsonContent(Envelope(ContactResult), "Recorded."),
    ...envelopeErrors(400, 401, 403, 404, 409, 413, 415, 422, 429),
  },
});

export const recentActivity = createRoute({
  ...staffRead(
    "/api/onboarding/recent-activity",
    "getOnboardingRecentActivity",
    "Recent activity in the funnel",
    "Everything recorded in the last `days` days (default 7), newest first, at most 500.",
  ),
  request: { query: RecentQuery },
  responses: {
    200: jsonContent(Envelope(RecentActivity), "The activity."),
    ...envelopeErrors(401, 403, 422, 429),
  },
});

export const nextActions = createRoute({
  ...staffRead(
    "/api/onboarding/next-actions",
    "getOnboardingNextActions",
    "Next actions due",
    "Open leagues whose next action is due within `days` days (default 7), overdue ones " +
      "included and flagged; soonest first.",
  ),
  request: { query: NextQuery },
  responses: {
    200: jsonContent(Envelope(NextActions), "The actions."),
    ...envelopeErrors(401, 403, 422, 429),
  },
});

export const emailCandidates = createRoute({
  ...staffRead(
    "/api/onboarding/email-candidates",
    "listEmailCandidates",
    "E-mail candidates",
    "Messages that may come from leagues, newest first (at most 500); `processed_only` and " +
      "`matched_only` filter.",
  ),
  request: { query: CandidatesQuery },
  responses: {
    200: jsonContent(Envelope(CandidateList), "The candidates."),
    ...envelopeErrors(401, 403, 422, 429),
  },
});

export const resetPipeline = createRoute({
  method: "post",
  path: "/api/onboarding/reset-pipeline",
  operationId: "resetOnboardingPipeline",
  tags,
  summary: "Empty the onboarding pipeline (testing and development)",
  description: "Deletes every league, activity and e-mail candidate of the funnel (feedback " +
    "is kept). Needs an admin signed in or an admin key with the `admin` scope (403 " +
    "otherwise), and a deployment that allows it: without ONBOARDING_RESET_ALLOWED=true it is " +
    "a 409 and nothing is deleted. Takes no body.",
  security,
  middleware: [
    deprecated(),
    authenticate({ accept: [...PLATFORM_CREDENTIALS], roles: ["admin"], tenantAdmin: true }),
  ] as const,
  responses: {
    200: jsonContent(Envelope(ResetResult), "Emptied."),
    ...envelopeErrors(401, 403, 409, 429),
  },
});

export const stages = createRoute({
  method: "get",
  path: "/api/onboarding/stages",
  operationId: "listOnboardingStages",
  tags,
  summary: "The stages and the allowed transitions",
  description: "Every stage in order, with the stages a league in it may move to. Any " +
    "platform credential.",
  security,
  middleware: [deprecated(), platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(Stages), "The stages."),
    ...envelopeErrors(401, 403, 429),
  },
});

export const sports = createRoute({
  ...staffRead(
    "/api/onboarding/sports",
    "listOnboardingSports",
    "Sports present in the pipeline",
    "Each sport with its number of leagues in the funnel.",
  ),
  responses: {
    200: jsonContent(Envelope(Sports), "The sports."),
    ...envelopeErrors(401, 403, 429),
  },
});

export const health = createRoute({
  method: "get",
  path: "/api/onboarding/health",
  operationId: "getOnboardingHealth",
  tags,
  summary: "Onboarding health",
  description: "Needs no credential: `status` for anyone, `dependencies` for callers with one.",
  security: [...security, {}],
  middleware: [deprecated(), healthGuard()] as const,
  responses: {
    200: jsonContent(Envelope(Health), "Health."),
    ...envelopeErrors(401, 429),
  },
});

export const onboard = createRoute({
  method: "post",
  path: "/api/onboard",
  operationId: "onboardLeague",
  tags,
  summary: "A league's e-mail, from the mail script",
  description: "Records the e-mail as a candidate (once per `message_id`: a retry answers the " +
    "first result with `duplicate: true`), creates the league in the funnel (source `email`, " +
    "stage `responded`) or finds it by its normalized name, matches the candidate to it, and " +
    "moves a `discovered` or `contacted` league to `responded`. Answers 201 when the message " +
    "is new, 200 for a repeat." + STAFF,
  security,
  middleware: [deprecated(), staffGuard(), json()] as const,
  request: body(OnboardBody),
  responses: {
    200: jsonContent(Envelope(OnboardResult), "The same message again: the first result."),
    201: jsonContent(Envelope(OnboardResult), "Recorded."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
  },
});

export const leagueStatus = createRoute({
  method: "get",
  path: "/api/league/{league_id}",
  operationId: "getLeagueOnboardingStatus",
  tags,
  summary: "Onboarding status of a league",
  description: "Stage, score, next action and stage history. Tenant admins see any " +
    "league; anyone else only the league whose contact e-mail is their account's (404 for " +
    "others). `/api/league/opportunities/...` are other operations.",
  security,
  middleware: [deprecated(), platformGuard()] as const,
  request: { params: LeagueParams },
  responses: {
    200: jsonContent(Envelope(LeagueStatus), "The status."),
    ...envelopeErrors(401, 403, 404, 429),
  },
});

export const feedback = createRoute({
  method: "post",
  path: "/api/feedback",
  operationId: "submitFeedback",
  tags,
  summary: "Feedback on triage and replies",
  description: "Stored with its sender; e-mail triage reads it (a message's expected " +
    "classification corrects it). Needs a rating, a comment or an expected classification. " +
    "Any platform credential.",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: body(FeedbackBody),
  responses: {
    201: jsonContent(Envelope(Feedback), "Stored."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
  },
});

export const processEmailCandidate = createRoute({
  method: "post",
  path: "/api/onboarding/process-email-candidate",
  operationId: "processEmailCandidate",
  tags,
  summary: "Process one e-mail candidate",
  description: "Runs one candidate (`candidate_id`) or stored inbox message (`message_id`) " +
    "through the mail processing: classified (feedback corrected), recorded as an e-mail " +
    "candidate, matched to a funnel league, the league moved (an inquiry to `responded`, a " +
    "questionnaire to `questionnaire_received`, its attachment started as one pipeline run) " +
    "and the candidate marked processed. No reply is sent. Idempotent: processing again " +
    "changes nothing (`already_processed: true`). 400 without exactly one id, 404 for an " +
    "unknown one." + STAFF,
  security,
  middleware: [deprecated(), staffGuard(), json()] as const,
  request: body(ProcessCandidateBody),
  responses: {
    200: jsonContent(Envelope(CandidateOutcome), "Processed."),
    ...envelopeErrors(400, 401, 403, 404, 413, 415, 422, 429),
  },
});

export const processEmailBatch = createRoute({
  method: "post",
  path: "/api/onboarding/process-email-batch",
  operationId: "processEmailBatch",
  tags,
  summary: "Process a batch of e-mail candidates",
  description: "Processes up to 50 candidate or message ids in order (as " +
    "process-email-candidate does each), or with `unprocessed: true` the oldest unprocessed " +
    "inbox messages and then unprocessed candidates, up to `limit` (default 50). An unknown " +
    "id is that item's failure (`ok: false`, `status` 404), not the batch's. Idempotent. 400 " +
    "for both `ids` and `unprocessed` or neither; 422 for more than 50 ids." + STAFF,
  security,
  middleware: [deprecated(), staffGuard(), json()] as const,
  request: body(ProcessBatchBody),
  responses: {
    200: jsonContent(Envelope(ProcessBatchResult), "Each item's outcome, in order."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
  },
});
