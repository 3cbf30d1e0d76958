import assert from "node:assert/strict";
import { count } from "drizzle-orm";
import { mailInbox } from "../db/schema/mod.ts";
import { hmacHex, signMime } from "../services/mail/inbound.ts";
import { bodyOf, createTestContext, issueKey, NOW, TEST_KEY } from "./helpers.ts";
import { MAIL_ENV, mailgunForm, postmarkBody } from "./mail_fixtures.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const RAW = "From: a@x.example\r\nTo: b@altsports.dev\r\nSubject: hi\r\n" +
  "Message-ID: <raw-sec@x.example>\r\n\r\nhello\r\n";

Deno.test("mail webhook: bad or missing provider checks store nothing", async (t) => {
  const ctx = await createTestContext(MAIL_ENV);
  const stored = async () => (await ctx.deps.db.select({ n: count() }).from(mailInbox))[0].n;
  const files = async () => (await ctx.deps.documents.list("mail/")).length;
  const post = (query: string, init: { headers?: Record<string, string>; body?: BodyInit }) =>
    ctx.send("POST", `/api/webhook/mail${query}`, init);
  const pm = JSON.stringify(postmarkBody("sec-1@x.example", {
    Attachments: [{ Name: "a.txt", ContentType: "text/plain", Content: btoa("x") }],
  }));
  const json = { "Content-Type": "application/json" };

  async function refused(res: Response, status: 401 | 403) {
    const body = await bodyOf<Json>(res, status);
    assert.equal(body.success, false);
    assert.equal(await stored(), 0, "nothing stored");
    assert.equal(await files(), 0, "no attachment written");
  }

  await t.step("Postmark: no Basic credentials 401, wrong ones 403", async () => {
    await refused(await post("?provider=postmark", { headers: json, body: pm }), 401);
    await refused(
      await post("", {
        headers: { ...json, Authorization: `Basic ${btoa("postmark:wrong-password-x")}` },
        body: pm,
      }),
      403,
    );
  });

  await t.step("SendGrid: no token 401, wrong token 403", async () => {
    const form = new FormData();
    form.set("from", "a@x.example");
    form.set("subject", "hi");
    await refused(await post("?provider=sendgrid", { body: form }), 401);
    await refused(await post("?provider=sendgrid&token=nope-nope-nope-nope", { body: form }), 403);
    await refused(
      await post("?provider=sendgrid", { headers: { "X-Mail-Token": "nope" }, body: form }),
      403,
    );
  });

  await t.step("Mailgun: missing 401; forged, stale, replayed with another body 403", async () => {
    const good = await mailgunForm(MAIL_ENV.MAIL_MAILGUN_SIGNING_KEY, "mg-sec@x.example", "tok-1");
    const missing = new FormData();
    for (const [k, v] of good.entries()) if (k !== "signature") missing.set(k, v);
    await refused(await post("?provider=mailgun", { body: missing }), 401);
    const forged = await mailgunForm("another-key-0123456789", "mg-sec@x.example");
    await refused(await post("?provider=mailgun", { body: forged }), 403);
    const stale = await mailgunForm(MAIL_ENV.MAIL_MAILGUN_SIGNING_KEY, "mg-sec@x.example");
    const old = String(Math.floor(NOW.getTime() / 1000) - 3600);
    stale.set("timestamp", old);
    stale.set(
      "signature",
      await hmacHex(MAIL_ENV.MAIL_MAILGUN_SIGNING_KEY, old + stale.get("token")),
    );
    await refused(await post("?provider=mailgun", { body: stale }), 403);
    // The genuine one passes; its signature then cannot carry another message.
    await bodyOf(await post("?provider=mailgun", { body: good }));
    const replay = await mailgunForm(MAIL_ENV.MAIL_MAILGUN_SIGNING_KEY, "mg-other@x.example");
    for (const k of ["timestamp", "token", "signature"]) replay.set(k, good.get(k)!);
    const res = await post("?provider=mailgun", { body: replay });
    assert.equal(res.status, 403, await res.text());
    assert.equal(await stored(), 1);
    await ctx.deps.db.delete(mailInbox);
  });

  await t.step("raw MIME: missing 401; wrong secret, tampered body, stale 403", async () => {
    const mime = { "Content-Type": "message/rfc822" };
    await refused(await post("", { headers: mime, body: RAW }), 401);
    const wrong = await signMime("wrong-secret-0123456789", RAW, NOW);
    await refused(
      await post("", { headers: { ...mime, "X-Mail-Signature": wrong }, body: RAW }),
      403,
    );
    const sig = await signMime(MAIL_ENV.MAIL_MIME_SECRET, RAW, NOW);
    await refused(
      await post("", {
        headers: { ...mime, "X-Mail-Signature": sig },
        body: RAW.replace("hello", "HELLO"),
      }),
      403,
    );
    const stale = await signMime(
      MAIL_ENV.MAIL_MIME_SECRET,
      RAW,
      new Date(NOW.getTime() - 3_600_000),
    );
    await refused(
      await post("", { headers: { ...mime, "X-Mail-Signature": stale }, body: RAW }),
      403,
    );
    await bodyOf(await post("", { headers: { ...mime, "X-Mail-Signature": sig }, body: RAW }));
  });

  await ctx.close();
});

