import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { deadLetters, jobDeliveries, jobs } from "../db/schema/mod.ts";
import { defineJob } from "../jobs/job.ts";
import { createLocalQueue } from "../jobs/local_queue.ts";
import { createQStashQueue } from "../jobs/qstash_queue.ts";
import { retryDelayMs } from "../jobs/queue.ts";
import { fireSchedules, SCHEDULES } from "../jobs/schedules.ts";
import { signDelivery } from "../jobs/signing.ts";
import { syncSchedules } from "../jobs/sync_schedules.ts";
import { LEASE_TTL_MS } from "../services/lease.ts";
import { countRuns } from "../services/schedules/runs.ts";
import { createTestContext, TEST_KEY, type TestContext } from "./helpers.ts";

const CURRENT = "sig_current_0123456789abcdef";
const NEXT = "sig_next_0123456789abcdefghij";
const BASE = "https://api.altsports.test";
const URL_OF = (name: string) => `${BASE}/jobs/${name}`;
const ADMIN = { email: "admin@altsports.dev", password: "altsports-admin-demo" };
const LEAGUE = { email: "league@altsports.dev", password: "altsports-league-demo" };

const signedEnv = {
  PUBLIC_BASE_URL: BASE,
  QSTASH_CURRENT_SIGNING_KEY: CURRENT,
  QSTASH_NEXT_SIGNING_KEY: NEXT,
};

function deliver(
  ctx: TestContext,
  name: string,
  body: string,
  headers: Record<string, string>,
) {
  return ctx.send("POST", `/jobs/${name}`, {
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}

async function token(ctx: TestContext, creds: typeof ADMIN) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: creds });
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

Deno.test("job callbacks are verified as QStash signs them", async (t) => {
  const ctx = await createTestContext(signedEnv);
  const body = JSON.stringify({ trigger: "schedule" });
  const sign = (key: string, opts: { url?: string; body?: string; now?: number } = {}) =>
    signDelivery(key, {
      url: opts.url ?? URL_OF("morning-report"),
      body: opts.body ?? body,
      now: opts.now,
    });

  await t.step("unsigned, badly signed, expired, for another URL, or tampered: 401", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["unsigned", {}, body],
      ["another key", { "Upstash-Signature": await sign("sig_someone_else_0123456789") }, body],
      [
        "expired",
        { "Upstash-Signature": await sign(CURRENT, { now: Date.now() - 10 * 60_000 }) },
        body,
      ],
      ["another URL", {
        "Upstash-Signature": await sign(CURRENT, { url: URL_OF("email-monitor") }),
      }, body],
      [
        "tampered body",
        { "Upstash-Signature": await sign(CURRENT) },
        JSON.stringify({ trigger: "manual" }),
      ],
      ["garbage", { "Upstash-Signature": "not.a.jwt" }, body],
    ];
    for (const [what, headers, sent] of cases) {
      const res = await deliver(ctx, "morning-report", sent, {
        ...headers,
        "Upstash-Message-Id": "msg_1",
      });
      assert.equal(res.status, 401, what);
      const error = await res.json();
      assert.equal(error.error.code, "AUTHENTICATION_ERROR", what);
    }
    assert.equal(await countRuns(ctx.deps.db, "morning-report"), 0, "nothing ran");
  });

  await t.step("the current and the next signing key are both accepted", async () => {
    for (const [key, id] of [[CURRENT, "msg_current"], [NEXT, "msg_next"]]) {
      const res = await deliver(ctx, "morning-report", body, {
        "Upstash-Signature": await sign(key),
        "Upstash-Message-Id": id,
      });
      assert.equal(res.status, 200, await res.clone().text());
      const result = await res.json();
      assert.deepEqual(result.data, { message_id: id, job: "morning-report", status: "completed" });
    }
    assert.equal(await countRuns(ctx.deps.db, "morning-report"), 2);
  });

  await t.step("a redelivered message is acknowledged without running again", async () => {
    const res = await deliver(ctx, "morning-report", body, {
      "Upstash-Signature": await sign(CURRENT),
      "Upstash-Message-Id": "msg_current",
      "Upstash-Retried": "1",
    });
    assert.equal((await res.json()).data.status, "duplicate");
    assert.equal(await countRuns(ctx.deps.db, "morning-report"), 2);
  });

  await t.step("unknown jobs 404, a missing message id 400, a bad payload 422", async () => {
    const unknown = await deliver(ctx, "no-such-job", body, {
      "Upstash-Signature": await sign(CURRENT, { url: URL_OF("no-such-job") }),
      "Upstash-Message-Id": "msg_x",
    });
    assert.equal(unknown.status, 404);
    await unknown.body?.cancel();
    const noId = await deliver(ctx, "morning-report", body, {
      "Upstash-Signature": await sign(CURRENT),
    });
    assert.equal(noId.status, 400);
    await noId.body?.cancel();
    const bad = JSON.stringify({ trigger: "sometimes" });
    const invalid = await deliver(ctx, "morning-report", bad, {
      "Upstash-Signature": await sign(CURRENT, { body: bad }),
      "Upstash-Message-Id": "msg_bad",
    });
    assert.equal(invalid.status, 422);
    assert.equal((await invalid.json()).error.details.issues[0].field, "trigger");
  });

  await ctx.close();
});

