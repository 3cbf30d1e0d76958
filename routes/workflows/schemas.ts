import { z } from "@hono/zod-openapi";
import { WORKFLOW_RUN_STATES } from "../../db/schema/mod.ts";

const WorkflowId = z.string().min(1).max(100).openapi({
  description: "`wf_<32 hex>` for a user's workflow; a built-in's is its job name " +
    "(`morning-report`, `email-monitor`, `sandbox-reset`, `live-play`, `rag-sync`).",
  example: "morning-report",
});

export const WorkflowParams = z.object({
  workflow_id: WorkflowId.openapi({ param: { name: "workflow_id", in: "path" } }),
});

export const ScheduleRequest = z.object({
  workflow_id: WorkflowId.optional().openapi({
    description: "Given: replaces that workflow of yours (200). Left out: a new one (201).",
  }),
  name: z.string().min(1).max(200),
  description: z.string().max(2000).nullable().optional(),
  job: z.string().min(1).max(100).openapi({
    description: "The job kind it runs: `morning-report` or `email-monitor` (no URLs).",
    example: "morning-report",
  }),
  payload: z.record(z.string(), z.unknown()).optional().openapi({
    description: "The job's input, checked against the kind's schema: `{config?: object}`.",
  }),
  cron: z.string().min(1).max(200).openapi({
    description: "5 fields: minute hour day-of-month month day-of-week (`*`, `a-b`, `*/n`, " +
      "lists, JAN-DEC, SUN-SAT; 0 and 7 are Sunday). A bad one is 422 naming the field.",
    example: "0 8 * * MON-FRI",
  }),
  timezone: z.string().min(1).max(64).optional().openapi({
    description: "IANA time zone the cron is read in (default `UTC`).",
    example: "America/New_York",
  }),
  enabled: z.boolean().optional().openapi({ description: "Default true." }),
}).openapi("WorkflowScheduleRequest");

export const Workflow = z.object({
  workflow_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  job: z.string(),
  payload: z.record(z.string(), z.unknown()),
  cron: z.string().nullable().openapi({ description: "Null: a built-in run on demand." }),
  timezone: z.string(),
  enabled: z.boolean(),
  built_in: z.boolean().openapi({ description: "Built-ins are read-only: 403 to change." }),
  next_run_at: z.string().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
}).openapi("Workflow");

export const WorkflowList = z.object({
  workflows: z.array(Workflow),
  total: z.number().int(),
}).openapi("WorkflowList");

export const Deleted = z.object({ workflow_id: z.string(), deleted: z.literal(true) })
  .openapi("WorkflowDeleted");

export const RunRequest = z.object({
  workflow_id: WorkflowId,
  payload: z.record(z.string(), z.unknown()).optional().openapi({
    description: "This run's input instead of the stored one (same schema).",
  }),
}).openapi("WorkflowRunRequest");

const State = z.enum(WORKFLOW_RUN_STATES);

export const RunStarted = z.object({
  workflowRunId: z.string(),
  workflow_id: z.string(),
  job: z.string(),
  message_id: z.string(),
  workflowState: State,
  workflowRunCreatedAt: z.number().int(),
}).openapi("WorkflowRunStarted");

const Step = z.object({
  stepId: z.number().int().optional(),
  stepName: z.string(),
  stepType: z.enum(["Initial", "Run"]),
  callType: z.literal("step"),
  messageId: z.string(),
  concurrent: z.number().int(),
  state: z.enum(["STEP_SUCCESS", "STEP_FAILED"]),
  out: z.string().optional(),
  attempt: z.number().int(),
  createdAt: z.number().int(),
  completedAt: z.number().int().optional(),
  errors: z.string().optional(),
}).openapi("WorkflowStep");

export const Run = z.object({
  workflowRunId: z.string(),
  workflowState: State,
  workflowRunCreatedAt: z.number().int(),
  workflowRunCompletedAt: z.number().int().nullable(),
  steps: z.array(z.object({ type: z.literal("sequential"), steps: z.array(Step) })),
  workflow_id: z.string(),
  job: z.string(),
  trigger: z.string(),
  status: State,
  attempts: z.number().int(),
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  message_id: z.string().nullable(),
}).openapi("WorkflowRun");

export const HistoryQuery = z.object({
  workflow_id: WorkflowId.optional().openapi({ param: { name: "workflow_id", in: "query" } }),
  status: State.optional().openapi({ param: { name: "status", in: "query" } }),
  limit: z.coerce.number().int().min(1).max(100).default(20).openapi({
    param: { name: "limit", in: "query" },
  }),
});

export const History = z.object({ runs: z.array(Run), count: z.number().int() })
  .openapi("WorkflowHistory");

const Summary = z.object({
  runs: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  running: z.number().int(),
  success_rate: z.number().nullable().openapi({ description: "Of finished runs; null: none." }),
  duration_ms: z.object({
    p50: z.number().nullable(),
    p95: z.number().nullable(),
    max: z.number().nullable(),
  }),
});

export const Stats = Summary.extend({
  workflows: z.array(Summary.extend({ workflow_id: z.string() })),
}).openapi("WorkflowStats");
