import assert from "node:assert/strict";
import PostalMime from "postal-mime";
import { count } from "drizzle-orm";
import { mailInbox, pipelineRuns } from "../db/schema/mod.ts";
import { Envelope } from "../routes/envelope.ts";
import {
  Employee,
  EmployeeList,
  MailReceipt,
  Outbox,
  ProcessResult,
} from "../routes/mail/schemas.ts";
import { signMime, unprocessedMessages } from "../services/mail/inbound.ts";
import { buildEml, sendMail, transportOf } from "../services/mail/outbox.ts";
import { assertShape, bodyOf, createTestContext, NOW, TEST_KEY } from "./helpers.ts";
import { basic, MAIL_ENV, mailgunForm, postmarkBody } from "./mail_fixtures.ts";

const admin = { "X-API-Key": TEST_KEY };

/** Email and employees (spec 002): every inbound format, retries, the outbox, replies. */

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("mail: inbound formats, the outbox, employees and replies", async (t) => {
  const ctx = await createTestContext(MAIL_ENV);
  const webhook = (
    query: string,
    init: { headers?: Record<string, string>; body?: BodyInit; json?: unknown },
  ) => ctx.send("POST", `/api/webhook/mail${query}`, init);
  const inboxCount = async () => (await ctx.deps.db.select({ n: count() }).from(mailInbox))[0].n;

  await t.step("Postmark JSON is stored once; a retry is a duplicate", async () => {
    const body = postmarkBody("pm-1@surfleague.example", {
      Attachments: [{
        Name: "notes.txt",
        ContentType: "text/plain",
        Content: btoa("league notes"),
        ContentLength: 12,
      }],
    });
    const first = assertShape(
      Envelope(MailReceipt),
      await bodyOf<Json>(await webhook("?provider=postmark", { headers: basic, json: body })),
    ).data;
    assert.equal(first.duplicate, false);
    assert.equal(first.message.message_id, "pm-1@surfleague.example");
    assert.equal(first.message.provider, "postmark");
    assert.deepEqual(first.message.from, { address: "jane@surfleague.example", name: "Jane Doe" });
    assert.equal(first.message.attachments.length, 1);
    const a = first.message.attachments[0];
    assert.equal(a.size, 12);
    assert.equal(a.content_type, "text/plain");
    const stored = await ctx.deps.documents.get(a.key);
    assert.equal(new TextDecoder().decode(stored!.body), "league notes");
    // Detected from the JSON body without ?provider=.
    const again = await bodyOf<Json>(await webhook("", { headers: basic, json: body }));
    assert.equal(again.data.duplicate, true);
    assert.equal(again.data.message.id, first.message.id);
    assert.equal(await inboxCount(), 1);
  });

  await t.step("SendGrid Inbound Parse (multipart) with its token", async () => {
    const form = new FormData();
    form.set("headers", "Message-ID: <sg-1@club.example>\r\nIn-Reply-To: <out_1@altsports.dev>");
    form.set("from", '"Club, Secretary" <sec@club.example>');
    form.set("to", "partnerships@altsports.dev, other@altsports.dev");
    form.set("cc", "boss@club.example");
    form.set("subject", "Hello");
    form.set("text", "Plain text");
    form.set("html", "<b>Plain</b>");
    form.set("envelope", JSON.stringify({ to: ["partnerships@altsports.dev"] }));
    form.set("attachments", "1");
    form.set("attachment1", new File(["a,b\n1,2\n"], "data.csv", { type: "text/csv" }));
    const res = await webhook(`?provider=sendgrid&token=${MAIL_ENV.MAIL_SENDGRID_TOKEN}`, {
      body: form,
    });
    const m = (await bodyOf<Json>(res)).data.message;
    assert.equal(m.message_id, "sg-1@club.example");
    assert.equal(m.in_reply_to, "out_1@altsports.dev");
    assert.deepEqual(m.from, { address: "sec@club.example", name: "Club, Secretary" });
    assert.equal(m.to.length, 2);
    assert.deepEqual(m.cc, [{ address: "boss@club.example", name: "" }]);
    assert.equal(m.attachments[0].filename, "data.csv");
    assert.equal(m.attachments[0].size, 8);
  });

  await t.step("Mailgun form with its HMAC; a retry (same token) stores once", async () => {
    const form = await mailgunForm(MAIL_ENV.MAIL_MAILGUN_SIGNING_KEY, "mg-1@motocross.example");
    const first = await bodyOf<Json>(await webhook("", { body: form }));
    assert.equal(first.data.message.provider, "mailgun");
    assert.equal(first.data.duplicate, false);
    const before = await inboxCount();
    const retry = await bodyOf<Json>(await webhook("?provider=mailgun", { body: form }));
    assert.equal(retry.data.duplicate, true);
    assert.equal(await inboxCount(), before);
  });

  await t.step("Mailgun as a urlencoded form; an HTML-only message gets its text", async () => {
    const form = await mailgunForm(MAIL_ENV.MAIL_MAILGUN_SIGNING_KEY, "mg-2@motocross.example");
    form.set("body-plain", "");
    form.set("body-html", "<p>Hello &amp; welcome</p><script>x()</script><p>Line two</p>");
    const body = new URLSearchParams([...form.entries()] as [string, string][]).toString();
    const res = await webhook("", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    const m = (await bodyOf<Json>(res)).data.message;
    assert.equal(m.provider, "mailgun");
    assert.equal(m.text, "Hello & welcome\nLine two");
    const pending = await unprocessedMessages(ctx.deps.db);
    assert.ok(pending.some((p) => p.message_id === "mg-2@motocross.example"));
  });

  await t.step("raw RFC 822 with X-Mail-Signature, parsed with postal-mime", async () => {
    const raw = [
      "From: =?UTF-8?B?SsO8cmdlbiBNw7xsbGVy?= <jm@bundesliga.example>",
      "To: partnerships@altsports.dev",
      "Subject: =?UTF-8?Q?Fragebogen_f=C3=BCr_die_Liga?=",
      "Message-ID: <mime-1@bundesliga.example>",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Grüße aus Köln",
      "--b1",
      'Content-Type: application/pdf; name="q.pdf"',
      'Content-Disposition: attachment; filename="q.pdf"',
      "Content-Transfer-Encoding: base64",
      "",
      btoa("%PDF-1.4 tiny"),
      "--b1--",
      "",
    ].join("\r\n");
    const signature = await signMime(MAIL_ENV.MAIL_MIME_SECRET, raw, NOW);
    const res = await webhook("", {
      headers: { "Content-Type": "message/rfc822", "X-Mail-Signature": signature },
      body: raw,
    });
    const m = (await bodyOf<Json>(res)).data.message;
    assert.equal(m.provider, "mime");
    assert.equal(m.from.name, "Jürgen Müller");
    assert.equal(m.subject, "Fragebogen für die Liga");
    assert.match(m.text, /Grüße aus Köln/);
    assert.equal(m.attachments[0].content_type, "application/pdf");
    assert.equal(m.attachments[0].size, 13);
  });

  await t.step("the .eml we build parses back with postal-mime", async () => {
    const eml = buildEml({
      from: { address: "ana@altsports.dev", name: "Ana Núñez, Partnerships" },
      to: [{ address: "jm@bundesliga.example", name: 'Jürgen "JM" Müller' }],
      subject: "Re: Fragebogen für die Liga — ein sehr langer Betreff, der gefaltet werden muss " +
        "weil er weit über fünfundsiebzig Zeichen hinausgeht",
      text: "Vielen Dank, Jürgen.\n\nKind regards",
      html: "<p>Vielen Dank</p>",
      messageId: "out_x@altsports.dev",
      inReplyTo: "mime-1@bundesliga.example",
      date: NOW,
    });
    assert.ok(eml.split("\r\n").every((l) => l.length <= 998));
    assert.ok(!/[^\r]\n/.test(eml), "CRLF line ends only");
    const parsed = await PostalMime.parse(eml);
    assert.equal(parsed.from?.name, "Ana Núñez, Partnerships");
    assert.equal(parsed.to?.[0].name, 'Jürgen "JM" Müller');
    assert.equal(parsed.to?.[0].address, "jm@bundesliga.example");
    assert.match(parsed.subject ?? "", /^Re: Fragebogen für die Liga — ein sehr langer Betreff/);
    assert.match(parsed.subject ?? "", /hinausgeht$/);
    // CRLF in the message (RFC 5322), as postal-mime gives it back.
    assert.equal(parsed.text, "Vielen Dank, Jürgen.\r\n\r\nKind regards");
    // postal-mime keeps the line end before a 7bit part's boundary (RFC 2046 gives it to the
    // boundary); the content is the same.
    assert.equal(parsed.html?.trimEnd(), "<p>Vielen Dank</p>");
    assert.equal(parsed.messageId, "<out_x@altsports.dev>");
    assert.equal(parsed.inReplyTo, "<mime-1@bundesliga.example>");
    assert.equal(new Date(parsed.date!).toISOString(), NOW.toISOString());
    // A subject with a line break cannot inject a header.
    const injected = buildEml({
      from: { address: "a@altsports.dev", name: "" },
      to: [{ address: "b@x.example", name: "" }],
      subject: "hi\r\nBcc: victim@x.example",
      text: "x",
      messageId: "m@altsports.dev",
      date: NOW,
    });
    assert.ok(!/^Bcc:/m.test(injected));
  });

  let employeeId = 0;
  await t.step("employees: create, list, get", async () => {
    const leagues = await ctx.deps.db.query.leagues.findMany({ limit: 1 });
    const created = assertShape(
      Envelope(Employee),
      await bodyOf<Json>(
        await ctx.send("POST", "/employees", {
          headers: admin,
          json: {
            name: "Ana Núñez",
            email: "Ana@AltSports.dev",
            title: "Head of Partnerships",
            leagues: [leagues[0].id],
          },
        }),
        201,
      ),
    ).data;
    employeeId = created.employee_id;
    assert.ok(Number.isInteger(employeeId));
    assert.equal(created.email, "ana@altsports.dev");
    const list = assertShape(
      Envelope(EmployeeList),
      await bodyOf<Json>(await ctx.send("GET", "/employees", { headers: admin })),
    ).data;
    assert.equal(list.total, 1);
    const one = await bodyOf<Json>(
      await ctx.send("GET", `/employees/${employeeId}`, { headers: admin }),
    );
    assert.deepEqual(one.data, created);
  });

  await t.step("a questionnaire attachment reaches one pipeline run across retries", async () => {
    const [league] = await ctx.deps.db.query.leagues.findMany({ limit: 1 });
    const body = postmarkBody("pm-q@league.example", {
      Subject: `Completed questionnaire for ${league.name}`,
      TextBody: `Please find our completed questionnaire for ${league.name} attached.`,
      Attachments: [{
        Name: "questionnaire.txt",
        ContentType: "text/plain",
        Content: btoa(`League name: ${league.name}\nSport: surfing\nFounded: 2001\n`),
      }],
    });
    for (let i = 0; i < 3; i++) {
      await bodyOf(await webhook("?provider=postmark", { headers: basic, json: body }));
    }
    const runs = async () => (await ctx.deps.db.select({ n: count() }).from(pipelineRuns))[0].n;
    const before = await runs();
    const results: Json[] = [];
    for (let i = 0; i < 3; i++) {
      const path = i === 2 ? "/respond" : "/process-email";
      results.push(
        assertShape(
          Envelope(ProcessResult),
          await bodyOf<Json>(
            await ctx.send("POST", path, {
              headers: admin,
              json: { message_id: "<pm-q@league.example>" },
            }),
          ),
        ).data,
      );
    }
    assert.equal(await runs(), before + 1, "one run for the attachment");
    assert.equal(results[0].category, "questionnaire_reply");
    assert.equal(results[0].league.league_id, league.id);
    assert.equal(results[0].pipeline_runs[0].started, true);
    assert.equal(results[1].pipeline_runs[0].started, false);
    assert.equal(results[1].pipeline_runs[0].run_id, results[0].pipeline_runs[0].run_id);
    // Signed by the employee who owns the league, grounded on the catalog and the run.
    const reply = results[2].reply;
    assert.equal(reply.signed_by.employee_id, employeeId);
    assert.match(reply.text, /Ana Núñez\nHead of Partnerships/);
    assert.ok(reply.grounded_on.some((f: string) => f.includes(league.name)));
    assert.equal(results[0].outbox, null, "process-email sends nothing");
    assert.equal(results[2].outbox.status, "sent");

    // /respond again: the same outbox entry, nothing new sent.
    const again = await bodyOf<Json>(
      await ctx.send("POST", "/respond", {
        headers: admin,
        json: { message_id: "pm-q@league.example" },
      }),
    );
    assert.equal(again.data.outbox.id, results[2].outbox.id);
    const outbox = assertShape(
      Envelope(Outbox),
      await bodyOf<Json>(await ctx.send("GET", "/api/admin/mail/outbox", { headers: admin })),
    ).data;
    assert.equal(outbox.messages.length, 1);
    const eml = await ctx.deps.documents.get(outbox.messages[0].eml_key);
    const parsed = await PostalMime.parse(eml!.body);
    assert.equal(parsed.inReplyTo, "<pm-q@league.example>");
    assert.equal(parsed.to?.[0].address, "jane@surfleague.example");
    assert.equal(parsed.from?.address, "ana@altsports.dev");
    assert.match(parsed.text ?? "", /Dear Jane Doe,/);
  });

  await t.step("classification rules on inline messages", async () => {
    const classifyOf = async (subject: string, text: string) =>
      (await bodyOf<Json>(
        await ctx.send("POST", "/process-email", {
          headers: admin,
          json: { from: "x@y.example", subject, text },
        }),
      )).data.category;
    assert.equal(
      await classifyOf("New league", "Our league would like to join and get started."),
      "new_league_inquiry",
    );
    assert.equal(
      await classifyOf("Terms", "What are the revenue share terms of a sportsbook partnership?"),
      "partnership_question",
    );
    assert.equal(await classifyOf("Lunch", "Are we still on for Friday?"), "unrelated");
  });

  await ctx.close();
});

Deno.test("mail: a failed delivery is recorded, and tried again by the next send", async () => {
  const ctx = await createTestContext(MAIL_ENV);
  let up = false;
  const sent: string[] = [];
  const transport = {
    name: "http" as const,
    send(m: { messageId: string }, eml: string) {
      if (!up) return Promise.reject(new Error("mail API down"));
      sent.push(eml);
      assert.match(eml, new RegExp(`^Message-ID: <${m.messageId}>\\r$`, "m"));
      return Promise.resolve();
    },
  };
  const s = { ...ctx.deps, transport };
  const mail = {
    from: { address: "ana@altsports.dev", name: "Ana" },
    to: [{ address: "jane@league.example", name: "" }],
    subject: "Hi",
    text: "Hello",
  };
  const first = await sendMail(s, mail, "k1");
  assert.equal(first.status, "failed");
  assert.match(first.error ?? "", /mail API down/);
  up = true;
  const second = await sendMail(s, mail, "k1");
  assert.equal(second.id, first.id);
  assert.equal(second.status, "sent");
  const third = await sendMail(s, mail, "k1");
  assert.equal(third.status, "sent");
  assert.equal(sent.length, 1, "sent once");
  await ctx.close();
});

Deno.test("mail: the HTTP mail API adapter speaks Postmark's /email", async () => {
  const seen: Json[] = [];
  const server = Deno.serve({ port: 0, onListen() {} }, async (req) => {
    seen.push({
      path: new URL(req.url).pathname,
      token: req.headers.get("X-Postmark-Server-Token"),
      body: await req.json(),
    });
    if (seen.length === 2) {
      return Response.json({ ErrorCode: 406, Message: "Inactive recipient" }, { status: 422 });
    }
    return Response.json({ ErrorCode: 0, Message: "OK", MessageID: "b7bc2f4a" });
  });
  try {
    const transport = transportOf({
      MAIL_TRANSPORT: "http",
      MAIL_API_URL: `http://127.0.0.1:${server.addr.port}`,
      MAIL_API_TOKEN: "server-token",
    });
    const mail = {
      from: { address: "ana@altsports.dev", name: "Ana" },
      to: [{ address: "jane@league.example", name: "Jane" }],
      subject: "Re: hi",
      text: "Thanks",
      inReplyTo: "m1@league.example",
      messageId: "out_1@altsports.dev",
    };
    await transport.send(mail, "");
    assert.equal(seen[0].path, "/email");
    assert.equal(seen[0].token, "server-token");
    assert.equal(seen[0].body.From, "Ana <ana@altsports.dev>");
    assert.equal(seen[0].body.To, "Jane <jane@league.example>");
    assert.deepEqual(seen[0].body.Headers[1], {
      Name: "In-Reply-To",
      Value: "<m1@league.example>",
    });
    await assert.rejects(transport.send(mail, ""), /Inactive recipient/);
  } finally {
    await server.shutdown();
  }
});

Deno.test("mail → onboarding: candidates, stages and feedback", async (t) => {
  const ctx = await createTestContext(MAIL_ENV);
  const process = async (path: string, json: unknown) => {
    const res = await ctx.send("POST", path, { headers: admin, json });
    assert.equal(res.status, 200);
    return assertShape(Envelope(ProcessResult), await bodyOf<Json>(res)).data;
  };
  const leagueOf = async (id: string) =>
    (await bodyOf<Json>(
      await ctx.send("GET", `/api/onboarding/league/${id}`, { headers: admin }),
    )).data;
  const inquiry = {
    from: "coach@primepickle.example",
    from_name: "Pat Coach",
    subject: "Prime Pickleball League would like to join",
    text: "Hello, the Prime Pickleball League (12 teams) is interested to get started.",
  };

  let inquiryLeague = "";
  await t.step("a new league inquiry enters the funnel at responded, once", async () => {
    const first = await process("/process-email", inquiry);
    assert.equal(first.category, "new_league_inquiry");
    assert.equal(first.onboarding.league_name, "Prime Pickleball League");
    assert.equal(first.onboarding.stage, "responded");
    assert.equal(first.onboarding.league_created, true);
    inquiryLeague = first.onboarding.league_id!;
    const league = await leagueOf(inquiryLeague);
    assert.equal(league.data_source, "email");
    assert.equal(league.contact_email, "coach@primepickle.example");
    // The same message again: the same candidate and league, nothing new.
    const again = await process("/respond", inquiry);
    assert.equal(again.onboarding.candidate_id, first.onboarding.candidate_id);
    assert.equal(again.onboarding.league_id, inquiryLeague);
    assert.equal(again.onboarding.league_created, false);
    const list = (await bodyOf<Json>(
      await ctx.send("GET", "/api/onboarding/email-candidates?matched_only=true", {
        headers: admin,
      }),
    )).data;
    const mine = list.candidates.filter((c: Json) =>
      c.candidate_id === first.onboarding.candidate_id
    );
    assert.equal(mine.length, 1);
    assert.equal(mine[0].league_id, inquiryLeague);
    assert.equal(mine[0].processed, true);
    const history = (await leagueOf(inquiryLeague)).activity
      .filter((a: Json) => a.kind === "stage_change" || a.kind === "created");
    assert.equal(history.length, 1, "created at responded; the retry records nothing");
  });

  await t.step(
    "a questionnaire from a contacted league moves it to questionnaire_received",
    async () => {
      const created = await process("/process-email", {
        from: "coach@primepickle.example",
        subject: "Our questionnaire",
        text: "Please find the completed questionnaire attached.",
        attachments: [{
          filename: "questionnaire.txt",
          content_type: "text/plain",
          content_base64: btoa("League name: Prime Pickleball League\nSport: pickleball\n"),
        }],
      });
      assert.equal(created.category, "questionnaire_reply");
      assert.equal(created.onboarding.league_id, inquiryLeague, "matched by the sender");
      assert.equal(created.onboarding.stage, "questionnaire_received");
      assert.equal(created.pipeline_runs.length, 1);
      const moves = (await leagueOf(inquiryLeague)).activity
        .filter((a: Json) => a.kind === "stage_change").map((a: Json) => a.to_stage);
      assert.ok(moves.includes("questionnaire_received"), JSON.stringify(moves));
    },
  );

  await t.step("feedback naming an expected classification overrides the rules", async () => {
    const body = postmarkBody("fb-1@league.example", {
      Subject: "Lunch",
      TextBody: "Are we still on for Friday?",
    });
    await bodyOf(
      await ctx.send("POST", "/api/webhook/mail?provider=postmark", {
        headers: basic,
        json: body,
      }),
    );
    const before = await process("/process-email", { message_id: "fb-1@league.example" });
    assert.equal(before.category, "unrelated");
    const fb = await ctx.send("POST", "/api/feedback", {
      headers: admin,
      json: {
        category: "classification",
        message_id: "fb-1@league.example",
        expected_classification: "partnership_question",
      },
    });
    assert.equal(fb.status, 201, await fb.clone().text());
    const after = await process("/process-email", { message_id: "fb-1@league.example" });
    assert.equal(after.category, "partnership_question");
    assert.ok(after.reasons.some((r: string) => /feedback fb_/.test(r)), after.reasons.join("; "));
    // Feedback about another message changes nothing here.
    const other = await process("/process-email", {
      from: "x@y.example",
      subject: "Lunch",
      text: "Are we still on for Friday?",
    });
    assert.equal(other.category, "unrelated");
  });

  await ctx.close();
});

Deno.test("the mail monitor takes the inbox's unprocessed messages through the intake", async () => {
  const ctx = await createTestContext(MAIL_ENV);
  try {
    const body = postmarkBody("monitor-1@primepickle.example", {
      Subject: "Prime Pickleball League would like to join",
      TextBody: "Hello, the Prime Pickleball League (12 teams) is interested to get started.",
    });
    const stored = await ctx.send("POST", "/api/webhook/mail?provider=postmark", {
      headers: basic,
      json: body,
    });
    assert.equal(stored.status, 200, await stored.clone().text());
    const run = async () => {
      const queued = await ctx.send("POST", "/api/email-monitor", { headers: admin });
      assert.equal(queued.status, 202);
      await queued.body?.cancel();
      await ctx.deps.queue.drain();
      return (await bodyOf<Json>(await ctx.get("/api/email-monitor/status", admin))).data
        .last_run.result;
    };
    assert.deepEqual(await run(), {
      emails_processed: 1,
      failed: 0,
      mailbox: "inbox table (POST /api/webhook/mail)",
    });
    const candidates = (await bodyOf<Json>(
      await ctx.get("/api/onboarding/email-candidates?processed_only=true", admin),
    )).data.candidates;
    assert.deepEqual(candidates.map((c: Json) => c.message_id), ["monitor-1@primepickle.example"]);
    // Processed once: the next run finds nothing new.
    assert.equal((await run()).emails_processed, 0);
  } finally {
    await ctx.close();
  }
});
