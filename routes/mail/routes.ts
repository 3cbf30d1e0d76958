import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors, ErrorEnvelope } from "../envelope.ts";
import { authenticate, PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  CreateEmployeeBody,
  Employee,
  EmployeeList,
  EmployeeParams,
  MailReceipt,
  Outbox,
  OutboxParams,
  OutboxQuery,
  ProcessBody,
  ProcessResult,
  WebhookQuery,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Email and employees"];
const json = () => requestBody({ maxBytes: BODY_LIMITS.json });
/** Tenant-wide: an admin signed in, or an admin key with the `admin` scope. */
const admin = () =>
  authenticate({ accept: [...PLATFORM_CREDENTIALS], roles: ["admin"], tenantAdmin: true });

const conflict = (description: string) => ({
  409: { description, content: { "application/json": { schema: ErrorEnvelope } } },
});

// Plain OpenAPI schemas (not zod): documented, not validated, so the handler gets the exact
// bytes the provider signed.
// deno-lint-ignore no-explicit-any
const described = (description: string): any => ({ type: "object", description });

export const webhook = createRoute({
  method: "post",
  path: "/api/webhook/mail",
  operationId: "receiveMailWebhook",
  tags,
  summary: "Inbound mail from a provider (Postmark, SendGrid, Mailgun, raw MIME)",
  description: "Takes no user credential: each provider's own check. Postmark inbound JSON: " +
    "HTTP Basic credentials (MAIL_POSTMARK_BASIC_AUTH, put in the webhook URL). SendGrid " +
    "Inbound Parse (multipart): a token in `?token=` or `X-Mail-Token` (MAIL_SENDGRID_TOKEN). " +
    "Mailgun (form): `signature` = hex HMAC-SHA256(MAIL_MAILGUN_SIGNING_KEY, timestamp + " +
    "token), within 5 minutes, each token once. Raw RFC 822 (`message/rfc822`, parsed with " +
    "postal-mime): `X-Mail-Signature: t=<unix>,v1=<hex HMAC-SHA256(MAIL_MIME_SECRET, " +
    "t + '.' + body)>`, within 5 minutes. A missing credential is 401, a wrong or stale one " +
    "(or a provider not configured) 403, and nothing is stored. The message is normalised " +
    "(message id, from, to, cc, subject, text, html, attachments in the document store) and " +
    "stored once per Message-ID: a provider's retry answers `duplicate: true`. Limits: 26 MiB " +
    "a request, 20 attachments of 10 MiB each.",
  middleware: [
    requestBody({
      maxBytes: BODY_LIMITS.mail,
      types: [
        "application/json",
        "multipart/form-data",
        "application/x-www-form-urlencoded",
        "message/rfc822",
      ],
    }),
  ] as const,
  request: {
    query: WebhookQuery,
    body: {
      required: true,
      content: {
        "application/json": { schema: described("Postmark inbound JSON") },
        "multipart/form-data": { schema: described("SendGrid Inbound Parse or Mailgun") },
        "application/x-www-form-urlencoded": { schema: described("Mailgun (no attachments)") },
        "message/rfc822": { schema: { type: "string", description: "A raw RFC 822 message" } },
      },
    },
  },
  responses: {
    200: jsonContent(Envelope(MailReceipt), "Stored, or on file already (`duplicate`)."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422),
  },
});

export const listEmployees = createRoute({
  method: "get",
  path: "/employees",
  operationId: "listEmployees",
  tags,
  summary: "All employees",
  description: "Employees with the catalog leagues they own. Platform credentials with the " +
    "`read` scope.",
  security,
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(EmployeeList), "The employees, by id."),
    ...envelopeErrors(401, 403, 429),
  },
});

export const createEmployee = createRoute({
  method: "post",
  path: "/employees",
  operationId: "createEmployee",
  tags,
  summary: "Create an employee",
  description: "Name, email (unique: 409), title and the catalog leagues they own (each must " +
    "exist: 422 naming the unknown ones). Needs an admin or an admin-scoped key.",
  security,
  middleware: [admin(), json()] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: CreateEmployeeBody } } },
  },
  responses: {
    201: jsonContent(Envelope(Employee), "Created."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
    ...conflict("An employee with this email exists."),
  },
});

