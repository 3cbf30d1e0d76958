import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import { jobs } from "../db/schema/mod.ts";
import {
  createSecretBox,
  fanOut,
  isPrivateAddress,
  newSecret,
  refuseReceiver,
} from "../services/webhooks/mod.ts";
import {
  assertDetailError,
  bodyOf,
  createTestContext,
  issueKey,
  type TestContext,
} from "./helpers.ts";

/**
 * Who may use /v1/webhooks, and where deliveries may go: with OUTBOUND_ALLOW_PRIVATE off (the
 * default), no receiver on loopback, private, link-local or metadata addresses, by literal or by
 * a name resolving there, at subscription or (DNS rebinding) at delivery.
 */

// deno-lint-ignore no-explicit-any
type Json = any;

const PUBLIC_IP = "93.184.215.14";

/** Resolves every name to `answer` (a stub for Deno.resolveDns). */
function resolveTo(ctx: TestContext, answer: string[]) {
  ctx.deps.webhooks.policy.resolve = () => Promise.resolve(answer);
}

/** Records what would have been sent, and answers `status`. */
function spyFetch(ctx: TestContext, status = 200) {
  const sent: string[] = [];
  ctx.deps.webhooks.fetch = (url) => {
    sent.push(url);
    return Promise.resolve(new Response(null, { status }));
  };
  return sent;
}

const subscribe = (ctx: TestContext, headers: Record<string, string>, url: string) =>
  ctx.send("POST", "/v1/webhooks", { headers, json: { url, events: ["event.started"] } });

const entry = (id: string) => ({
  id,
  type: "event.started",
  event_id: "wsl:x",
  data: {},
  created_at: new Date().toISOString(),
});

Deno.test("webhooks: credentials and ownership", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    resolveTo(ctx, [PUBLIC_IP]);
    const league = await issueKey(ctx, "demo-league");
    const rival = await issueKey(ctx, "demo-admin", { role: "service" });
    const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
    const readOnly = await issueKey(ctx, "demo-league", { scopes: ["read"] });
    const url = "https://hooks.receiver.example/altsports";

    await assertDetailError(await subscribe(ctx, {}, url), 401);
    await assertDetailError(await ctx.get("/v1/webhooks", {}), 401);
    await assertDetailError(await subscribe(ctx, publicKey, url), 403, /'write' scope/);
    await assertDetailError(await ctx.get("/v1/webhooks", publicKey), 403, /'read' scope/);
    await assertDetailError(await subscribe(ctx, readOnly, url), 403, /'write' scope/);
    assert.equal((await bodyOf(await ctx.get("/v1/webhooks", readOnly))).total, 0);

    const mine = await bodyOf(await subscribe(ctx, league, url), 201);
    const path = `/v1/webhooks/${mine.id}`;
    assert.equal((await bodyOf(await ctx.get(path, readOnly))).id, mine.id, "same account");
    for (
      const [method, p] of [
        ["GET", path],
        ["DELETE", path],
        ["POST", `${path}/rotate-secret`],
        ["POST", `${path}/test`],
        ["GET", `${path}/deliveries`],
        ["POST", `${path}/deliveries/msg_x/redeliver`],
      ]
    ) {
      await assertDetailError(await ctx.send(method, p, { headers: rival }), 404);
    }
    assert.equal((await bodyOf(await ctx.get("/v1/webhooks", rival))).total, 0);
    const listed = await bodyOf<Json>(await ctx.get("/v1/webhooks", league));
    assert.equal(listed.total, 1);
    assert.equal(listed.items[0].secret, undefined, "the secret is shown only at creation");
  } finally {
    await ctx.close();
  }
});

