import { z } from "@hono/zod-openapi";
import { MAIL_CATEGORIES, MAIL_PROVIDERS } from "../../db/schema/mail.ts";
import { INBOUND_PROVIDERS } from "../../services/mail/inbound.ts";

const Address = z.object({
  address: z.string().openapi({ example: "jane@surfleague.example" }),
  name: z.string().openapi({ example: "Jane Doe" }),
}).openapi("MailAddress");

const Attachment = z.object({
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  key: z.string().openapi({ description: "Its document-store key." }),
}).openapi("MailAttachment");

export const InboundMessage = z.object({
  id: z.string(),
  message_id: z.string().openapi({
    description: "The Message-ID without angle brackets, or `sha256:<hex>` of the message.",
  }),
  provider: z.enum(MAIL_PROVIDERS),
  from: Address,
  to: z.array(Address),
  cc: z.array(Address),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  in_reply_to: z.string().nullable(),
  attachments: z.array(Attachment),
  received_at: z.string(),
}).openapi("InboundMessage");

export const WebhookQuery = z.object({
  provider: z.enum(INBOUND_PROVIDERS).optional().openapi({
    param: { name: "provider", in: "query" },
    description: "Which provider's format and check; told from the body when absent.",
  }),
  token: z.string().max(200).optional().openapi({
    param: { name: "token", in: "query" },
    description: "SendGrid: the webhook token (MAIL_SENDGRID_TOKEN).",
  }),
});

export const MailReceipt = z.object({
  duplicate: z.boolean().openapi({ description: "True when the message was on file already." }),
  message: InboundMessage,
}).openapi("MailReceipt");

const EmployeeId = z.coerce.number().int().min(1).max(2 ** 53 - 1);

export const Employee = z.object({
  employee_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  leagues: z.array(z.string()).openapi({ description: "Catalog league ids the employee owns." }),
  created_at: z.string(),
}).openapi("Employee");

export const EmployeeList = z.object({
  employees: z.array(Employee),
  total: z.number().int(),
}).openapi("EmployeeList");

export const EmployeeParams = z.object({
  employee_id: EmployeeId.openapi({
    param: { name: "employee_id", in: "path" },
    type: "integer",
    example: 1,
  }),
});

export const CreateEmployeeBody = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(320),
  title: z.string().max(200).optional(),
  leagues: z.array(z.string().min(1).max(100)).max(500).optional(),
}).openapi("CreateEmployeeBody");

export const OutboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50).openapi({
    param: { name: "limit", in: "query" },
  }),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).openapi({
    param: { name: "offset", in: "query" },
  }),
});

export const OutboxEntry = z.object({
  id: z.string(),
  message_id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  in_reply_to: z.string().nullable(),
  eml_key: z.string().openapi({ description: "The `.eml` (RFC 5322 text) in the document store." }),
  transport: z.string(),
  status: z.enum(["queued", "sent", "failed"]),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
}).openapi("OutboxEntry");

export const Outbox = z.object({ messages: z.array(OutboxEntry) }).openapi("Outbox");

export const ProcessBody = z.strictObject({
  message_id: z.string().min(1).max(998).optional().openapi({
    description: "A stored message's Message-ID; alone, it names the message to process.",
  }),
  from: z.email().max(320).optional(),
  from_name: z.string().max(200).optional(),
  to: z.array(z.email().max(320)).max(50).optional(),
  subject: z.string().max(998).optional(),
  text: z.string().max(1_000_000).optional(),
  html: z.string().max(1_000_000).optional(),
  in_reply_to: z.string().max(998).optional(),
  attachments: z.array(z.strictObject({
    filename: z.string().min(1).max(255),
    content_type: z.string().max(200).optional(),
    content_base64: z.base64().max(14_000_000),
  })).max(20).optional(),
}).openapi("ProcessEmailBody");

const LeagueMatch = z.object({
  league_id: z.string(),
  name: z.string(),
  sport: z.string(),
  region: z.string(),
  tier: z.number().int(),
  status: z.string(),
  partnership_score: z.number().nullable(),
  partnership_tier: z.string().nullable(),
  matched_on: z.string(),
}).openapi("MailLeagueMatch");

export const ProcessResult = z.object({
  message: InboundMessage,
  category: z.enum(MAIL_CATEGORIES),
  reasons: z.array(z.string()),
  league: z.union([LeagueMatch, z.null()]),
  pipeline_runs: z.array(z.object({
    attachment: z.string(),
    run_id: z.string().nullable(),
    started: z.boolean().openapi({ description: "False when an earlier call started it." }),
  })),
  onboarding: z.object({
    candidate_id: z.string().openapi({ description: "The message's e-mail candidate." }),
    league_id: z.string().nullable().openapi({
      description: "The onboarding league it matched or entered the funnel as; null when " +
        "none matched and the message was neither an inquiry nor a questionnaire.",
    }),
    league_name: z.string().nullable(),
    stage: z.string().nullable().openapi({
      description: "The league's stage after this message: an inquiry moves it to " +
        "`responded`, a questionnaire to `questionnaire_received` (forward only).",
    }),
    league_created: z.boolean(),
  }).openapi("ProcessEmailOnboarding"),
  reply: z.object({
    from: Address,
    to: z.array(Address),
    subject: z.string(),
    text: z.string(),
    signed_by: z.union([Employee, z.null()]),
    grounded_on: z.array(z.string()),
    provider: z.string(),
  }),
  outbox: z.union([OutboxEntry, z.null()]),
}).openapi("ProcessEmailResult");

export const OutboxParams = z.object({
  outbox_id: z.string().regex(/^out_[0-9a-f]{32}$/).openapi({
    param: { name: "outbox_id", in: "path" },
    example: "out_0123456789abcdef0123456789abcdef",
  }),
});