export const getEmployee = createRoute({
  method: "get",
  path: "/employees/{employee_id}",
  operationId: "getEmployee",
  tags,
  summary: "One employee",
  description: "`employee_id` is a positive integer (422 otherwise); 404 when there is none.",
  security,
  middleware: [platformGuard()] as const,
  request: { params: EmployeeParams },
  responses: {
    200: jsonContent(Envelope(Employee), "The employee."),
    ...envelopeErrors(401, 403, 404, 422, 429),
  },
});

export const outbox = createRoute({
  method: "get",
  path: "/api/admin/mail/outbox",
  operationId: "listMailOutbox",
  tags,
  summary: "Mail we sent (the outbox)",
  description: "Newest first: each message's row and the document-store key of its `.eml` " +
    "(RFC 5322 text). Needs an admin or an admin-scoped key.",
  security,
  middleware: [admin()] as const,
  request: { query: OutboxQuery },
  responses: {
    200: jsonContent(Envelope(Outbox), "The messages."),
    ...envelopeErrors(401, 403, 422, 429),
  },
});

export const outboxEml = createRoute({
  method: "get",
  path: "/api/admin/mail/outbox/{outbox_id}",
  operationId: "getMailOutboxEml",
  tags,
  summary: "One sent message as RFC 5322 text (.eml)",
  description: "The exact text recorded and handed to the transport (`message/rfc822`). Needs " +
    "an admin or an admin-scoped key; 404 for an unknown id, 422 for a malformed one.",
  security,
  middleware: [admin()] as const,
  request: { params: OutboxParams },
  responses: {
    200: {
      description: "The message.",
      content: { "message/rfc822": { schema: { type: "string" as const } } },
    },
    ...envelopeErrors(401, 403, 404, 422, 429),
  },
});

const PROCESS = "Takes a stored message (`message_id` alone: your own, or any for an admin) or " +
  "the message itself (stored first, once per Message-ID). Classifies it (questionnaire " +
  "reply: a document attachment with 'questionnaire', 'survey' or 'form' in it, or answering " +
  "ours; else partnership or new-league keywords, the larger count winning; else unrelated), " +
  "matches it to a catalog league by name or alias, starts a pipeline run per questionnaire " +
  "attachment (once, whatever the retries), and drafts a reply through the AI provider from " +
  "our data, signed by the employee who owns the league (or the first employee).";

export const processEmail = createRoute({
  method: "post",
  path: "/process-email",
  operationId: "processEmail",
  tags,
  summary: "Process an incoming email (classify, match, draft; nothing sent)",
  description: PROCESS + " The reply is returned, not sent. Platform credentials, `write`.",
  security,
  middleware: [platformGuard(), json()] as const,
  request: { body: { required: true, content: { "application/json": { schema: ProcessBody } } } },
  responses: {
    200: jsonContent(Envelope(ProcessResult), "The classification and draft."),
    ...envelopeErrors(400, 401, 403, 404, 413, 415, 422, 429),
  },
});

export const respond = createRoute({
  method: "post",
  path: "/respond",
  operationId: "respondToEmail",
  tags,
  summary: "Process an email and send the reply",
  description: PROCESS + " The reply goes out through the mail interface (the outbox; an " +
    "HTTP mail API with MAIL_TRANSPORT=http), once per message: a repeated call returns the " +
    "same outbox entry. Platform credentials, `write`.",
  security,
  middleware: [platformGuard(), json()] as const,
  request: { body: { required: true, content: { "application/json": { schema: ProcessBody } } } },
  responses: {
    200: jsonContent(Envelope(ProcessResult), "Processed; the reply recorded and sent."),
    ...envelopeErrors(400, 401, 403, 404, 413, 415, 422, 429),
  },
});
