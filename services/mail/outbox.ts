/**
 * Mail out. Every message is recorded in `mail_outbox` with its RFC 5322 text as an `.eml` in
 * the document store (`mail/outbox/<id>.eml`); the transport then delivers it: locally the
 * outbox is the delivery (MAIL_TRANSPORT=local), in production an HTTP mail API
 * (MAIL_TRANSPORT=http: Postmark's `POST /email` JSON, `X-Postmark-Server-Token`).
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import PostalMime from "postal-mime";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/mod.ts";
import { badRequest, notFound } from "../errors.ts";
import { newId } from "../random.ts";
import type { DocumentStore } from "../storage/mod.ts";
import { bareMessageId, type MailAddress } from "./message.ts";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  from: MailAddress;
  to: MailAddress[];
  subject: string;
  text: string;
  html?: string;
  inReplyTo?: string | null;
  /** Files sent with the message (multipart/mixed, base64). */
  attachments?: MailAttachment[];
}

export interface MailTransport {
  readonly name: "local" | "http";
  /** Delivers one message; the `.eml` is the exact text recorded. */
  send(mail: OutgoingMail & { messageId: string }, eml: string): Promise<void>;
}

export interface TransportConfig {
  MAIL_TRANSPORT: "local" | "http";
  MAIL_API_URL?: string;
  MAIL_API_TOKEN?: string;
}

const list = (a: MailAddress[]) => a.map(formatAddress).join(", ");