Deno.test("webhooks: receivers on our own network are refused (SSRF)", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    const key = await issueKey(ctx, "demo-league");
    resolveTo(ctx, [PUBLIC_IP]);

    await t.step("literal addresses, local names, schemes and credentials", async () => {
      for (
        const url of [
          "http://127.0.0.1:8000/hook",
          "http://10.1.2.3/hook",
          "http://192.168.0.10/hook",
          "http://172.20.0.1/hook",
          "http://100.64.0.1/hook",
          "http://169.254.169.254/latest/meta-data/",
          "http://0.0.0.0/hook",
          "http://[::1]/hook",
          "http://[fd00:ec2::254]/hook",
          "http://[fe80::1]/hook",
          "http://[::ffff:127.0.0.1]/hook",
          "http://2130706433/hook", // 127.0.0.1 as one number
          "http://0x7f.1/hook",
          "http://localhost:8000/hook",
          "http://api.localhost/hook",
          "http://metadata.google.internal/computeMetadata/v1/",
          "https://user:password@hooks.receiver.example/",
          "ftp://hooks.receiver.example/",
        ]
      ) {
        const res = await subscribe(ctx, key, url);
        assert.equal(res.status, 422, `${url}: ${await res.clone().text()}`);
        await res.body?.cancel();
      }
    });

    await t.step("a name resolving to loopback or a private address", async () => {
      for (const answer of [["127.0.0.1"], [PUBLIC_IP, "10.0.0.7"], ["::1"], []]) {
        resolveTo(ctx, answer);
        await assertDetailError(
          await subscribe(ctx, key, "https://rebind.receiver.example/hook"),
          422,
          /receiver URL refused/,
        );
      }
    });

    await t.step("checked again at delivery: DNS rebinding is refused, nothing sent", async () => {
      resolveTo(ctx, [PUBLIC_IP]);
      const sent = spyFetch(ctx);
      const hook = await bodyOf(
        await subscribe(ctx, key, "https://rebind.receiver.example/hook"),
        201,
      );
      resolveTo(ctx, ["127.0.0.1"]);
      await fanOut(ctx.deps, entry("log_rebind"));
      await ctx.deps.queue.drain();
      assert.deepEqual(sent, []);
      const list = await bodyOf<Json>(await ctx.get(`/v1/webhooks/${hook.id}/deliveries`, key));
      assert.match(
        list.items[0].attempts[0].error,
        /^receiver refused: .*resolves to 127\.0\.0\.1/,
      );
    });
  } finally {
    await ctx.close();
  }
});

Deno.test("webhooks: a failed attempt waits for the schedule's first step (5 s)", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    const key = await issueKey(ctx, "demo-league");
    resolveTo(ctx, [PUBLIC_IP]);
    const sent = spyFetch(ctx, 500);
    const hook = await bodyOf(await subscribe(ctx, key, "https://hooks.receiver.example/"), 201);
    const before = Date.now();
    await fanOut(ctx.deps, entry("log_retry"));
    await ctx.deps.queue.drain();
    assert.equal(sent.length, 1, "the retry is not due yet");
    const retry = await ctx.deps.db.select().from(jobs).where(
      and(eq(jobs.name, "webhook-deliver"), eq(jobs.status, "pending")),
    );
    assert.equal(retry.length, 1);
    assert.equal(JSON.parse(retry[0].payload).attempt, 2);
    assert.ok(retry[0].dueAt >= before + 5000 && retry[0].dueAt < Date.now() + 5000 + 1000);
    const list = await bodyOf<Json>(await ctx.get(`/v1/webhooks/${hook.id}/deliveries`, key));
    assert.equal(list.items[0].status, "pending");
    assert.equal(list.items[0].attempts[0].status_code, 500);
    assert.ok(Date.parse(list.items[0].next_attempt_at) >= before + 5000);
    await assertDetailError(
      await ctx.send("POST", `/v1/webhooks/${hook.id}/deliveries/${list.items[0].id}/redeliver`, {
        headers: key,
      }),
      409,
    );
  } finally {
    await ctx.close();
  }
});