Deno.test("scheduled jobs: run now, status, roles, schedules fire once per slot", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const admin = await token(ctx, ADMIN);

  await t.step("status before any run", async () => {
    const res = await ctx.get("/api/morning-report/status", admin);
    const body = await res.json();
    assert.equal(body.success, true);
    assert.deepEqual(body.data, {
      job: "morning-report",
      cron: "0 8 * * *",
      description: SCHEDULES[0].description,
      last_run: null,
    });
  });

  await t.step("POST queues the job; the worker runs it through the signed callback", async () => {
    const res = await ctx.send("POST", "/api/morning-report", {
      headers: admin,
      json: { config: { recipients: ["ops@altsports.dev"] } },
    });
    assert.equal(res.status, 202);
    const queued = (await res.json()).data;
    assert.match(queued.message_id, /^msg_/);
    assert.equal(queued.deduplicated, false);
    assert.equal(await ctx.deps.queue.drain(), 1);
    const status =
      (await (await ctx.get("/api/morning-report/status", { "X-API-Key": TEST_KEY })).json()).data;
    assert.equal(status.last_run.message_id, queued.message_id);
    assert.equal(status.last_run.status, "completed");
    assert.equal(status.last_run.trigger, "manual");
    assert.equal(status.last_run.result.mail.status, "sent");
    assert.equal(status.last_run.result.mail.recipients, 1);
    const mail = await ctx.send("POST", "/api/email-monitor", {
      headers: { "X-API-Key": TEST_KEY },
    });
    assert.equal(mail.status, 202);
    await mail.body?.cancel();
    await ctx.deps.queue.drain();
    const monitor = (await (await ctx.get("/api/email-monitor/status", admin)).json()).data;
    assert.equal(monitor.cron, "*/5 * * * *");
    assert.equal(monitor.last_run.result.emails_processed, 0);
  });

  await t.step("roles and credentials", async () => {
    const league = await token(ctx, LEAGUE);
    const denied = await ctx.send("POST", "/api/morning-report", { headers: league });
    assert.equal(denied.status, 403);
    assert.equal((await denied.json()).error.code, "AUTHORIZATION_ERROR");
    const anonymous = await ctx.send("POST", "/api/morning-report", {});
    assert.equal(anonymous.status, 401);
    await anonymous.body?.cancel();
    const status = await ctx.get("/api/email-monitor/status", {});
    assert.equal(status.status, 401);
    await status.body?.cancel();
  });

  await t.step("a schedule publishes once per slot, however often it fires", async () => {
    const at = new Date("2026-11-22T08:00:00.000Z");
    const first = await fireSchedules(ctx.deps.queue, "0 8 * * *", at);
    const again = await fireSchedules(ctx.deps.queue, "0 8 * * *", new Date(at.getTime() + 20_000));
    assert.equal(first.length, 1);
    assert.deepEqual(again, first);
    assert.deepEqual(await fireSchedules(ctx.deps.queue, "1 2 3 4 5", at), []);
    assert.equal(await ctx.deps.queue.drain(), 1);
    const status = (await (await ctx.get("/api/morning-report/status", admin)).json()).data;
    assert.equal(status.last_run.trigger, "schedule");
  });

  await ctx.close();
});

