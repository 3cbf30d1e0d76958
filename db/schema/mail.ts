import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const MAIL_PROVIDERS = ["postmark", "sendgrid", "mailgun", "mime", "api"] as const;
export const MAIL_CATEGORIES = [
  "new_league_inquiry",
  "questionnaire_reply",
  "partnership_question",
  "unrelated",
] as const;
export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;

/**
 * Inbound mail (services/mail/inbound.ts), one row per message whatever the provider sent it
 * in. `message_id` (the RFC 5322 Message-ID without angle brackets, or a digest of the message
 * when it has none) is unique: a provider's retry finds the row and stores nothing new.
 */
export const mailInbox = sqliteTable("mail_inbox", {
  /** `mail_<32 hex>`. */
  id: text().primaryKey(),
  messageId: text("message_id").notNull(),
  provider: text({ enum: MAIL_PROVIDERS }).notNull(),
  fromAddress: text("from_address").notNull(),
  fromName: text("from_name").notNull(),
  /** JSON arrays of `{address, name}`. */
  to: text().notNull(),
  cc: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  inReplyTo: text("in_reply_to"),
  /** JSON array of `{filename, content_type, size, key}` (document-store keys). */
  attachments: text().notNull(),
  receivedAt: text("received_at").notNull(),
  /** Set once /process-email or /respond (or the mail monitor) has classified it. */
  processedAt: text("processed_at"),
  category: text({ enum: MAIL_CATEGORIES }),
  leagueId: text("league_id"),
  /** Who submitted it through /process-email or /respond; null for provider webhooks. */
  ownerKind: text("owner_kind"),
  ownerId: text("owner_id"),
  /**
   * Mailgun's `token` (its signature covers timestamp and token, not the body): unique, so a
   * captured signature cannot carry another message.
   */
  signatureToken: text("signature_token"),
}, (t) => [
  uniqueIndex("mail_inbox_message_id_unique").on(t.messageId),
  uniqueIndex("mail_inbox_signature_token_unique").on(t.signatureToken),
  index("mail_inbox_received_idx").on(t.receivedAt),
]);

/**
 * Mail we send (services/mail/outbox.ts): one row per message, its RFC 5322 text kept as an
 * `.eml` in the document store (`eml_key`). `idempotency_key` makes a repeated send (a retried
 * /respond) one message.
 */
export const mailOutbox = sqliteTable("mail_outbox", {
  /** `out_<32 hex>`. */
  id: text().primaryKey(),
  idempotencyKey: text("idempotency_key").notNull(),
  messageId: text("message_id").notNull(),
  fromAddress: text("from_address").notNull(),
  /** JSON array of addresses. */
  to: text().notNull(),
  subject: text().notNull(),
  inReplyTo: text("in_reply_to"),
  emlKey: text("eml_key").notNull(),
  transport: text().notNull(),
  status: text({ enum: OUTBOX_STATUSES }).notNull(),
  error: text(),
  createdAt: text("created_at").notNull(),
  /**
   * When the last delivery was taken on: a row left `queued` longer than a delivery can take
   * belongs to a sender that died, and is taken on again.
   */
  attemptedAt: text("attempted_at"),
  sentAt: text("sent_at"),
}, (t) => [
  uniqueIndex("mail_outbox_idempotency_unique").on(t.idempotencyKey),
  index("mail_outbox_created_idx").on(t.createdAt),
]);

/**
 * A questionnaire attachment's pipeline run: the unique (message, attachment) pair is claimed
 * before the run starts, so a provider's retry or a second /process-email never starts two.
 */
export const mailPipelineRuns = sqliteTable("mail_pipeline_runs", {
  messageId: text("message_id").notNull(),
  attachmentKey: text("attachment_key").notNull(),
  /** Null between the claim and the run's start (a crash there leaves the claim visible). */
  runId: text("run_id"),
  createdAt: text("created_at").notNull(),
}, (t) => [uniqueIndex("mail_pipeline_runs_pk").on(t.messageId, t.attachmentKey)]);

/** Staff who own leagues and sign replies (spec 002 `/employees`); ids are integers. */
export const employees = sqliteTable("employees", {
  id: integer().primaryKey({ autoIncrement: true }),
  name: text().notNull(),
  email: text().notNull(),
  title: text().notNull(),
  /** JSON array of catalog league ids this employee owns. */
  leagues: text().notNull(),
  createdAt: text("created_at").notNull(),
}, (t) => [uniqueIndex("employees_email_unique").on(t.email)]);