Deno.test("webhooks: the address rules", async () => {
  for (
    const ip of [
      "127.0.0.1",
      "10.255.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.127.0.1",
      "0.0.0.0",
      "255.255.255.255",
      "::",
      "::1",
      "fc00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
      "64:ff9b::7f00:1",
      "2002:7f00:1::",
    ]
  ) {
    assert.ok(isPrivateAddress(ip), ip);
  }
  for (const ip of ["93.184.215.14", "8.8.8.8", "172.32.0.1", "2606:4700::1111"]) {
    assert.ok(!isPrivateAddress(ip), ip);
  }
  // The flag lets local development deliver to its own machine; schemes are still checked.
  const open = { allowPrivate: true };
  assert.equal(await refuseReceiver("http://127.0.0.1:9/x", open), null);
  assert.match(String(await refuseReceiver("file:///etc/passwd", open)), /scheme/);
});

Deno.test("webhooks: secrets are sealed at rest with WEBHOOK_SECRET_KEY", async () => {
  const secret = newSecret();
  const box = await createSecretBox("a-passphrase-of-16+");
  const sealed = await box.seal(secret);
  assert.match(sealed, /^sealed:v1:/);
  assert.ok(!sealed.includes(secret.slice(6)));
  assert.equal(await box.open(sealed), secret);
  assert.equal(await box.open(secret), secret, "secrets stored before the key was set still sign");
  const other = await createSecretBox("another-passphrase-1");
  await assert.rejects(() => other.open(sealed));
  await assert.rejects(() => createSecretBox(undefined).then((plain) => plain.open(sealed)));
});

Deno.test("webhooks: PATCH is checked at the door, by owner and for SSRF", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    resolveTo(ctx, [PUBLIC_IP]);
    const league = await issueKey(ctx, "demo-league");
    const rival = await issueKey(ctx, "demo-admin", { role: "service" });
    const readOnly = await issueKey(ctx, "demo-league", { scopes: ["read"] });
    const url = "https://hooks.receiver.example/altsports";
    const mine = await bodyOf(await subscribe(ctx, league, url), 201);
    const path = `/v1/webhooks/${mine.id}`;
    const patch = (headers: Record<string, string>, json: unknown) =>
      ctx.send("PATCH", path, { headers, json });

    // No credential, or one without the write scope.
    await assertDetailError(await patch({}, { description: "x" }), 401);
    await assertDetailError(await patch(readOnly, { description: "x" }), 403, /'write' scope/);
    // Another owner's subscription is not confirmed to exist.
    await assertDetailError(await patch(rival, { description: "x" }), 404);
    await assertDetailError(
      await ctx.send("PATCH", "/v1/webhooks/wh_nope", { headers: league, json: { events: [] } }),
      422,
    );
    await assertDetailError(
      await ctx.send("PATCH", "/v1/webhooks/wh_nope", {
        headers: league,
        json: { description: "x" },
      }),
      404,
    );
    // Bad input: nothing to change, unknown or ill-typed fields, bad values.
    for (
      const body of [
        {},
        { secret: "whsec_mine" },
        { events: [] },
        { events: ["event.exploded"] },
        { url: "not a url" },
        { url: "ftp://hooks.receiver.example/" },
        { status: "paused" },
        { description: "x".repeat(501) },
      ]
    ) {
      const res = await patch(league, body);
      assert.equal(
        res.status,
        422,
        `${JSON.stringify(body).slice(0, 60)}: ${await res.clone().text()}`,
      );
      await assertDetailError(res, 422);
    }
    const malformed = await ctx.send("PATCH", path, {
      headers: { ...league, "Content-Type": "application/json" },
      body: "{not json",
    });
    await assertDetailError(malformed, 400);
    // SSRF: a receiver on our own network, by literal or by name.
    await assertDetailError(
      await patch(league, { url: "http://169.254.169.254/latest/meta-data/" }),
      422,
      /receiver URL refused/,
    );
    resolveTo(ctx, ["10.0.0.7"]);
    await assertDetailError(
      await patch(league, { url: "https://rebind.receiver.example/hook" }),
      422,
      /receiver URL refused/,
    );
    // Nothing of the refused requests was applied.
    const hook = await bodyOf(await ctx.get(path, league));
    assert.equal(hook.url, url);
    assert.deepEqual(hook.events, ["event.started"]);
    assert.equal(hook.description, null);
    assert.equal(hook.status, "active");
  } finally {
    await ctx.close();
  }
});
