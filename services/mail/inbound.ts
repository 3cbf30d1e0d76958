/**
 * Inbound mail (POST /api/webhook/mail): the four formats, each checked with its provider's
 * mechanism before anything is parsed or stored, normalised to one shape (message.ts) and
 * kept in `mail_inbox`, attachments in the document store. Idempotent by the message id.
 *
 * Checks (a missing credential is 401, a wrong or stale one 403, a provider without its secret
 * configured 403):
 * - Postmark (JSON): Postmark signs nothing; its docs recommend HTTP Basic credentials in the
 *   inbound webhook URL (`https://user:password@host/api/webhook/mail?provider=postmark`), so the
 *   `Authorization: Basic` header must equal MAIL_POSTMARK_BASIC_AUTH.
 * - SendGrid Inbound Parse (multipart/form-data): no payload signature either; a secret token in
 *   the URL (`?token=`) or the `X-Mail-Token` header must equal MAIL_SENDGRID_TOKEN.
 * - Mailgun (multipart or urlencoded form): `signature` must be the hex HMAC-SHA256 of
 *   `timestamp + token` keyed with MAIL_MAILGUN_SIGNING_KEY, the timestamp within
 *   MAIL_SIGNATURE_TOLERANCE_SECONDS of now, and the token never seen with another message
 *   (the signature covers no body: a captured one may not carry a second message).
 * - Raw RFC 822 (`message/rfc822`, parsed with postal-mime): our own header
 *   `X-Mail-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(MAIL_MIME_SECRET, t + "." + body)>`,
 *   the same tolerance.
 */
import PostalMime from "postal-mime";
import { asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mailInbox } from "../../db/schema/mod.ts";
import { AppError, badRequest, forbidden, unauthenticated } from "../errors.ts";
import { textOfHtml } from "../html.ts";
import { newId } from "../random.ts";
import type { DocumentStore } from "../storage/mod.ts";
import {
  bareMessageId,
  type InboundMessage,
  type MailAddress,
  type MailProvider,
  parseAddress,
  parseAddressList,
  type ParsedMail,
  type StoredAttachment,
} from "./message.ts";

export const MAIL_SIGNATURE_TOLERANCE_SECONDS = 300;
/** Per message: attachments and their sizes (one attachment: the questionnaire upload limit). */
export const MAX_ATTACHMENTS = 20;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_TEXT_CHARS = 1_000_000;
export const INBOUND_PROVIDERS = ["postmark", "sendgrid", "mailgun", "mime"] as const;
export type InboundProvider = typeof INBOUND_PROVIDERS[number];

export interface MailSecrets {
  MAIL_POSTMARK_BASIC_AUTH?: string;
  MAIL_SENDGRID_TOKEN?: string;
  MAIL_MAILGUN_SIGNING_KEY?: string;
  MAIL_MIME_SECRET?: string;
}

export interface InboundServices {
  db: Database;
  documents: DocumentStore;
  clock: () => Date;
  config: MailSecrets;
}

export interface InboundRequest {
  /** Named by `?provider=`; otherwise told from the body (see `detectProvider`). */
  provider?: InboundProvider;
  url: URL;
  headers: Headers;
  /** The exact bytes (JSON and raw MIME bodies: the signature covers them). */
  body: Uint8Array;
  /** Form bodies as the framework parsed them already (their bytes may be gone). */
  form?: FormData;
}

export interface InboundResult {
  duplicate: boolean;
  message: InboundMessage;
}

const encoder = new TextEncoder();
const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