Deno.test("a failing job is retried with QStash's backoff, then dead-lettered", async () => {
  let calls = 0;
  const flaky = new Map<string, number>();
  const ctx = await createTestContext(
    { JOB_WORKER: "false", JOB_MAX_RETRIES: "2", JOB_BACKOFF_SCALE: "0.002" },
    {
      extraJobs: [
        defineJob({
          name: "always-fails",
          payload: z.object({ n: z.number() }),
          handle: () => {
            calls++;
            return Promise.reject(new Error("the partner API is down"));
          },
        }),
        defineJob({
          name: "fails-once",
          payload: z.object({}),
          handle: ({ messageId }) => {
            const seen = flaky.get(messageId) ?? 0;
            flaky.set(messageId, seen + 1);
            return seen === 0 ? Promise.reject(new Error("transient")) : Promise.resolve();
          },
        }),
      ],
    },
  );
  const { db, queue } = ctx.deps;
  const row = (id: string) => db.query.jobs.findFirst({ where: eq(jobs.id, id) });
  try {
    const { messageId } = await queue.publish("always-fails", { n: 1 });
    const dues: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      assert.equal(await queue.drain(), 1, `attempt ${attempt} delivered`);
      const job = (await row(messageId))!;
      assert.equal(job.attempts, attempt);
      if (attempt < 3) {
        assert.equal(job.status, "pending");
        // Due exactly QStash's delay after the failure was recorded.
        const delay = job.dueAt - Date.parse(job.updatedAt);
        assert.equal(delay, retryDelayMs(attempt, 0.002));
        dues.push(delay);
        assert.equal(await queue.drain(), 0, "not due yet");
        await new Promise((r) => setTimeout(r, job.dueAt - Date.now() + 5));
      }
    }
    assert.ok(dues[1] > dues[0] * 10, "exponential: e^2.5 apart");
    const dead = (await row(messageId))!;
    assert.equal(dead.status, "dead");
    assert.match(dead.lastError!, /the partner API is down/);
    const letter = await db.query.deadLetters.findFirst({
      where: eq(deadLetters.messageId, messageId),
    });
    assert.equal(letter?.attempts, 3);
    assert.equal(letter?.name, "always-fails");
    assert.equal(calls, 3);
    assert.equal(await queue.drain(), 0, "a dead job is not delivered again");

    // A transient failure: done on the second delivery, its effect recorded once.
    const once = await queue.publish("fails-once", {});
    await queue.drain();
    await new Promise((r) => setTimeout(r, retryDelayMs(1, 0.002) + 10));
    await queue.drain();
    const done = (await row(once.messageId))!;
    assert.equal(done.status, "done");
    assert.equal(done.attempts, 2);
    assert.ok(
      await db.query.jobDeliveries.findFirst({
        where: eq(jobDeliveries.messageId, once.messageId),
      }),
    );

    // A job left running by a dead worker is taken again when its lease runs out.
    const orphan = await queue.publish("fails-once", {});
    flaky.set(orphan.messageId, 1);
    await db.update(jobs).set({ status: "running", leasedUntil: Date.now() - 1, attempts: 1 })
      .where(eq(jobs.id, orphan.messageId));
    assert.equal(await queue.drain(), 1);
    assert.equal((await row(orphan.messageId))!.status, "done");

    // Deduplication ids: the second publish returns the first message.
    const a = await queue.publish("fails-once", {}, { dedupId: "report:2026-11-21" });
    const b = await queue.publish("fails-once", {}, { dedupId: "report:2026-11-21" });
    assert.deepEqual(b, { messageId: a.messageId, deduplicated: true });
  } finally {
    await ctx.close();
  }
});

Deno.test("production queue: QStash publish and schedule sync requests", async () => {
  const seen: { path: string; headers: Headers; body: string }[] = [];
  const qstash = Deno.serve({ port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    seen.push({
      path: decodeURIComponent(url.pathname),
      headers: req.headers,
      body: await req.text(),
    });
    return url.pathname.startsWith("/v2/schedules")
      ? Response.json({ scheduleId: req.headers.get("Upstash-Schedule-Id") })
      : Response.json({ messageId: "msg_qstash_1" });
  });
  const qstashUrl = `http://127.0.0.1:${qstash.addr.port}`;
  try {
    const queue = createQStashQueue({
      token: "qstash-token",
      baseUrl: BASE,
      qstashUrl,
      maxRetries: 3,
    });
    const published = await queue.publish("morning-report", { trigger: "manual" }, {
      dedupId: "report:1",
      delaySeconds: 30,
    });
    assert.deepEqual(published, { messageId: "msg_qstash_1", deduplicated: false });
    const publish = seen[0];
    assert.equal(publish.path, `/v2/publish/${URL_OF("morning-report")}`);
    assert.equal(publish.headers.get("Authorization"), "Bearer qstash-token");
    assert.equal(publish.headers.get("Upstash-Deduplication-Id"), "report:1");
    assert.equal(publish.headers.get("Upstash-Retries"), "3");
    assert.equal(publish.headers.get("Upstash-Delay"), "30s");
    assert.deepEqual(JSON.parse(publish.body), { trigger: "manual" });

    const ids = await syncSchedules({ token: "qstash-token", qstashUrl, baseUrl: BASE });
    assert.deepEqual(ids, [
      "altsports-morning-report",
      "altsports-email-monitor",
      "altsports-sandbox-reset",
      "altsports-live-play",
      "altsports-workflow-tick",
      "altsports-analytics-alerts",
    ]);
    const schedules = seen.slice(1);
    assert.deepEqual(
      schedules.map((s) => s.path),
      SCHEDULES.map((s) => `/v2/schedules/${URL_OF(s.name)}`),
    );
    assert.deepEqual(
      schedules.map((s) => s.headers.get("Upstash-Cron")),
      SCHEDULES.map((s) => s.cron),
    );
  } finally {
    await qstash.shutdown();
  }
});

