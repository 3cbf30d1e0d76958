import * as workflows from "../../services/workflows/mod.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

export const scheduleWorkflow: AppRouteHandler<typeof routes.scheduleWorkflow> = async (c) => {
  const out = await workflows.scheduleWorkflow(
    c.get("deps"),
    c.get("principal"),
    c.req.valid("json"),
  );
  return out.created
    ? c.json(envelope(c, out.workflow), 201)
    : c.json(envelope(c, out.workflow), 200);
};

export const getWorkflow: AppRouteHandler<typeof routes.getWorkflow> = async (c) => {
  const { workflow_id } = c.req.valid("param");
  return c.json(
    envelope(c, await workflows.getWorkflow(c.get("deps"), c.get("principal"), workflow_id)),
    200,
  );
};

export const deleteWorkflow: AppRouteHandler<typeof routes.deleteWorkflow> = async (c) => {
  const { workflow_id } = c.req.valid("param");
  await workflows.deleteWorkflow(c.get("deps"), c.get("principal"), workflow_id);
  return c.json(envelope(c, { workflow_id, deleted: true as const }), 200);
};

export const listWorkflows: AppRouteHandler<typeof routes.listWorkflows> = async (c) => {
  const list = await workflows.listWorkflows(c.get("deps"), c.get("principal"));
  return c.json(envelope(c, { workflows: list, total: list.length }), 200);
};

export const runWorkflow: AppRouteHandler<typeof routes.runWorkflow> = async (c) => {
  const run = await workflows.runWorkflow(c.get("deps"), c.get("principal"), c.req.valid("json"));
  return c.json(envelope(c, run!), 202);
};

export const workflowHistory: AppRouteHandler<typeof routes.workflowHistory> = async (c) => {
  const runs = await workflows.listRuns(c.get("deps"), c.get("principal"), c.req.valid("query"));
  return c.json(envelope(c, { runs, count: runs.length }), 200);
};

export const workflowStats: AppRouteHandler<typeof routes.workflowStats> = async (c) =>
  c.json(envelope(c, await workflows.workflowStats(c.get("deps"), c.get("principal"))), 200);