export async function hmacHex(key: string, data: Uint8Array | string): Promise<string> {
  const k = await crypto.subtle.importKey(
    "raw",
    encoder.encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const bytes = typeof data === "string" ? encoder.encode(data) : data;
  return hex(await crypto.subtle.sign("HMAC", k, bytes as Uint8Array<ArrayBuffer>));
}

async function sha256Hex(data: Uint8Array | string): Promise<string> {
  const bytes = typeof data === "string" ? encoder.encode(data) : data;
  return hex(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a), y = encoder.encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

const mediaType = (headers: Headers) =>
  (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

/** JSON → Postmark; message/rfc822 → raw MIME; a form with `signature` → Mailgun; else SendGrid. */
export function detectProvider(headers: Headers, form?: FormData): InboundProvider {
  const type = mediaType(headers);
  if (type === "application/json") return "postmark";
  if (type === "message/rfc822") return "mime";
  if (form?.has("signature") && form.has("token") && form.has("timestamp")) return "mailgun";
  return "sendgrid";
}

const notEnabled = (provider: string) =>
  forbidden(`inbound mail from ${provider} is not enabled on this deployment`, {
    parameter: "provider",
  });

function withinTolerance(seconds: number, now: Date) {
  return Number.isFinite(seconds) &&
    Math.abs(now.getTime() / 1000 - seconds) <= MAIL_SIGNATURE_TOLERANCE_SECONDS;
}

function checkPostmark(cfg: MailSecrets, headers: Headers) {
  if (!cfg.MAIL_POSTMARK_BASIC_AUTH) throw notEnabled("postmark");
  const auth = headers.get("authorization") ?? "";
  if (!/^basic\s+/i.test(auth)) throw unauthenticated("HTTP Basic credentials required");
  let given = "";
  try {
    given = new TextDecoder().decode(
      Uint8Array.from(atob(auth.replace(/^basic\s+/i, "").trim()), (c) => c.charCodeAt(0)),
    );
  } catch {
    throw forbidden("malformed HTTP Basic credentials");
  }
  if (!safeEqual(given, cfg.MAIL_POSTMARK_BASIC_AUTH)) throw forbidden("wrong credentials");
}

function checkSendgrid(cfg: MailSecrets, url: URL, headers: Headers) {
  if (!cfg.MAIL_SENDGRID_TOKEN) throw notEnabled("sendgrid");
  const given = headers.get("x-mail-token") ?? url.searchParams.get("token");
  if (!given) throw unauthenticated("the webhook token is missing (?token= or X-Mail-Token)");
  if (!safeEqual(given, cfg.MAIL_SENDGRID_TOKEN)) throw forbidden("wrong webhook token");
}

async function checkMailgun(cfg: MailSecrets, form: FormData, now: Date) {
  if (!cfg.MAIL_MAILGUN_SIGNING_KEY) throw notEnabled("mailgun");
  const [timestamp, token, signature] = ["timestamp", "token", "signature"].map((k) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  });
  if (!timestamp || !token || !signature) {
    throw unauthenticated("Mailgun's timestamp, token and signature are required");
  }
  const expected = await hmacHex(cfg.MAIL_MAILGUN_SIGNING_KEY, timestamp + token);
  if (!safeEqual(signature.toLowerCase(), expected)) throw forbidden("bad Mailgun signature");
  if (!withinTolerance(Number(timestamp), now)) throw forbidden("stale Mailgun signature");
  return token;
}

async function checkMime(cfg: MailSecrets, headers: Headers, body: Uint8Array, now: Date) {
  if (!cfg.MAIL_MIME_SECRET) throw notEnabled("mime");
  const header = headers.get("x-mail-signature");
  if (!header) throw unauthenticated("the X-Mail-Signature header is required");
  const parts = Object.fromEntries(
    header.split(",").map((p) => p.trim().split("=", 2) as [string, string]),
  );
  const t = parts.t ?? "", v1 = (parts.v1 ?? "").toLowerCase();
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) {
    throw forbidden("malformed X-Mail-Signature (t=<unix>,v1=<hex>)");
  }
  const signed = new Uint8Array(t.length + 1 + body.byteLength);
  signed.set(encoder.encode(t + "."));
  signed.set(body, t.length + 1);
  if (!safeEqual(v1, await hmacHex(cfg.MAIL_MIME_SECRET, signed))) {
    throw forbidden("bad X-Mail-Signature");
  }
  if (!withinTolerance(Number(t), now)) throw forbidden("stale X-Mail-Signature");
}

/** The `X-Mail-Signature` header for a raw message: what a sender of raw MIME computes. */
export async function signMime(secret: string, body: Uint8Array | string, now: Date) {
  const t = String(Math.floor(now.getTime() / 1000));
  const bytes = typeof body === "string" ? encoder.encode(body) : body;
  const signed = new Uint8Array(t.length + 1 + bytes.byteLength);
  signed.set(encoder.encode(t + "."));
  signed.set(bytes, t.length + 1);
  return `t=${t},v1=${await hmacHex(secret, signed)}`;
}

async function formOf(headers: Headers, body: Uint8Array): Promise<FormData> {
  try {
    return await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw badRequest("the form body does not parse", { parameter: "body" });
  }
}

const str = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
};

