/**
 * An e-mail saved as it travelled (an `.eml` uploaded as text): its MIME body decoded —
 * quoted-printable or base64, a multipart message's plain-text part, or its HTML part as text —
 * under the header lines the extractor reads (From, To, Cc, Date, Subject). postal-mime parses
 * it, on Deno and Workers alike.
 */
import PostalMime from "postal-mime";
import { textOfHtml } from "../../html.ts";

/** A header that says the body needs decoding: an encoding, parts, or HTML. */
const MIME_HEADER =
  /^(?:content-transfer-encoding:\s*(?:quoted-printable|base64)|content-type:\s*(?:multipart\/|text\/html))/im;
const HEADER_LINE = /^(?:[A-Za-z][\w-]{0,60}:[^\n]*|[ \t]+\S[^\n]*)$/;

/** The line a mailbox file puts over each message ("From - Mon Nov 23 09:12:44 2026"). */
const MBOX_FROM = /^From [^\n]*\n/;

/** Whether the text is a raw message to decode: a header block, then a blank line. */
export function isRawEmail(text: string): boolean {
  const trimmed = text.replace(/^\s+/, "").replace(MBOX_FROM, "");
  const end = trimmed.search(/\n[ \t]*\n/);
  if (end <= 0) return false;
  const head = trimmed.slice(0, end);
  return MIME_HEADER.test(head) && /^(?:from|subject|date|message-id):/im.test(head) &&
    head.split("\n").every((line) => HEADER_LINE.test(line));
}

/** The message as text: its headers of note, then its body decoded; none without a body. */
export async function emailText(text: string): Promise<string | undefined> {
  const mail = await PostalMime.parse(text.replace(/^\s+/, "").replace(MBOX_FROM, ""));
  const who = (a?: { name?: string; address?: string }) =>
    a ? (a.name ? `${a.name} <${a.address ?? ""}>` : a.address ?? "") : "";
  const many = (list?: { name?: string; address?: string }[]) => (list ?? []).map(who).join(", ");
  const head = [
    mail.from && `From: ${who(mail.from)}`,
    mail.to?.length && `To: ${many(mail.to)}`,
    mail.cc?.length && `Cc: ${many(mail.cc)}`,
    mail.date && `Date: ${mail.date}`,
    mail.subject && `Subject: ${mail.subject}`,
  ].filter(Boolean);
  const body = mail.text?.trim() ? mail.text : textOfHtml(mail.html);
  return body.trim() ? `${head.join("\n")}\n\n${body.replace(/\r\n?/g, "\n")}` : undefined;
}