/** The transport of the configuration. `fetcher` is the network (tests give a fake server). */
export function transportOf(
  config: TransportConfig,
  fetcher: typeof fetch = (i, init) => fetch(i, init),
): MailTransport {
  if (config.MAIL_TRANSPORT !== "http") return { name: "local", send: () => Promise.resolve() };
  const url = `${config.MAIL_API_URL!.replace(/\/$/, "")}/email`;
  return {
    name: "http",
    async send(mail) {
      const res = await fetcher(url, {
        method: "POST",
        headers: {
          "Accept": "application/json",
          "Content-Type": "application/json",
          "X-Postmark-Server-Token": config.MAIL_API_TOKEN!,
        },
        body: JSON.stringify({
          From: formatAddress(mail.from),
          To: list(mail.to),
          Subject: mail.subject,
          TextBody: mail.text,
          HtmlBody: mail.html,
          Headers: [
            { Name: "Message-ID", Value: `<${mail.messageId}>` },
            ...(mail.inReplyTo
              ? [
                { Name: "In-Reply-To", Value: `<${mail.inReplyTo}>` },
                { Name: "References", Value: `<${mail.inReplyTo}>` },
              ]
              : []),
          ],
          Attachments: mail.attachments?.map((a) => ({
            Name: a.filename,
            Content: base64(a.content),
            ContentType: a.contentType,
          })),
          MessageStream: "outbound",
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = await res.json().catch(() => ({})) as { ErrorCode?: number; Message?: string };
      if (!res.ok || (body.ErrorCode ?? 0) !== 0) {
        throw new Error(`mail API ${res.status}: ${body.Message ?? "no message"}`);
      }
    },
  };
}

// ---------------------------------------------------------------- RFC 5322 / MIME text

const encoder = new TextEncoder();
const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

function base64(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin);
}

/** A base64 body of 76-character lines. */
const base64Lines = (bytes: Uint8Array) => base64(bytes).replace(/.{1,76}/g, "$&\r\n").trimEnd();

/** Header text with CR, LF and other controls removed: no header injection. */
// deno-lint-ignore no-control-regex
const clean = (s: string) => s.replace(/[\x00-\x1f\x7f]+/g, " ").trim();

/**
 * RFC 2047 encoded words (`=?UTF-8?B?...?=`) of at most 75 characters each, split between
 * characters (never inside one's UTF-8 bytes), joined by folding whitespace.
 */
export function encodeWords(text: string): string {
  const words: string[] = [];
  let chunk = "";
  for (const ch of text) {
    // 75 - "=?UTF-8?B?".length - "?=".length = 63 base64 chars = 45 bytes at most.
    if (encoder.encode(chunk + ch).length > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${base64(encoder.encode(w))}?=`).join("\r\n ");
}

/** An unstructured header value (Subject): as is when ASCII, encoded words otherwise. */
function unstructured(value: string): string {
  const v = clean(value);
  return isAscii(v) ? v : encodeWords(v);
}

/** `Name <address>`, the name quoted or encoded as it needs. */
export function formatAddress(a: MailAddress): string {
  const address = clean(a.address);
  if (!/^[^\s<>@",]+@[^\s<>@",]+$/.test(address)) {
    throw badRequest(`'${address}' is not an email address`, { parameter: "to" });
  }
  const name = clean(a.name);
  if (!name) return address;
  if (!isAscii(name)) return `${encodeWords(name)} <${address}>`;
  if (/^[A-Za-z0-9!#$%&'*+\/=?^_`{|}~ -]+$/.test(name)) return `${name} <${address}>`;
  return `"${name.replace(/(["\\])/g, "\\$1")}" <${address}>`;
}

/** A body part: 7bit when ASCII with short lines, base64 (76-character lines) otherwise. */
function bodyPart(type: string, content: string): string {
  const normalized = content.replace(/\r?\n/g, "\r\n");
  // deno-lint-ignore no-control-regex
  const plain = /^[\x09\x0d\x0a\x20-\x7e]*$/.test(normalized) &&
    normalized.split("\r\n").every((l) => l.length <= 998);
  if (plain) {
    return `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\n` +
      normalized;
  }
  return `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n` +
    base64Lines(encoder.encode(normalized));
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** RFC 5322 date-time in UTC: `Sun, 22 Nov 2026 21:45:00 +0000`. */
export function rfc5322Date(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[d.getUTCDay()]}, ${p(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ` +
    `${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${
      p(d.getUTCSeconds())
    } +0000`;
}

/** A multipart body: its parts between `--boundary` lines, closed by `--boundary--`. */
const multipart = (boundary: string, parts: string[]) =>
  [...parts.flatMap((p) => [`--${boundary}`, p]), `--${boundary}--`, ""].join("\r\n");

/** The message's body: text, or multipart/alternative when it has HTML. */
function messageBody(mail: OutgoingMail, boundary: string): string {
  if (!mail.html) return bodyPart("text/plain", mail.text);
  return `Content-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n` +
    multipart(boundary, [bodyPart("text/plain", mail.text), bodyPart("text/html", mail.html)]);
}

/** An attachment part, its file name kept to printable ASCII without quotes. */
function attachmentPart(a: MailAttachment): string {
  const name = clean(a.filename).replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `Content-Type: ${clean(a.contentType)}\r\nContent-Transfer-Encoding: base64\r\n` +
    `Content-Disposition: attachment; filename="${name}"\r\n\r\n${base64Lines(a.content)}`;
}

/**
 * The message as RFC 5322 text with MIME, CRLF: text, multipart/alternative when it has HTML,
 * inside multipart/mixed when it has attachments.
 */
export function buildEml(mail: OutgoingMail & { messageId: string; date: Date }): string {
  if (!mail.to.length) throw badRequest("a message needs a recipient", { parameter: "to" });
  const headers = [
    `From: ${formatAddress(mail.from)}`,
    `To: ${mail.to.map(formatAddress).join(",\r\n ")}`,
    `Subject: ${unstructured(mail.subject)}`,
    `Date: ${rfc5322Date(mail.date)}`,
    `Message-ID: <${clean(mail.messageId)}>`,
    ...(mail.inReplyTo
      ? [`In-Reply-To: <${clean(mail.inReplyTo)}>`, `References: <${clean(mail.inReplyTo)}>`]
      : []),
    "MIME-Version: 1.0",
  ].join("\r\n");
  const id = mail.messageId.replace(/[^A-Za-z0-9]/g, "").slice(0, 40);
  const body = messageBody(mail, `=_alt_${id}`);
  if (!mail.attachments?.length) return `${headers}\r\n${body}\r\n`;
  const mixed = `=_mixed_${id}`;
  return `${headers}\r\nContent-Type: multipart/mixed; boundary="${mixed}"\r\n\r\n` +
    "This is a multi-part message in MIME format.\r\n" +
    multipart(mixed, [body, ...mail.attachments.map(attachmentPart)]);
}

// ---------------------------------------------------------------- the outbox

export interface OutboxServices {
  db: Database;
  documents: DocumentStore;
  clock: () => Date;
  transport: MailTransport;
}

export interface OutboxEntry {
  id: string;
  message_id: string;
  from: string;
  to: string[];
  subject: string;
  in_reply_to: string | null;
  eml_key: string;
  transport: string;
  status: "queued" | "sent" | "failed";
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

type Row = typeof mailOutbox.$inferSelect;
const toEntry = (r: Row): OutboxEntry => ({
  id: r.id,
  message_id: r.messageId,
  from: r.fromAddress,
  to: JSON.parse(r.to),
  subject: r.subject,
  in_reply_to: r.inReplyTo,
  eml_key: r.emlKey,
  transport: r.transport,
  status: r.status,
  error: r.error,
  created_at: r.createdAt,
  sent_at: r.sentAt,
});

/** Longer than a delivery may take (the mail API's timeout, twice over). */
export const STALE_QUEUED_MS = 60_000;

/**
 * Records and sends one message, once per `idempotencyKey`: a second call with the key returns
 * the first message and sends nothing, unless its delivery failed or its sender died with it
 * `queued` (for longer than STALE_QUEUED_MS): then one caller (the one whose update takes the
 * row) sends the recorded message again, as its `.eml` holds it, whatever this call brings. The
 * `.eml` is written before the row, so a row always has its file.
 */
export async function sendMail(
  s: OutboxServices,
  mail: OutgoingMail,
  idempotencyKey: string,
): Promise<OutboxEntry> {
  const [existing] = await s.db.select().from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, idempotencyKey));
  const now = s.clock();
  if (existing) {
    const since = existing.attemptedAt ?? existing.createdAt;
    const stale = existing.status === "queued" &&
      now.getTime() - Date.parse(since) > STALE_QUEUED_MS;
    if (existing.status !== "failed" && !stale) return toEntry(existing);
    const [taken] = await s.db.update(mailOutbox)
      .set({ status: "queued", error: null, attemptedAt: now.toISOString() })
      .where(and(
        eq(mailOutbox.id, existing.id),
        eq(mailOutbox.status, existing.status),
        existing.attemptedAt === null
          ? isNull(mailOutbox.attemptedAt)
          : eq(mailOutbox.attemptedAt, existing.attemptedAt),
      )).returning();
    if (!taken) return toEntry(existing);
    const file = await s.documents.get(taken.emlKey);
    if (!file) throw new Error(`outbox message ${taken.id} has lost its .eml`);
    const eml = new TextDecoder().decode(file.body);
    return await deliver(s, await recordedMail(eml), taken, eml);
  }
  const id = newId("out");
  const domain = mail.from.address.split("@")[1] ?? "localhost";
  const messageId = `${id}@${domain}`;
  const eml = buildEml({ ...mail, messageId, date: now });
  const emlKey = `mail/outbox/${id}.eml`;
  await s.documents.put(emlKey, eml, "message/rfc822");
  const row: Row = {
    id,
    idempotencyKey,
    messageId,
    fromAddress: mail.from.address,
    to: JSON.stringify(mail.to.map((a) => a.address)),
    subject: clean(mail.subject),
    inReplyTo: mail.inReplyTo ?? null,
    emlKey,
    transport: s.transport.name,
    status: "queued",
    error: null,
    createdAt: now.toISOString(),
    attemptedAt: now.toISOString(),
    sentAt: null,
  };
  const inserted = await s.db.insert(mailOutbox).values(row)
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey }).returning({ id: mailOutbox.id });
  if (!inserted.length) {
    // Another call with the key won the race: its message stands; this `.eml` is dropped.
    await s.documents.delete(emlKey);
    const [won] = await s.db.select().from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, idempotencyKey));
    return toEntry(won);
  }
  return await deliver(s, mail, row, eml);
}

/** A recorded message as the transport takes it, read back from its `.eml` (postal-mime). */
async function recordedMail(eml: string): Promise<OutgoingMail> {
  const parsed = await PostalMime.parse(eml);
  const address = (a?: { address?: string; name?: string }) => ({
    address: a?.address ?? "",
    name: a?.name ?? "",
  });
  return {
    from: address(parsed.from),
    to: (parsed.to ?? []).map(address),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: parsed.html,
    inReplyTo: bareMessageId(parsed.inReplyTo),
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? "attachment",
      contentType: a.mimeType,
      content: typeof a.content === "string"
        ? new TextEncoder().encode(a.content)
        : new Uint8Array(a.content),
    })),
  };
}

/** Hands a recorded message to the transport and records the outcome. */
async function deliver(s: OutboxServices, mail: OutgoingMail, row: Row, eml: string) {
  let status: Row["status"] = "sent", error: string | null = null;
  try {
    await s.transport.send({ ...mail, messageId: row.messageId }, eml);
  } catch (err) {
    status = "failed";
    error = String(err instanceof Error ? err.message : err).slice(0, 500);
  }
  const sentAt = status === "sent" ? s.clock().toISOString() : null;
  await s.db.update(mailOutbox).set({ status, error, sentAt }).where(eq(mailOutbox.id, row.id));
  return { ...toEntry(row), status, error, sent_at: sentAt };
}

export async function listOutbox(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<OutboxEntry[]> {
  return (await db.select().from(mailOutbox).orderBy(
    desc(mailOutbox.createdAt),
    desc(mailOutbox.id),
  )
    .limit(limit).offset(offset)).map(toEntry);
}

/** One sent message's RFC 5322 text (its `.eml`); 404 for an unknown id. */
export async function outboxEml(
  s: Pick<OutboxServices, "db" | "documents">,
  id: string,
): Promise<string> {
  const [row] = await s.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  const file = row ? await s.documents.get(row.emlKey) : null;
  if (!file) throw notFound(`no outbox message ${id}`, { parameter: "outbox_id" });
  return new TextDecoder().decode(file.body);
}