async function fromMime(raw: Uint8Array | string): Promise<ParsedMail> {
  let email;
  try {
    email = await PostalMime.parse(raw);
  } catch (err) {
    throw badRequest(`the message does not parse as RFC 822: ${String(err).slice(0, 200)}`);
  }
  const addr = (a: { address?: string; name?: string } | undefined): MailAddress => ({
    address: (a?.address ?? "").toLowerCase(),
    name: a?.name ?? "",
  });
  const flat = (list?: { address?: string; name?: string; group?: unknown[] }[]) =>
    (list ?? []).flatMap((a) =>
      Array.isArray(a.group) ? (a.group as typeof list ?? []).map(addr) : [addr(a)]
    );
  return {
    messageId: bareMessageId(email.messageId),
    from: addr(email.from),
    to: flat(email.to),
    cc: flat(email.cc),
    subject: email.subject ?? "",
    text: email.text ?? "",
    html: email.html ?? null,
    inReplyTo: bareMessageId(email.inReplyTo),
    attachments: email.attachments.map((a) => ({
      filename: a.filename ?? "attachment",
      contentType: a.mimeType || "application/octet-stream",
      bytes: typeof a.content === "string"
        ? encoder.encode(a.content)
        : new Uint8Array(a.content as ArrayBuffer),
    })),
  };
}

function base64Bytes(value: string, name: string): Uint8Array {
  try {
    return Uint8Array.from(atob(value.replace(/\s+/g, "")), (c) => c.charCodeAt(0));
  } catch {
    throw badRequest(`attachment '${name}' is not valid base64`, { parameter: "Attachments" });
  }
}

// deno-lint-ignore no-explicit-any
type Json = any;

function fromPostmark(body: Uint8Array): ParsedMail {
  let p: Json;
  try {
    p = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    throw badRequest("the body is not JSON", { parameter: "body" });
  }
  if (!p || typeof p !== "object" || Array.isArray(p)) throw badRequest("expected a JSON object");
  const full = (a: Json): MailAddress => ({
    address: String(a?.Email ?? "").toLowerCase(),
    name: String(a?.Name ?? ""),
  });
  const headers: { Name: string; Value: string }[] = Array.isArray(p.Headers) ? p.Headers : [];
  const header = (name: string) =>
    headers.find((h) => String(h?.Name).toLowerCase() === name)?.Value;
  const from = p.FromFull ? full(p.FromFull) : parseAddress(String(p.From ?? ""));
  if (!from.address) throw badRequest("FromFull (or From) is required", { parameter: "FromFull" });
  const attachments = Array.isArray(p.Attachments) ? p.Attachments : [];
  return {
    messageId: bareMessageId(header("message-id")) ?? bareMessageId(String(p.MessageID ?? "")),
    from,
    to: Array.isArray(p.ToFull) ? p.ToFull.map(full) : parseAddressList(String(p.To ?? "")),
    cc: Array.isArray(p.CcFull) ? p.CcFull.map(full) : parseAddressList(String(p.Cc ?? "")),
    subject: String(p.Subject ?? ""),
    text: String(p.TextBody ?? p.StrippedTextReply ?? ""),
    html: p.HtmlBody ? String(p.HtmlBody) : null,
    inReplyTo: bareMessageId(header("in-reply-to")),
    attachments: attachments.map((a: Json) => ({
      filename: String(a?.Name ?? "attachment"),
      contentType: String(a?.ContentType ?? "application/octet-stream"),
      bytes: base64Bytes(String(a?.Content ?? ""), String(a?.Name ?? "")),
    })),
  };
}

/** Header `name` of a raw header block (SendGrid's `headers` field), unfolded. */
function headerOf(block: string, name: string): string | null {
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  const re = new RegExp(`^${name}:\\s*(.*)$`, "im");
  return re.exec(unfolded)?.[1].trim() ?? null;
}

async function fileParts(form: FormData, names: string[]) {
  const out: ParsedMail["attachments"] = [];
  for (const name of names) {
    const v = form.get(name);
    if (v && typeof v !== "string") {
      out.push({
        filename: v.name || name,
        contentType: v.type || "application/octet-stream",
        bytes: new Uint8Array(await v.arrayBuffer()),
      });
    }
  }
  return out;
}

async function fromSendgrid(form: FormData): Promise<ParsedMail> {
  // "Send raw" mode: the whole message in `email`.
  if (str(form, "email")) return await fromMime(str(form, "email"));
  const headers = str(form, "headers");
  const from = parseAddress(str(form, "from"));
  if (!from.address) throw badRequest("the `from` field is required", { parameter: "from" });
  const count = Number(str(form, "attachments") || 0);
  const names = Array.from(
    { length: Math.min(count, MAX_ATTACHMENTS + 1) },
    (_, i) => `attachment${i + 1}`,
  );
  return {
    messageId: bareMessageId(headerOf(headers, "message-id")),
    from,
    to: parseAddressList(str(form, "to")),
    cc: parseAddressList(str(form, "cc")),
    subject: str(form, "subject"),
    text: str(form, "text"),
    html: str(form, "html") || null,
    inReplyTo: bareMessageId(headerOf(headers, "in-reply-to")),
    attachments: await fileParts(form, names),
  };
}

