import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { webhooks } from "../db/schema/mod.ts";
import {
  CreatedWebhook,
  RotatedSecret,
  Webhook,
  WebhookDeliveryList,
} from "../routes/webhooks/schemas.ts";
import { advance } from "../services/live/mod.ts";
import { fanOut, fanOutLog, type WebhookEntry } from "../services/webhooks/mod.ts";
import { assertShape, bodyOf, createTestContext, issueKey, type TestContext } from "./helpers.ts";

/**
 * Outgoing webhooks end to end: a receiver on 127.0.0.1 (OUTBOUND_ALLOW_PRIVATE=true) that
 * checks every delivery with the `standardwebhooks` package and spec 002's X-Webhook-Signature.
 */

interface Received {
  headers: Record<string, string>;
  body: string;
}

/**
 * A receiver answering with the statuses queued in `answers` (200 once they run out), or, for a
 * delivery whose body holds a text named in `failing`, always with its status (so a late retry
 * of another delivery cannot take it).
 */
function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const failing = new Map<string, number>();
  let delayMs = 0;
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    async (req) => {
      const body = await req.text();
      received.push({ headers: Object.fromEntries(req.headers), body });
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const marked = [...failing.keys()].find((text) => body.includes(text));
      return new Response("ok", { status: marked ? failing.get(marked) : answers.shift() ?? 200 });
    },
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}/hooks`,
    received,
    answers,
    failing,
    slow(ms: number) {
      delayMs = ms;
    },
    close: () => server.shutdown(),
  };
}

const drain = async (ctx: TestContext) => {
  for (let i = 0; i < 50 && await ctx.deps.queue.drain() > 0; i++);
};

const entry = (id: string, type = "event.started"): WebhookEntry => ({
  id,
  type,
  event_id: "wsl:1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b",
  data: { status: "LIVE" },
  created_at: new Date().toISOString(),
});

/** Checks both signatures of a received delivery and answers its payload. */
function verified(r: Received, secrets: string[]) {
  const hex = createHmac("sha256", secrets[0]).update(r.body).digest("hex");
  assert.equal(r.headers["x-webhook-signature"], `sha256=${hex}`);
  for (const secret of secrets) {
    // Throws unless a signature of webhook-signature is this secret's, within 5 minutes.
    new StandardWebhook(secret).verify(r.body, r.headers);
  }
  return JSON.parse(r.body);
}

Deno.test("webhooks: subscribe, fan out, sign, retry, rotate, redeliver, disable, enable", async (t) => {
  const receiver = startReceiver();
  const ctx = await createTestContext({
    DEMO_DATA: "false",
    JOB_WORKER: "false",
    OUTBOUND_ALLOW_PRIVATE: "true",
    WEBHOOK_RETRY_SCHEDULE: "0,0,0",
    WEBHOOK_SECRET_KEY: "happy-test-passphrase-0123",
  });
  try {
    const key = await issueKey(ctx, "demo-league");
    const created = assertShape(
      CreatedWebhook,
      await bodyOf(
        await ctx.send("POST", "/v1/webhooks", {
          headers: key,
          json: { url: receiver.url, events: ["event.started", "result.updated"] },
        }),
        201,
      ),
    );
    assert.match(created.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.equal(created.status, "active");
    const stored = await ctx.deps.db.query.webhooks.findFirst({
      where: eq(webhooks.id, created.id),
    });
    assert.match(stored!.secret, /^sealed:v1:/, "the secret is sealed at rest");
    let secret = created.secret;
    const path = `/v1/webhooks/${created.id}`;
    const deliveries = async () =>
      assertShape(WebhookDeliveryList, await bodyOf(await ctx.get(`${path}/deliveries`, key)));

    await t.step("an event is delivered once, signed both ways", async () => {
      assert.equal(await fanOut(ctx.deps, entry("log_1")), 1);
      assert.equal(await fanOut(ctx.deps, entry("log_2", "event.completed")), 0);
      await fanOut(ctx.deps, entry("log_1")); // the same entry again: deduplicated
      await drain(ctx);
      assert.equal(receiver.received.length, 1);
      const payload = verified(receiver.received[0], [secret]);
      assert.deepEqual(payload, {
        type: "event.started",
        data: { event_id: "wsl:1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b", status: "LIVE" },
      });
      assert.match(receiver.received[0].headers["webhook-id"], /^msg_[0-9a-f]{32}$/);
      const list = await deliveries();
      assert.equal(list.total, 1);
      assert.equal(list.items[0].status, "succeeded");
      assert.equal(list.items[0].attempts[0].status_code, 200);
    });

    await t.step("a failing receiver is retried on the schedule until it answers", async () => {
      receiver.received.length = 0;
      receiver.answers.push(500, 503);
      await fanOut(ctx.deps, entry("log_3", "result.updated"));
      await drain(ctx);
      assert.equal(receiver.received.length, 3);
      const ids = new Set(receiver.received.map((r) => r.headers["webhook-id"]));
      assert.equal(ids.size, 1, "every attempt carries the same webhook-id");
      for (const r of receiver.received) verified(r, [secret]);
      const d = (await deliveries()).items.find((i) => i.entry_id === "log_3")!;
      assert.equal(d.status, "succeeded");
      assert.deepEqual(d.attempts.map((a) => a.status_code), [500, 503, 200]);
      assert.equal(d.attempts[0].error, "HTTP 500");
      const hook = assertShape(Webhook, await bodyOf(await ctx.get(path, key)));
      assert.equal(hook.failing_since, null, "a success clears the failure streak");
      assert.equal(hook.consecutive_failures, 0);
    });

    await t.step("a test ping is delivered like any event", async () => {
      receiver.received.length = 0;
      const queued = await bodyOf(await ctx.send("POST", `${path}/test`, { headers: key }), 202);
      assert.equal(queued.type, "webhook.ping");
      await drain(ctx);
      const payload = verified(receiver.received[0], [secret]);
      assert.equal(payload.type, "webhook.ping");
      assert.equal(payload.data.webhook_id, created.id);
    });

    await t.step("after a rotation both secrets sign for a day", async () => {
      const rotated = assertShape(
        RotatedSecret,
        await bodyOf(await ctx.send("POST", `${path}/rotate-secret`, { headers: key })),
      );
      assert.notEqual(rotated.secret, secret);
      receiver.received.length = 0;
      await fanOut(ctx.deps, entry("log_4"));
      await drain(ctx);
      const r = receiver.received[0];
      assert.equal(r.headers["webhook-signature"].split(" ").length, 2);
      verified(r, [rotated.secret, secret]);
      secret = rotated.secret;
    });

    await t.step("a delivery is sent again with the same webhook-id", async () => {
      const first = (await deliveries()).items.find((i) => i.entry_id === "log_1")!;
      receiver.received.length = 0;
      const again = await bodyOf(
        await ctx.send("POST", `${path}/deliveries/${first.id}/redeliver`, { headers: key }),
        202,
      );
      assert.equal(again.status, "pending");
      await drain(ctx);
      assert.equal(receiver.received[0].headers["webhook-id"], first.id);
      verified(receiver.received[0], [secret]);
      const after = (await deliveries()).items.find((i) => i.id === first.id)!;
      assert.equal(after.attempt_count, 2);
      assert.equal(after.status, "succeeded");
      const unknown = await ctx.send("POST", `${path}/deliveries/msg_nope/redeliver`, {
        headers: key,
      });
      assert.equal(unknown.status, 404);
      await unknown.body?.cancel();
    });

    await t.step("a receiver slower than the limit is a failed attempt", async () => {
      ctx.deps.webhooks.timeoutMs = 100;
      receiver.slow(400);
      await fanOut(ctx.deps, entry("log_5"));
      await ctx.deps.queue.drain(); // the first attempt only
      const d = (await deliveries()).items.find((i) => i.entry_id === "log_5")!;
      assert.equal(d.attempts[0].error, "no answer within 0.1 s");
      assert.equal(d.attempts[0].status_code, null);
      receiver.slow(0);
      ctx.deps.webhooks.timeoutMs = 5000;
      await drain(ctx);
    });

    await t.step("an endpoint failing for 3 days is disabled, and says why", async () => {
      await ctx.deps.db.update(webhooks).set({ failingSince: Date.now() - 3 * 86_400_000 - 1 })
        .where(eq(webhooks.id, created.id));
      receiver.failing.set("FAILING_FOR_DAYS", 500);
      await fanOut(ctx.deps, { ...entry("log_6"), data: { status: "FAILING_FOR_DAYS" } });
      await drain(ctx);
      const hook = assertShape(Webhook, await bodyOf(await ctx.get(path, key)));
      assert.equal(hook.status, "disabled");
      assert.match(hook.disabled_reason!, /^every attempt since .* failed .*HTTP 500/);
      const d = (await deliveries()).items.find((i) => i.entry_id === "log_6")!;
      assert.equal(d.status, "failed", "no retry once the endpoint is disabled");
      assert.equal(await fanOut(ctx.deps, entry("log_7")), 0, "disabled endpoints get nothing");
    });

    await t.step("410 Gone disables at once, a good ping enables; list and delete", async () => {
      // A receiver of its own: a retry of an earlier step, due under a slow machine, must not
      // take the 410 meant for this one.
      const own = startReceiver();
      const second = await bodyOf(
        await ctx.send("POST", "/v1/webhooks", {
          headers: key,
          json: { url: own.url, events: ["odds.updated"], description: "odds" },
        }),
        201,
      );
      own.answers.push(410);
      await fanOut(ctx.deps, entry("log_8", "odds.updated"));
      await drain(ctx);
      const gone = await bodyOf(await ctx.get(`/v1/webhooks/${second.id}`, key));
      assert.equal(gone.status, "disabled");
      assert.match(String(gone.disabled_reason), /410 Gone/);
      const back = await ctx.send("POST", `/v1/webhooks/${second.id}/test`, { headers: key });
      assert.equal(back.status, 202);
      await back.body?.cancel();
      await drain(ctx);
      const enabled = await bodyOf(await ctx.get(`/v1/webhooks/${second.id}`, key));
      assert.equal(enabled.status, "active", "a ping answered 2xx enables it again");
      assert.equal(enabled.disabled_reason, null);
      const list = await bodyOf(await ctx.get("/v1/webhooks", key));
      assert.equal(list.total, 2);
      const deleted = await ctx.send("DELETE", path, { headers: key });
      assert.equal(deleted.status, 204);
      assert.equal((await ctx.get(path, key)).status, 404);
      assert.equal((await bodyOf(await ctx.get("/v1/webhooks", key))).total, 1);
      await own.close();
    });
  } finally {
    await ctx.close();
    await receiver.close();
  }
});

Deno.test("webhooks: live play's log entries reach the subscribed endpoints, once", async () => {
  const receiver = startReceiver();
  let now = new Date("2026-11-21T12:00:00.000Z");
  const ctx = await createTestContext({
    JOB_WORKER: "false",
    OUTBOUND_ALLOW_PRIVATE: "true",
    PRICING_SIMULATIONS: "1000",
  }, { clock: () => now });
  try {
    const key = await issueKey(ctx, "demo-league");
    const created = await bodyOf(
      await ctx.send("POST", "/v1/webhooks", {
        headers: key,
        json: { url: receiver.url, events: ["result.updated", "event.completed"] },
      }),
      201,
    );
    // The clock moves on: heats finish and events complete, each change an entry of the log.
    now = new Date(now.getTime() + 6 * 3_600_000);
    await advance(ctx.deps.db, ctx.deps.eventLog, now, { pricer: ctx.deps.pricer });
    assert.ok(await fanOutLog(ctx.deps) > 0);
    assert.equal(await fanOutLog(ctx.deps), 0, "handed on once: the cursor moved");
    const logged = (await ctx.deps.eventLog.read(0, { limit: 10_000 }))
      .filter((e) => e.type === "result.updated" || e.type === "event.completed");
    assert.ok(logged.length > 0, "live play logged results");
    await drain(ctx);
    const bodies = receiver.received.map((r) => verified(r, [String(created.secret)]));
    assert.equal(bodies.length, logged.length, "one delivery per subscribed entry");
    assert.deepEqual(
      bodies.map((b) => `${b.type} ${b.data.event_id}`).sort(),
      logged.map((e) => `${e.type} ${e.event_id}`).sort(),
    );
  } finally {
    await ctx.close();
    await receiver.close();
  }
});

Deno.test("webhooks: PATCH changes url, events, description and status", async () => {
  const receiver = startReceiver();
  const ctx = await createTestContext({
    DEMO_DATA: "false",
    JOB_WORKER: "false",
    OUTBOUND_ALLOW_PRIVATE: "true",
    WEBHOOK_RETRY_SCHEDULE: "0,0,0",
  });
  try {
    const key = await issueKey(ctx, "demo-league");
    const created = await bodyOf(
      await ctx.send("POST", "/v1/webhooks", {
        headers: key,
        json: { url: "http://127.0.0.1:9/old", events: ["event.started"], description: "old" },
      }),
      201,
    );
    const path = `/v1/webhooks/${created.id}`;
    const patch = (json: unknown) => ctx.send("PATCH", path, { headers: key, json });

    const changed = assertShape(
      Webhook,
      await bodyOf(
        await patch({
          url: receiver.url,
          events: ["odds.updated", "event.created", "odds.updated"],
          description: "odds",
        }),
      ),
    );
    assert.equal(changed.url, receiver.url);
    assert.deepEqual(changed.events, ["odds.updated", "event.created"]);
    assert.equal(changed.description, "odds");
    assert.deepEqual(assertShape(Webhook, await bodyOf(await ctx.get(path, key))), changed);
    // Fields left out stay; null clears the description.
    const cleared = await bodyOf(await patch({ description: null }));
    assert.equal(cleared.description, null);
    assert.equal(cleared.url, receiver.url);
    // The new events and URL are what fan-out uses; the old type no longer matches.
    assert.equal(await fanOut(ctx.deps, entry("log_p1", "event.started")), 0);
    assert.equal(await fanOut(ctx.deps, entry("log_p2", "odds.updated")), 1);
    await drain(ctx);
    assert.equal(receiver.received.length, 1);
    verified(receiver.received[0], [String(created.secret)]); // the secret is kept

    // Disabled by its owner: nothing delivered, and a good test ping does not enable it.
    const off = await bodyOf(await patch({ status: "disabled" }));
    assert.equal(off.status, "disabled");
    assert.equal(off.disabled_reason, "disabled by its owner");
    assert.equal(await fanOut(ctx.deps, entry("log_p3", "odds.updated")), 0);
    const ping = await ctx.send("POST", `${path}/test`, { headers: key });
    assert.equal(ping.status, 202);
    await ping.body?.cancel();
    await drain(ctx);
    assert.equal(receiver.received.length, 2, "the ping itself is delivered");
    assert.equal((await bodyOf(await ctx.get(path, key))).status, "disabled");
    // Enabled again by its owner, with its health afresh.
    await ctx.deps.db.update(webhooks).set({
      failingSince: Date.now() - 1000,
      consecutiveFailures: 4,
    })
      .where(eq(webhooks.id, String(created.id)));
    const on = await bodyOf(await patch({ status: "active" }));
    assert.equal(on.status, "active");
    assert.equal(on.disabled_reason, null);
    assert.equal(on.disabled_at, null);
    assert.equal(on.consecutive_failures, 0);
    assert.equal(on.failing_since, null);
    assert.equal(await fanOut(ctx.deps, entry("log_p4", "odds.updated")), 1);
  } finally {
    await ctx.close();
    await receiver.close();
  }
});
