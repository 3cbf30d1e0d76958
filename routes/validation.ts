import type { Hook } from "@hono/zod-openapi";
import { AppError, badRequest } from "../services/errors.ts";
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

/**
 * The hook of the spec-001 and spec-002 routes: typed parameters and bodies that fail their
 * schema get 422 with every issue listed (`details.issues`), as those documents declare.
 */
// deno-lint-ignore no-explicit-any
export const typedValidationHook: Hook<any, AppEnv, any, any> = (result) => {
  if (result.success) return;
  const issues = result.error.issues.slice(0, 20).map((issue) => ({
    location: result.target,
    field: issue.path.map(String).join("."),
    message: issue.message,
    code: issue.code,
  }));
  const first = issues[0];
  const where = first.field ? `'${first.field}' (${first.location})` : first.location;
  throw new AppError("unprocessable", `invalid ${where}: ${first.message}`, { issues });
};
