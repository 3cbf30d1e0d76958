import * as mail from "../../services/mail/mod.ts";
import { type AppRouteHandler, queueServicesOf } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

export const webhook: AppRouteHandler<typeof routes.webhook> = async (c) => {
  const { db, documents, clock, config } = c.get("deps");
  const { provider } = c.req.valid("query");
  // The body middleware read form bodies already (their parts checked): the parsed form then,
  // the exact bytes otherwise (a raw message's signature covers them).
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  const isForm = type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
  const result = await mail.receiveMail({ db, documents, clock, config }, {
    provider,
    url: new URL(c.req.url),
    headers: c.req.raw.headers,
    form: isForm ? await c.req.formData() : undefined,
    body: isForm ? new Uint8Array() : new Uint8Array(await c.req.arrayBuffer()),
  });
  return c.json(envelope(c, result), 200);
};

export const listEmployees: AppRouteHandler<typeof routes.listEmployees> = async (c) => {
  const employees = await mail.listEmployees(c.get("deps").db);
  return c.json(envelope(c, { employees, total: employees.length }), 200);
};

export const createEmployee: AppRouteHandler<typeof routes.createEmployee> = async (c) => {
  const { db, clock } = c.get("deps");
  return c.json(envelope(c, await mail.createEmployee(db, c.req.valid("json"), clock())), 201);
};

export const getEmployee: AppRouteHandler<typeof routes.getEmployee> = async (c) =>
  c.json(
    envelope(c, await mail.getEmployee(c.get("deps").db, c.req.valid("param").employee_id)),
    200,
  );

export const outbox: AppRouteHandler<typeof routes.outbox> = async (c) =>
  c.json(
    envelope(c, { messages: await mail.listOutbox(c.get("deps").db, c.req.valid("query")) }),
    200,
  );

export const outboxEml: AppRouteHandler<typeof routes.outboxEml> = async (c) => {
  const eml = await mail.outboxEml(c.get("deps"), c.req.valid("param").outbox_id);
  return c.body(eml, 200, { "Content-Type": "message/rfc822" });
};

export const processEmail: AppRouteHandler<typeof routes.processEmail> = async (c) => {
  const result = await mail.processEmail(
    queueServicesOf(c),
    c.req.valid("json"),
    c.get("principal"),
    { send: false },
  );
  return c.json(envelope(c, result), 200);
};

export const respond: AppRouteHandler<typeof routes.respond> = async (c) => {
  const result = await mail.processEmail(
    queueServicesOf(c),
    c.req.valid("json"),
    c.get("principal"),
    { send: true },
  );
  return c.json(envelope(c, result), 200);
};
