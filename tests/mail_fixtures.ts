/** Shared by the mail tests: the provider secrets and provider-format bodies. */
import { hmacHex } from "../services/mail/inbound.ts";
import { NOW } from "./helpers.ts";

/** The inbound providers' secrets (every provider enabled). */
export const MAIL_SECRETS = {
  MAIL_POSTMARK_BASIC_AUTH: "postmark:inbound-secret-123",
  MAIL_SENDGRID_TOKEN: "sendgrid-token-0123456789",
  MAIL_MAILGUN_SIGNING_KEY: "mailgun-key-0123456789",
  MAIL_MIME_SECRET: "mime-secret-0123456789",
};
/** The mail tests' environment: the secrets, and no job worker (runs are counted, not run). */
export const MAIL_ENV = { JOB_WORKER: "false", ...MAIL_SECRETS };
export const basic = { Authorization: `Basic ${btoa(MAIL_ENV.MAIL_POSTMARK_BASIC_AUTH)}` };

export function postmarkBody(messageId: string, extra: Record<string, unknown> = {}) {
  return {
    FromFull: { Email: "Jane@SurfLeague.example", Name: "Jane Doe" },
    ToFull: [{ Email: "partnerships@altsports.dev", Name: "" }],
    CcFull: [],
    Subject: "Our league wants to join",
    MessageID: "22c74902-a0c1-4511-804f-341342852c90",
    TextBody: "Hello, our league is interested in getting started with you.",
    HtmlBody: "<p>Hello</p>",
    Headers: [{ Name: "Message-ID", Value: `<${messageId}>` }],
    Attachments: [],
    ...extra,
  };
}

export async function mailgunForm(
  key: string,
  messageId: string,
  token: string = crypto.randomUUID(),
) {
  const timestamp = String(Math.floor(NOW.getTime() / 1000));
  const form = new FormData();
  form.set("from", "Bob Rider <bob@motocross.example>");
  form.set("To", "partnerships@altsports.dev");
  form.set("subject", "Partnership terms?");
  form.set("body-plain", "What are your partnership terms for betting integration?");
  form.set("Message-Id", `<${messageId}>`);
  form.set("timestamp", timestamp);
  form.set("token", token);
  form.set("signature", await hmacHex(key, timestamp + token));
  return form;
}