Deno.test("mail webhook: a provider without its secret is refused", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const res = await ctx.send("POST", "/api/webhook/mail?provider=postmark", {
    headers: { Authorization: `Basic ${btoa("a:b")}` },
    json: postmarkBody("x@y.example"),
  });
  assert.equal((await bodyOf<Json>(res, 403)).error.code, "AUTHORIZATION_ERROR");
  await ctx.close();
});

Deno.test("employees, outbox, process-email, respond: credentials and ownership", async (t) => {
  const ctx = await createTestContext(MAIL_ENV);
  const admin = { "X-API-Key": TEST_KEY };
  const userA = await issueKey(ctx, "demo-league", { role: "league_admin" });
  const other = await bodyOf<Json>(
    await ctx.send("POST", "/api/v1/admin/accounts", {
      headers: admin,
      json: { email: "ops@other.example", password: "other-ops-pw-1", role: "league_admin" },
    }),
    201,
  );
  const userB = await issueKey(ctx, other.data.account_id, { role: "league_admin" });
  const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
  const created = await bodyOf<Json>(
    await ctx.send("POST", "/employees", {
      headers: admin,
      json: { name: "Ana", email: "ana@altsports.dev" },
    }),
    201,
  );
  const ops: [string, string, unknown?][] = [
    ["GET", "/employees"],
    ["POST", "/employees", { name: "B", email: "b@altsports.dev" }],
    ["GET", `/employees/${created.data.employee_id}`],
    ["GET", "/api/admin/mail/outbox"],
    ["GET", "/api/admin/mail/outbox/out_0123456789abcdef0123456789abcdef"],
    ["POST", "/process-email", { from: "a@x.example", subject: "hi", text: "x" }],
    ["POST", "/respond", { from: "a@x.example", subject: "hi", text: "x" }],
  ];

  await t.step("no credential: 401 everywhere", async () => {
    for (const [method, path, json] of ops) {
      const body = await bodyOf<Json>(await ctx.send(method, path, { json }), 401);
      assert.equal(body.error.code, "AUTHENTICATION_ERROR", path);
    }
  });

  await t.step("a public-data key: 403 everywhere", async () => {
    for (const [method, path, json] of ops) {
      const body = await bodyOf<Json>(
        await ctx.send(method, path, { headers: publicKey, json }),
        403,
      );
      assert.equal(body.error.code, "AUTHORIZATION_ERROR", path);
    }
  });

  await t.step("a user: reads employees, may not create them or read the outbox", async () => {
    await bodyOf(await ctx.send("GET", "/employees", { headers: userA }));
    await bodyOf(
      await ctx.send("POST", "/employees", {
        headers: userA,
        json: { name: "C", email: "c@altsports.dev" },
      }),
      403,
    );
    await bodyOf(await ctx.send("GET", "/api/admin/mail/outbox", { headers: userA }), 403);
    await bodyOf(
      await ctx.send("GET", "/api/admin/mail/outbox/out_0123456789abcdef0123456789abcdef", {
        headers: userA,
      }),
      403,
    );
  });

  await t.step("one user cannot process another's message, nor a webhook's", async () => {
    const mine = await bodyOf<Json>(
      await ctx.send("POST", "/process-email", {
        headers: userA,
        json: { message_id: "own-1@x.example", from: "a@x.example", subject: "hi", text: "x" },
      }),
    );
    assert.equal(mine.data.message.message_id, "own-1@x.example");
    await bodyOf(
      await ctx.send("POST", "/process-email", {
        headers: userB,
        json: { message_id: "own-1@x.example" },
      }),
      404,
    );
    // Sending the same Message-ID with a body does not take it over either.
    await bodyOf(
      await ctx.send("POST", "/respond", {
        headers: userB,
        json: { message_id: "own-1@x.example", from: "b@x.example", subject: "x", text: "y" },
      }),
      404,
    );
    await bodyOf(
      await ctx.send("POST", "/api/webhook/mail?provider=postmark", {
        headers: { Authorization: `Basic ${btoa(MAIL_ENV.MAIL_POSTMARK_BASIC_AUTH)}` },
        json: postmarkBody("hook-1@x.example"),
      }),
    );
    await bodyOf(
      await ctx.send("POST", "/process-email", {
        headers: userA,
        json: { message_id: "hook-1@x.example" },
      }),
      404,
    );
    await bodyOf(
      await ctx.send("POST", "/process-email", {
        headers: admin,
        json: { message_id: "hook-1@x.example" },
      }),
    );
  });

  await ctx.close();
});
