import { z } from "@hono/zod-openapi";

export const AgentParams = z.object({
  id: z.string().min(1).max(100).regex(/^[\w-]+$/).openapi({
    param: { name: "id", in: "path" },
    example: "odds-analyst",
  }),
});

export const AgentCard = z.object({
  id: z.string().openapi({ example: "odds-analyst" }),
  name: z.string(),
  description: z.string(),
  capabilities: z.array(z.string()),
  tools: z.array(z.object({ name: z.string(), description: z.string() })),
  prompt: z.object({
    slug: z.string(),
    id: z.string().nullable(),
    version: z.number().int().nullable(),
    available: z.boolean(),
  }),
  limits: z.object({ max_steps: z.number().int(), timeout_ms: z.number().int() }),
}).openapi("AgentCard");

export const AgentList = z.object({ total: z.number().int(), agents: z.array(AgentCard) })
  .openapi("AgentList");

export const InvokeRequest = z.object({
  input: z.string().trim().min(1).max(4000).openapi({
    description: "What the agent is asked.",
    example: "How does the surf league WSL score as a partner?",
  }),
  max_steps: z.number().int().min(1).max(20).optional().openapi({
    description: "Fewer tool calls than the agent's own budget.",
  }),
}).strict().openapi("AgentInvokeRequest");

export const AgentRun = z.object({
  agent: z.string(),
  answer: z.string(),
  steps: z.array(z.object({
    step: z.number().int(),
    tool: z.string(),
    arguments: z.record(z.string(), z.unknown()),
    is_error: z.boolean(),
    result: z.unknown().openapi({ description: "The tool's result, or its error message." }),
    duration_ms: z.number().int(),
  })),
  stopped_by: z.enum(["answer", "step_budget", "timeout"]),
  provider: z.string(),
  cost_usd: z.number(),
}).openapi("AgentRun");