async function fromMailgun(form: FormData): Promise<ParsedMail> {
  const from = parseAddress(str(form, "from") || str(form, "sender"));
  if (!from.address) throw badRequest("the `from` field is required", { parameter: "from" });
  const count = Number(str(form, "attachment-count") || 0);
  const names = Array.from(
    { length: Math.min(count, MAX_ATTACHMENTS + 1) },
    (_, i) => `attachment-${i + 1}`,
  );
  return {
    messageId: bareMessageId(str(form, "Message-Id") || str(form, "message-id")),
    from,
    to: parseAddressList(str(form, "To") || str(form, "recipient")),
    cc: parseAddressList(str(form, "Cc")),
    subject: str(form, "subject") || str(form, "Subject"),
    text: str(form, "body-plain"),
    html: str(form, "body-html") || null,
    inReplyTo: bareMessageId(str(form, "In-Reply-To")),
    attachments: await fileParts(form, names),
  };
}

/** Verifies, parses, normalises and stores one inbound request. */
export async function receiveMail(s: InboundServices, req: InboundRequest): Promise<InboundResult> {
  const now = s.clock();
  const type = mediaType(req.headers);
  const isForm = type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
  const form = isForm ? req.form ?? await formOf(req.headers, req.body) : undefined;
  const provider = req.provider ?? detectProvider(req.headers, form);
  const expected: Record<InboundProvider, string[]> = {
    postmark: ["application/json"],
    sendgrid: ["multipart/form-data", "application/x-www-form-urlencoded"],
    mailgun: ["multipart/form-data", "application/x-www-form-urlencoded"],
    mime: ["message/rfc822"],
  };
  // The check first: nothing of an unauthenticated body is parsed beyond its form fields.
  let token: string | null = null;
  if (provider === "postmark") checkPostmark(s.config, req.headers);
  else if (provider === "sendgrid") checkSendgrid(s.config, req.url, req.headers);
  else if (provider === "mailgun") {
    token = await checkMailgun(s.config, form ?? new FormData(), now);
  } else await checkMime(s.config, req.headers, req.body, now);
  if (!expected[provider].includes(type)) {
    throw new AppError(
      "unsupported_media_type",
      `${provider} mail comes as ${expected[provider].join(" or ")}, not '${type || "(none)"}'`,
      { parameter: "Content-Type" },
    );
  }
  const parsed = provider === "postmark"
    ? fromPostmark(req.body)
    : provider === "mime"
    ? await fromMime(req.body)
    : provider === "mailgun"
    ? await fromMailgun(form!)
    : await fromSendgrid(form!);
  return await storeMail(s, parsed, provider, now, {
    token,
    digestOf: form ? await formDigest(form) : req.body,
  });
}

/** What identifies a form-posted message without a Message-ID: its fields but the signature's. */
async function formDigest(form: FormData): Promise<string> {
  const parts: string[] = [];
  for (const [k, v] of form.entries()) {
    if (k === "timestamp" || k === "token" || k === "signature") continue;
    parts.push(
      k,
      typeof v === "string"
        ? v
        : `${v.name}:${v.size}:${await sha256Hex(new Uint8Array(await v.arrayBuffer()))}`,
    );
  }
  return JSON.stringify(parts);
}

function checkLimits(m: ParsedMail) {
  if (m.attachments.length > MAX_ATTACHMENTS) {
    throw new AppError("payload_too_large", `more than ${MAX_ATTACHMENTS} attachments`, {
      parameter: "attachments",
    });
  }
  for (const a of m.attachments) {
    if (a.bytes.byteLength > MAX_ATTACHMENT_BYTES) {
      throw new AppError(
        "payload_too_large",
        `attachment '${a.filename}' is over ${MAX_ATTACHMENT_BYTES} bytes`,
        { parameter: "attachments", max_bytes: MAX_ATTACHMENT_BYTES },
      );
    }
  }
  if (m.text.length > MAX_TEXT_CHARS || (m.html?.length ?? 0) > MAX_TEXT_CHARS) {
    throw new AppError("payload_too_large", `a body part is over ${MAX_TEXT_CHARS} characters`, {
      parameter: "text",
    });
  }
}

