import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  Deleted,
  History,
  HistoryQuery,
  RunRequest,
  RunStarted,
  ScheduleRequest,
  Stats,
  Workflow,
  WorkflowList,
  WorkflowParams,
} from "./schemas.ts";

const tags = ["Workflows"];
const security = securityOf("jwt", "api_key", "oauth");
const access = "Takes a login token, an X-API-Key (`read` scope for reads, `write` for changes) " +
  "or an OAuth token. A workflow belongs to its owner's account (anyone else gets 404); " +
  "admins see every owner's. The built-ins (the service's own jobs) are visible to all and " +
  "read-only.";

export const scheduleWorkflow = createRoute({
  method: "post",
  path: "/workflows/schedule",
  operationId: "scheduleWorkflow",
  tags,
  summary: "Schedule or update a workflow",
  description: "A workflow runs one registered job kind (`morning-report`, `email-monitor`) " +
    "with its payload on a 5-field cron read in an IANA time zone. 422 for a bad cron (naming " +
    "the field), an unknown time zone, an unknown job kind or a payload that does not fit it; " +
    `403 for a built-in's id. ${access}`,
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: ScheduleRequest } } },
  },
  responses: {
    200: jsonContent(Envelope(Workflow), "Updated."),
    201: jsonContent(Envelope(Workflow), "Scheduled."),
    ...envelopeErrors(403, 404, 409, 422),
  },
});

export const getWorkflow = createRoute({
  method: "get",
  path: "/workflows/schedule/{workflow_id}",
  operationId: "getWorkflow",
  tags,
  summary: "A workflow's schedule configuration",
  description: `With \`next_run_at\`. ${access}`,
  security,
  middleware: [platformGuard()] as const,
  request: { params: WorkflowParams },
  responses: {
    200: jsonContent(Envelope(Workflow), "The workflow."),
    ...envelopeErrors(404, 422),
  },
});

export const deleteWorkflow = createRoute({
  method: "delete",
  path: "/workflows/schedule/{workflow_id}",
  operationId: "deleteWorkflow",
  tags,
  summary: "Delete a workflow's schedule",
  description: `Its run history stays. 403 for a built-in. ${access}`,
  security,
  middleware: [platformGuard()] as const,
  request: { params: WorkflowParams },
  responses: {
    200: jsonContent(Envelope(Deleted), "Deleted."),
    ...envelopeErrors(403, 404, 422),
  },
});

export const listWorkflows = createRoute({
  method: "get",
  path: "/workflows/schedules",
  operationId: "listWorkflows",
  tags,
  summary: "List workflows",
  description: `The built-ins, then the caller's workflows, newest first. ${access}`,
  security,
  middleware: [platformGuard()] as const,
  responses: { 200: jsonContent(Envelope(WorkflowList), "The workflows.") },
});

export const runWorkflow = createRoute({
  method: "post",
  path: "/workflows/run",
  operationId: "runWorkflow",
  tags,
  summary: "Run a workflow now",
  description: "Starts a run (RUN_STARTED) as a `workflow-run` job on the queue; its steps, " +
    "attempts, state and duration are in the history. Built-ins: admins only (403), and " +
    "`rag-sync` runs per folder (409). 422 for a payload that does not fit the job; 503 when " +
    "the queue does not take the run (it is RUN_FAILED in the history). " + access,
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: { body: { required: true, content: { "application/json": { schema: RunRequest } } } },
  responses: {
    202: jsonContent(Envelope(RunStarted), "Accepted; runs in the background."),
    ...envelopeErrors(403, 404, 409, 422, 503),
  },
});

export const workflowHistory = createRoute({
  method: "get",
  path: "/workflows/history",
  operationId: "getWorkflowHistory",
  tags,
  summary: "Execution history",
  description: "Runs newest first, shaped like Upstash Workflow run logs (`workflowRunId`, " +
    "`workflowState`, `steps`) with `status`, `attempts`, `duration_ms`. Filters: " +
    "`workflow_id`, `status` (a `workflowState`), `limit` (1-100, default 20). " + access,
  security,
  middleware: [platformGuard()] as const,
  request: { query: HistoryQuery },
  responses: {
    200: jsonContent(Envelope(History), "The runs."),
    ...envelopeErrors(404, 422),
  },
});

export const workflowStats = createRoute({
  method: "get",
  path: "/workflows/stats",
  operationId: "getWorkflowStats",
  tags,
  summary: "Execution statistics",
  description: "Runs, success rate (of finished runs) and duration percentiles p50/p95 " +
    `(nearest rank), overall and per workflow. ${access}`,
  security,
  middleware: [platformGuard()] as const,
  responses: { 200: jsonContent(Envelope(Stats), "The statistics.") },
});
