import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Spec 002's workflows: schedules over registered jobs, runs through the job queue. */
export function workflowRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.scheduleWorkflow, handlers.scheduleWorkflow);
  router.openapi(routes.getWorkflow, handlers.getWorkflow);
  router.openapi(routes.deleteWorkflow, handlers.deleteWorkflow);
  router.openapi(routes.listWorkflows, handlers.listWorkflows);
  router.openapi(routes.runWorkflow, handlers.runWorkflow);
  router.openapi(routes.workflowHistory, handlers.workflowHistory);
  router.openapi(routes.workflowStats, handlers.workflowStats);
  return router;
}
