/** The one shape every inbound mail is normalised to, whatever the provider sent. */
import { MAIL_PROVIDERS } from "../../db/schema/mail.ts";

export type MailProvider = typeof MAIL_PROVIDERS[number];

export interface MailAddress {
  address: string;
  name: string;
}

export interface StoredAttachment {
  filename: string;
  content_type: string;
  size: number;
  /** Its document-store key. */
  key: string;
}

export interface InboundMessage {
  /** `mail_<32 hex>`, our row id. */
  id: string;
  /** The RFC 5322 Message-ID without angle brackets (or `sha256:<hex>` of the message). */
  message_id: string;
  provider: MailProvider;
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  subject: string;
  text: string;
  html: string | null;
  in_reply_to: string | null;
  attachments: StoredAttachment[];
  received_at: string;
}

/** A message as parsed, before its attachments are stored. */
export interface ParsedMail {
  messageId: string | null;
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  subject: string;
  text: string;
  html: string | null;
  inReplyTo: string | null;
  attachments: { filename: string; contentType: string; bytes: Uint8Array }[];
}

/** `<id@host>` → `id@host`; blank → null. */
export function bareMessageId(value: string | null | undefined): string | null {
  const v = (value ?? "").trim().replace(/^<|>$/g, "").trim();
  return v && v.length <= 998 ? v : null;
}

/**
 * Splits an address list (`"Doe, Jane" <j@x.org>, b@y.org`) at the commas outside quotes and
 * angle brackets, and each item into its name and address.
 */
export function parseAddressList(value: string | null | undefined): MailAddress[] {
  const items: string[] = [];
  let current = "", quoted = false, angle = false;
  for (const ch of value ?? "") {
    if (ch === '"' && !angle) quoted = !quoted;
    else if (ch === "<" && !quoted) angle = true;
    else if (ch === ">" && !quoted) angle = false;
    if (ch === "," && !quoted && !angle) {
      items.push(current);
      current = "";
    } else current += ch;
  }
  items.push(current);
  return items.map((i) => i.trim()).filter(Boolean).map(parseAddress)
    .filter((a) => a.address !== "");
}

export function parseAddress(value: string): MailAddress {
  const m = /^(.*?)<([^<>]*)>\s*$/.exec(value.trim());
  if (!m) return { address: value.trim().toLowerCase(), name: "" };
  const name = m[1].trim().replace(/^"(.*)"$/, "$1").replace(/\\(.)/g, "$1");
  return { address: m[2].trim().toLowerCase(), name };
}