/** A file name as a document-store segment. */
function safeSegment(name: string, index: number) {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[^A-Za-z0-9._ -]/g, "_")
    .replace(/^[._ -]+/, "").replace(/[. ]+$/, "").slice(-100);
  return `${index + 1}-${base || "attachment"}`;
}

type InboxRow = typeof mailInbox.$inferSelect;

export function toMessage(row: InboxRow): InboundMessage {
  return {
    id: row.id,
    message_id: row.messageId,
    provider: row.provider,
    from: { address: row.fromAddress, name: row.fromName },
    to: JSON.parse(row.to),
    cc: JSON.parse(row.cc),
    subject: row.subject,
    text: row.text,
    html: row.html,
    in_reply_to: row.inReplyTo,
    attachments: JSON.parse(row.attachments),
    received_at: row.receivedAt,
  };
}

/**
 * Stores a parsed message once: a message id already on file (a provider's retry) returns the
 * stored one and writes nothing. Attachment keys derive from the message id, so two concurrent
 * deliveries write the same objects and the unique index keeps one row.
 */
export async function storeMail(
  s: Omit<InboundServices, "config">,
  parsed: ParsedMail,
  provider: MailProvider,
  now: Date,
  opts: {
    token?: string | null;
    digestOf: Uint8Array | string;
    owner?: { kind: string; id: string };
  },
): Promise<InboundResult> {
  checkLimits(parsed);
  const messageId = parsed.messageId ?? `sha256:${await sha256Hex(opts.digestOf)}`;
  const existing = await findByMessageId(s.db, messageId);
  if (existing) return { duplicate: true, message: toMessage(existing) };
  if (opts.token) {
    const [used] = await s.db.select({ messageId: mailInbox.messageId }).from(mailInbox)
      .where(eq(mailInbox.signatureToken, opts.token));
    if (used) throw forbidden("this signature token was used for another message (replay)");
  }
  const folder = `mail/inbox/${(await sha256Hex(messageId)).slice(0, 32)}`;
  const attachments: StoredAttachment[] = [];
  for (const [i, a] of parsed.attachments.entries()) {
    const key = `${folder}/${safeSegment(a.filename, i)}`;
    await s.documents.put(key, a.bytes, a.contentType);
    attachments.push({
      filename: a.filename,
      content_type: a.contentType,
      size: a.bytes.byteLength,
      key,
    });
  }
  const row: InboxRow = {
    id: newId("mail"),
    messageId,
    provider,
    fromAddress: parsed.from.address,
    fromName: parsed.from.name,
    to: JSON.stringify(parsed.to),
    cc: JSON.stringify(parsed.cc),
    subject: parsed.subject,
    text: parsed.text || textOfHtml(parsed.html),
    html: parsed.html,
    inReplyTo: parsed.inReplyTo,
    attachments: JSON.stringify(attachments),
    receivedAt: now.toISOString(),
    processedAt: null,
    category: null,
    leagueId: null,
    ownerKind: opts.owner?.kind ?? null,
    ownerId: opts.owner?.id ?? null,
    signatureToken: opts.token ?? null,
  };
  let inserted: { id: string }[];
  try {
    inserted = await s.db.insert(mailInbox).values(row).onConflictDoNothing({
      target: mailInbox.messageId,
    }).returning({ id: mailInbox.id });
  } catch (err) {
    if (opts.token && /UNIQUE/i.test(String(err))) {
      throw forbidden("this signature token was used for another message (replay)");
    }
    throw err;
  }
  if (!inserted.length) {
    return { duplicate: true, message: toMessage((await findByMessageId(s.db, messageId))!) };
  }
  return { duplicate: false, message: toMessage(row) };
}

/**
 * Messages not yet classified, oldest first: what the mail monitor (every five minutes) hands
 * to `processEmail` locally, where the inbox table is the mailbox.
 */
export async function unprocessedMessages(db: Database, limit = 50): Promise<InboundMessage[]> {
  const rows = await db.select().from(mailInbox).where(isNull(mailInbox.processedAt))
    .orderBy(asc(mailInbox.receivedAt), asc(mailInbox.id)).limit(limit);
  return rows.map(toMessage);
}

export async function findByMessageId(db: Database, messageId: string) {
  const [row] = await db.select().from(mailInbox).where(eq(mailInbox.messageId, messageId));
  return row;
}
