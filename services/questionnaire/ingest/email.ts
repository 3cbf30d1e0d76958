/**
 * An e-mail saved as it travelled (an `.eml` uploaded as text): its MIME body decoded —
 * quoted-printable or base64, a multipart message's plain-text part, or its HTML part as text —
 * under the header lines the extractor reads (From, To, Cc, Date, Subject), and the text of the
 * files it carries (the answers attached as DOCX, PDF or text, a message forwarded as an
 * attachment). postal-mime parses it, on Deno and Workers alike.
 */
import PostalMime, { type Attachment } from "postal-mime";
import { AppError } from "../../errors.ts";
import { textOfHtml } from "../../html.ts";
import { claimedFormat } from "./common.ts";

/** Reads an attached file as the upload it could have been (its own ingestion), as text. */
export type AttachmentReader = (
  file: { filename: string; bytes: Uint8Array; contentType: string },
) => Promise<string>;

/** Attachments read, at most: a reply carries its answers in one or two files. */
const MAX_ATTACHMENTS = 5;
/** Messages forwarded as attachments inside one another, at most. */
const MAX_FORWARD_DEPTH = 3;

/** A header that says the body needs decoding: an encoding, parts, or HTML. */
const MIME_HEADER =
  /^(?:content-transfer-encoding:\s*(?:quoted-printable|base64)|content-type:\s*(?:multipart\/|text\/html))/im;
const HEADER_LINE = /^(?:[A-Za-z][\w-]{0,60}:[^\n]*|[ \t]+\S[^\n]*)$/;

/** The line a mailbox file puts over each message ("From - Mon Nov 23 09:12:44 2026"). */
const MBOX_FROM = /^From [^\n]*\n/;

/**
 * Headers only a message's source carries ("Received:", "Message-ID:"), not a header block
 * pasted over a reply.
 */
const TRANSPORT_HEADER = /^(?:received|return-path|mime-version|message-id|dkim-signature):/im;

/**
 * Whether the text is a raw message to decode: a header block, then a blank line; its body
 * encoded, or the message saved as it travelled.
 */
export function isRawEmail(text: string): boolean {
  const trimmed = text.replace(/^\s+/, "").replace(MBOX_FROM, "");
  const end = trimmed.search(/\n[ \t]*\n/);
  if (end <= 0) return false;
  const head = trimmed.slice(0, end);
  return (MIME_HEADER.test(head) || TRANSPORT_HEADER.test(head)) &&
    /^(?:from|subject|date|message-id):/im.test(head) &&
    head.split("\n").every((line) => HEADER_LINE.test(line));
}

/**
 * Where a raw message starts in a text that prints something above it: Gmail's "Show original"
 * saved as a page ("Original Message" / "Message ID …" / … / "Delivered-To: …"), a note pasted
 * over a message's source. -1 when there is none.
 */
export function rawEmailStart(text: string): number {
  if (isRawEmail(text)) return 0;
  const lines = text.split("\n");
  for (let i = 1, at = lines[0].length + 1; i < Math.min(lines.length, 200); i++) {
    if (
      /^(?:delivered-to|return-path|received|mime-version|message-id|from|date):/i.test(lines[i]) &&
      !lines[i - 1].trim() && isRawEmail(text.slice(at))
    ) return at;
    at += lines[i].length + 1;
  }
  return -1;
}

/**
 * The message as text: its headers of note, then its body decoded, then each readable
 * attachment's text under a line that names it ("----- Attachment: answers.docx -----"); none
 * when it has neither body nor readable attachment. An attachment that cannot be read is left
 * out, but when nothing else carries text its error is the message's (a scanned PDF: E001).
 */
export async function emailText(
  text: string,
  readAttachment?: AttachmentReader,
  depth = 0,
): Promise<string | undefined> {
  const mail = await PostalMime.parse(text.replace(/^\s+/, "").replace(MBOX_FROM, ""), {
    attachmentEncoding: "arraybuffer",
  });
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
  const attached: string[] = [];
  let failure: unknown;
  for (const file of mail.attachments.filter(readable).slice(0, MAX_ATTACHMENTS)) {
    const bytes = new Uint8Array(file.content as ArrayBuffer);
    const filename = file.filename ?? "attachment";
    try {
      const content = file.mimeType.toLowerCase() === "message/rfc822" || /\.eml$/i.test(filename)
        ? depth < MAX_FORWARD_DEPTH
          ? await emailText(new TextDecoder().decode(bytes), readAttachment, depth + 1)
          : undefined
        : await readAttachment?.({ filename, bytes, contentType: file.mimeType });
      if (content?.trim()) {
        attached.push(`----- Attachment: ${filename} -----\n\n${content.trim()}`);
      }
    } catch (err) {
      failure ??= err;
    }
  }
  if (!body.trim() && !attached.length) {
    if (failure instanceof AppError) throw failure;
    return undefined;
  }
  const message = `${head.join("\n")}\n\n${body.replace(/\r\n?/g, "\n")}`;
  return [message.trimEnd(), ...attached].join("\n\n");
}

/**
 * An attachment that can hold answers: a format an upload may have, by its name or its type (a
 * part sent as `application/octet-stream` by its name), a saved page, a message forwarded as one.
 * Not a logo, a vCard, an invitation or a signature.
 */
function readable(file: Attachment): boolean {
  if (file.related) return false;
  const type = file.mimeType.toLowerCase();
  const name = file.filename ?? "";
  return type === "message/rfc822" || type === "text/html" || /\.(?:html?|eml)$/i.test(name) ||
    claimedFormat(name, type) !== undefined;
}

/**
 * A body copied out of a message's source without its headers, still quoted-printable
 * ("Sez=C3=B3na za=C4=8D=C3=ADn=C3=A1 v z=C3=A1=C5=99=C3=AD a trv=C3=A1 =" / "7 m=C4=9Bs=C3=ADc=C5=AF"):
 * lines broken softly with "=" and bytes written as "=XX", in numbers no prose has.
 */
export function isQuotedPrintable(text: string): boolean {
  const soft = text.match(/[^=\s]=\r?\n/g)?.length ?? 0;
  const escapes = text.match(/=(?:[89A-F][0-9A-F]|3D|20|09)/g)?.length ?? 0;
  // (Soft breaks alone, in plain ASCII, when every line keeps to quoted-printable's 76.)
  const narrow = text.split("\n").every((line) => line.length <= 77);
  return (soft >= 1 && escapes >= 1) || escapes >= 5 || (soft >= 2 && narrow);
}

/** Its text: soft breaks joined, bytes decoded as UTF-8, else as Windows-1252. */
export function quotedPrintableText(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" && /^[0-9A-F]{2}$/.test(joined.slice(i + 1, i + 3));
    if (hex) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(joined[i]));
  }
  const raw = Uint8Array.from(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch {
    return new TextDecoder("windows-1252").decode(raw);
  }
}
