import type { Hook } from "@hono/zod-openapi";
import { badRequest } from "../services/errors.ts";
import type { AppEnv } from "./context.ts";

const where: Record<string, string> = {
  query: "query parameter",
  param: "path parameter",
  json: "body field",
  header: "header",
  form: "form field",
};

/** Turns a failed request validation into the one error type, naming the parameter. */
// deno-lint-ignore no-explicit-any
export const validationHook: Hook<any, AppEnv, any, any> = (result) => {
  if (result.success) return;
  const issue = result.error.issues[0];
  const parameter = String(issue.path[0] ?? "");
  const kind = where[result.target] ?? result.target;
  throw badRequest(
    parameter ? `invalid ${kind} '${parameter}': ${issue.message}` : issue.message,
    parameter ? { parameter, location: result.target } : { location: result.target },
  );
};
