import { z } from "@hono/zod-openapi";
import { WORKFLOW_RUN_STATES } from "../../db/schema/mod.ts";
import { describeCosts, QUERY_TYPES } from "../../services/credits/catalog.ts";
import { MAX_TOP_K } from "../../services/retrieval/mod.ts";
import { Citation } from "../rag/schemas.ts";

export const IntelligenceRequest = z.object({
  query: z.string().trim().min(1).max(2000).openapi({
    description: "The question, in words (1 to 2,000 characters).",
    example: "What are the futures odds for wsl?",
  }),
  query_type: z.enum(QUERY_TYPES).optional().openapi({
    description: "`direct` (an answer from the catalog, events and odds), `search` (the " +
      "document corpus, with citations) or `workflow` (starts a workflow). Absent: the " +
      "router picks one and says why in `routing`. Costs in credits: " + `${describeCosts()}.`,
    example: "direct",
  }),
  user_id: z.string().min(1).max(128).regex(/^[\w.@:-]+$/).optional().openapi({
    description: "Whose credits pay. The caller's own by default; naming another user is for " +
      "admins (and admin-scoped keys) only: anyone else gets 403. The work runs with the " +
      "caller's own access either way.",
    example: "demo-league",
  }),
  top_k: z.number().int().min(1).max(MAX_TOP_K).optional().openapi({
    description: `Search only: chunks to retrieve and rank, 1 to ${MAX_TOP_K} (default 5). ` +
      "Sent without `query_type`, it routes the question to a search.",
  }),
  workflow_id: z.string().min(1).max(100).optional().openapi({
    description: "Workflow only: the workflow to start (`wf_<32 hex>` of yours, or a " +
      "built-in's id for admins). Sent without `query_type`, it routes the question to a " +
      "workflow start. Absent on a workflow query: the workflow the question names (its id, " +
      "its name, its job kind such as 'morning report').",
    example: "morning-report",
  }),
  payload: z.record(z.string(), z.unknown()).optional().openapi({
    description: "Workflow only: this run's input instead of the workflow's stored payload " +
      "(the job kind's schema).",
  }),
}).strict().openapi("SportsIntelligenceRequest", {
  description: "Unknown fields are refused (422). Fields of one route beside another " +
    "`query_type` are refused too.",
});

export const IdempotencyHeaders = z.object({
  "idempotency-key": z.string().min(1).max(200).optional().openapi({
    description: "Makes a retry safe: the same key again (from the same payer) is never " +
      "charged twice. An answered query answers again with `replayed: true` (a workflow's " +
      "replay reports the run the first request started); a key whose query is still " +
      "running, was refunded, or was used for another request is a 409.",
    example: "3f1c9a0e-4b7d-4c2a-9e8f-6b5a4c3d2e1f",
  }),
});

const ToolCall = z.object({
  step: z.number().int(),
  tool: z.string().openapi({ description: "A tool of GET /mcp/tools.", example: "list_futures" }),
  arguments: z.record(z.string(), z.unknown()),
  is_error: z.boolean(),
}).openapi("SportsIntelligenceToolCall");

const WorkflowRun = z.object({
  workflow_run_id: z.string().openapi({ example: "wfr_3f1c9a0e4b7d4c2a9e8f6b5a4c3d2e1f" }),
  workflow_id: z.string(),
  job: z.string(),
  state: z.enum(WORKFLOW_RUN_STATES),
  created_at: z.string().openapi({ format: "date-time" }),
}).openapi("SportsIntelligenceWorkflowRun");

const credits = (description: string) =>
  z.number().openapi({ description: `${description} Credits, to two decimals.` });

export const IntelligenceAnswer = z.object({
  query: z.string(),
  query_type: z.enum(QUERY_TYPES).openapi({ description: "The route taken." }),
  routing: z.object({
    decided_by: z.enum(["request", "router"]).openapi({
      description: "`request`: `query_type` (or a field only one route takes) chose it; " +
        "`router`: the router read the question.",
    }),
    reason: z.string().openapi({ description: "Why this route, in one sentence." }),
    signals: z.array(z.string()).openapi({
      description: "What the router read: `event:<id>`, `league:<id>`, `sport:<code>`, " +
        "`words:<...>`, `workflow:<id>`, `job:<kind>`, `verb:<...>`, `field:<name>`.",
    }),
  }),
  answer: z.string().openapi({
    description: "The answer: written from the tools' results (direct) or the cited chunks " +
      "(search); for a workflow, which run was started.",
  }),
  citations: z.array(Citation).openapi({ description: "Search: the passages cited." }),
  tool_calls: z.array(ToolCall).openapi({ description: "Direct: the lookups made, in order." }),
  workflow_run: WorkflowRun.nullable().openapi({ description: "Workflow: the run started." }),
  provider: z.string().openapi({ example: "local-extractive" }),
  charge: z.object({
    user_id: z.string().openapi({ description: "Whose credits paid." }),
    query_type: z.enum(QUERY_TYPES),
    cost: credits("What the query type costs."),
    status: z.enum(["captured", "released"]).openapi({
      description: "`captured`: charged. `released`: refunded, nothing charged (the work " +
        "found nothing: no passage, or no lookup that succeeded).",
    }),
    charged: credits("Taken: the cost, or 0 when released."),
    hold_id: z.string(),
    transaction_id: z.string().nullable().openapi({
      description: "The charge's transaction (GET /api/credits/{user_id}/transactions).",
    }),
    idempotency_key: z.string().nullable(),
  }),
  balance: z.object({
    balance: credits("Posted balance after the query."),
    held: credits("Reserved by pending holds."),
    available: credits("What can be spent now."),
  }),
  replayed: z.boolean().openapi({
    description: "True when the Idempotency-Key was answered before: nothing charged again.",
  }),
}).openapi("SportsIntelligenceAnswer");