Deno.test("a delivery that outlived its lease cannot undo the one that took over", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const queue = createLocalQueue({
    db: ctx.deps.db,
    logger: ctx.deps.logger,
    baseUrl: BASE,
    signingKey: CURRENT,
    maxRetries: 3,
    pollMs: 1000,
    backoffScale: 1,
    leaseMs: 50,
  });
  let deliveries = 0;
  queue.connect(async () => {
    // The first delivery hangs past its lease and then fails; the second succeeds at once.
    if (++deliveries === 1) {
      await new Promise((r) => setTimeout(r, 200));
      return new Response("slow failure", { status: 503 });
    }
    return new Response("ok");
  });
  try {
    const { messageId } = await queue.publish("morning-report", {});
    const slow = queue.drain();
    await new Promise((r) => setTimeout(r, 80));
    assert.equal(await queue.drain(), 1, "taken over after the lease");
    await slow;
    const job = await ctx.deps.db.query.jobs.findFirst({ where: eq(jobs.id, messageId) });
    assert.equal(job?.status, "done");
    assert.equal(job?.attempts, 2);
  } finally {
    await ctx.close();
  }
});

Deno.test("a live delivery keeps its job past the lease TTL: no other worker takes it", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const worker = (fetch: () => Promise<Response>) => {
    const queue = createLocalQueue({
      db: ctx.deps.db,
      logger: ctx.deps.logger,
      baseUrl: BASE,
      signingKey: CURRENT,
      maxRetries: 3,
      pollMs: 1000,
      backoffScale: 1,
      leaseMs: 60_000,
    });
    queue.connect(fetch);
    return queue;
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  // Two workers on one database: the first holds the job well past LEASE_TTL_MS.
  const first = worker(async () => {
    await sleep(LEASE_TTL_MS + 1_500);
    return new Response("ok");
  });
  const second = worker(() => Promise.resolve(new Response("ok")));
  try {
    const { messageId } = await first.publish("morning-report", {});
    const slow = first.drain();
    await sleep(LEASE_TTL_MS + 500);
    assert.equal(await second.drain(), 0, "the renewed lease keeps the job with its holder");
    assert.equal(await slow, 1);
    const job = await ctx.deps.db.query.jobs.findFirst({ where: eq(jobs.id, messageId) });
    assert.equal(job?.status, "done");
    assert.equal(job?.attempts, 1);
  } finally {
    await first.stop();
    await second.stop();
    await ctx.close();
  }
});

Deno.test("simultaneous deliveries of one message run its handler once", async () => {
  let runs = 0;
  const ctx = await createTestContext(signedEnv, {
    extraJobs: [defineJob({
      name: "slow-once",
      payload: z.object({}),
      handle: async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 100));
      },
    })],
  });
  try {
    const body = "{}";
    const signature = await signDelivery(CURRENT, { url: URL_OF("slow-once"), body });
    const headers = { "Upstash-Signature": signature, "Upstash-Message-Id": "msg_same" };
    const answers = await Promise.all(
      [0, 1, 2].map(() => deliver(ctx, "slow-once", body, headers)),
    );
    const statuses = answers.map((r) => r.status).sort();
    await Promise.all(answers.map((r) => r.body?.cancel()));
    assert.deepEqual(statuses, [200, 409, 409]);
    assert.equal(runs, 1);
    const again = await deliver(ctx, "slow-once", body, headers);
    assert.equal((await again.json()).data.status, "duplicate");
    assert.equal(runs, 1);
  } finally {
    await ctx.close();
  }
});

Deno.test("every schedule has a Workers cron trigger in wrangler.toml", async () => {
  const toml = await Deno.readTextFile(new URL("../wrangler.toml", import.meta.url));
  const crons = JSON.parse(/^crons = (\[.*\])$/m.exec(toml)![1]);
  // Two schedules may share a cron (live play and the workflow tick): one trigger fires both.
  assert.deepEqual([...crons].sort(), [...new Set(SCHEDULES.map((s) => s.cron))].sort());
});
