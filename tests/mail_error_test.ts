import assert from "node:assert/strict";
import { count } from "drizzle-orm";
import { mailInbox, mailPipelineRuns } from "../db/schema/mod.ts";
import { MAX_ATTACHMENT_BYTES } from "../services/mail/inbound.ts";
import { bodyOf, createTestContext, TEST_KEY } from "./helpers.ts";
import { basic, MAIL_ENV, postmarkBody } from "./mail_fixtures.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const admin = { "X-API-Key": TEST_KEY };

Deno.test("mail: bad input is a clear 4xx, never stored", async (t) => {
  const ctx = await createTestContext(MAIL_ENV);
  const stored = async () => (await ctx.deps.db.select({ n: count() }).from(mailInbox))[0].n;
  const hook = (init: { headers?: Record<string, string>; body?: BodyInit; json?: unknown }) =>
    ctx.send("POST", "/api/webhook/mail?provider=postmark", {
      ...init,
      headers: { ...basic, ...init.headers },
    });

  await t.step("webhook: malformed, wrong media type, no sender, over the limits", async () => {
    const bad = await bodyOf<Json>(
      await hook({ headers: { "Content-Type": "application/json" }, body: '{"a":' }),
      400,
    );
    assert.equal(bad.success, false);
    await bodyOf(await hook({ headers: { "Content-Type": "text/plain" }, body: "x" }), 415);
    // Authenticated as Postmark but sent as a form: 415 naming the type.
    const form = new FormData();
    form.set("from", "a@x.example");
    const wrongType = await bodyOf<Json>(await hook({ body: form }), 415);
    assert.match(wrongType.error.message, /postmark mail comes as application\/json/);
    const noSender = await bodyOf<Json>(
      await hook({ json: postmarkBody("e-1@x.example", { FromFull: null, From: "" }) }),
      400,
    );
    assert.match(noSender.error.message, /FromFull/);
    await bodyOf(
      await hook({
        json: postmarkBody("e-2@x.example", {
          Attachments: [{ Name: "a.txt", ContentType: "text/plain", Content: "***" }],
        }),
      }),
      400,
    );
    const big = btoa("x".repeat(MAX_ATTACHMENT_BYTES + 1));
    const tooBig = await bodyOf<Json>(
      await hook({
        json: postmarkBody("e-3@x.example", {
          Attachments: [{ Name: "big.txt", ContentType: "text/plain", Content: big }],
        }),
      }),
      413,
    );
    assert.match(tooBig.error.message, /big\.txt/);
    await bodyOf(
      await ctx.send("POST", "/api/webhook/mail?provider=mime", {
        headers: { "Content-Type": "message/rfc822", "Content-Length": String(27 * 1024 * 1024) },
        body: "x",
      }),
      413,
    );
    await bodyOf(await hook({ json: postmarkBody("e-4@x.example") }), 200);
    assert.equal(await stored(), 1, "only the good one");
  });

  await t.step("employees: 404, 422, 409", async () => {
    await bodyOf(await ctx.send("GET", "/employees/424242", { headers: admin }), 404);
    for (const id of ["abc", "0", "-1", "1.5"]) {
      await bodyOf(await ctx.send("GET", `/employees/${id}`, { headers: admin }), 422);
    }
    const post = (json: unknown) => ctx.send("POST", "/employees", { headers: admin, json });
    await bodyOf(await post({ name: "A" }), 422);
    await bodyOf(await post({ name: "A", email: "not-an-email" }), 422);
    await bodyOf(await post({ name: "A", email: "a@x.example", extra: 1 }), 422);
    const unknown = await bodyOf<Json>(
      await post({ name: "A", email: "a@x.example", leagues: ["league_nope"] }),
      422,
    );
    assert.deepEqual(unknown.error.details.unknown, ["league_nope"]);
    await bodyOf(await post({ name: "A", email: "a@x.example" }), 201);
    await bodyOf(await post({ name: "B", email: "A@X.example" }), 409);
  });

  await t.step("process-email: no message, bad base64, an empty questionnaire", async () => {
    const post = (json: unknown) => ctx.send("POST", "/process-email", { headers: admin, json });
    await bodyOf(await post({}), 422);
    await bodyOf(await post({ subject: "only a subject" }), 422);
    await bodyOf(
      await post({
        from: "a@x.example",
        subject: "questionnaire",
        attachments: [{ filename: "q.pdf", content_base64: "%%%" }],
      }),
      422,
    );
    const empty = await bodyOf<Json>(
      await post({
        from: "a@x.example",
        subject: "Our questionnaire",
        text: "attached",
        attachments: [{ filename: "q.txt", content_type: "text/plain", content_base64: "" }],
      }),
      422,
    );
    assert.match(empty.error.message, /empty/);
    // The claim of a run that did not start is released: nothing stays claimed.
    assert.equal((await ctx.deps.db.select({ n: count() }).from(mailPipelineRuns))[0].n, 0);
  });

  await ctx.close();
});
