import assert from "node:assert/strict";
import { signedInUser } from "./fixtures/credits.ts";
import {
  ADMIN,
  ask,
  balanceOf,
  grant,
  PATH,
  scheduleWorkflow,
  transactionsOf,
  watchedProvider,
} from "./fixtures/intelligence.ts";
import { bodyOf, createTestContext } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("sports intelligence: refusals, short balances and refunds", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const ana = await signedInUser(ctx, "ana@example.com");
  const ben = await signedInUser(ctx, "ben@example.com");
  const local = ctx.deps.ai;
  const history = async (headers: Record<string, string>) =>
    (await bodyOf<Json>(await ctx.get("/workflows/history?limit=100", headers))).data.runs;
  /** Nothing moved: the balance is as before and nothing is held. */
  const unchanged = async (userId: string, before: Json) =>
    assert.deepEqual(await balanceOf(ctx, userId), { ...before, held: 0 });

  await t.step("a short balance is a 402 before any work: nothing asked, nothing run", async () => {
    const watched = watchedProvider(local);
    ctx.deps.ai = watched.provider;
    try {
      const wf = await scheduleWorkflow(ctx, ana.headers, "digest");
      for (
        const json of [
          { query: "How do scopes work for API keys?" },
          { query: "What are the futures odds for wsl?" },
          { query: "run my digest", workflow_id: wf },
        ]
      ) {
        const body = await bodyOf<Json>(await ask(ctx, ana.headers, json), 402);
        assert.equal(body.error.code, "INSUFFICIENT_CREDITS");
        assert.equal(body.error.details.available, 0);
        assert.ok([1, 2, 5].includes(body.error.details.cost));
        assert.match(body.error.message, /nothing was run/);
      }
      assert.deepEqual(watched.calls, { complete: 0, chat: 0 }, "the provider was not asked");
      assert.deepEqual(await history(ana.headers), [], "no workflow run was started");
      // 3 credits cover a search (2) but not a workflow (5): refused, and the 3 stay.
      await grant(ctx, ana.id, 3);
      const body = await bodyOf<Json>(
        await ask(ctx, ana.headers, { query: "go", workflow_id: wf }),
        402,
      );
      assert.deepEqual([body.error.details.needed, body.error.details.available], [5, 3]);
      await unchanged(ana.id, { balance: 3, available: 3 });
      assert.deepEqual(await history(ana.headers), []);
    } finally {
      ctx.deps.ai = local;
    }
  });

  await grant(ctx, ana.id, 97);

  await t.step("a provider failure is a 503 and the credits come back", async () => {
    ctx.deps.ai = watchedProvider(local, { fail: true }).provider;
    try {
      const charges = (await transactionsOf(ctx, ana.id)).length;
      for (
        const json of [
          { query: "How do scopes work for API keys?" },
          { query: "What are the futures odds for wsl?" },
        ]
      ) {
        const before = await balanceOf(ctx, ana.id);
        const res = await ask(ctx, ana.headers, json);
        const body = await bodyOf<Json>(res, 503);
        assert.equal(body.error.code, "SERVICE_UNAVAILABLE");
        assert.equal(body.error.details.refunded, true);
        assert.ok(body.error.details.hold_id);
        assert.equal(res.headers.get("Retry-After"), "5");
        assert.doesNotMatch(JSON.stringify(body), /502 Bad Gateway/, "no provider internals");
        await unchanged(ana.id, before);
      }
      assert.equal((await transactionsOf(ctx, ana.id)).length, charges, "no charge recorded");
    } finally {
      ctx.deps.ai = local;
    }
  });

  await t.step("a workflow that cannot be started is refunded, with its own status", async () => {
    const bens = await scheduleWorkflow(ctx, ben.headers, "bens digest");
    const cases: [Record<string, string>, Json, number, string][] = [
      // Another user's workflow looks like none.
      [ana.headers, { query: "run it", workflow_id: bens }, 404, "NOT_FOUND"],
      // A question that names no workflow.
      [ana.headers, { query: "run something", query_type: "workflow" }, 404, "NOT_FOUND"],
      // A built-in: admins only.
      [ana.headers, { query: "run it", workflow_id: "morning-report" }, 403, "AUTHORIZATION_ERROR"],
      // A payload that does not fit the job kind.
      [
        ana.headers,
        {
          query: "run it",
          workflow_id: await scheduleWorkflow(ctx, ana.headers, "x"),
          payload: {
            bogus: 1,
          },
        },
        422,
        "VALIDATION_ERROR",
      ],
      // An admin paying from ana's credits: retrieval sync runs per folder, not on demand.
      [ADMIN, { query: "run it", workflow_id: "rag-sync", user_id: ana.id }, 409, "CONFLICT"],
    ];
    for (const [headers, json, status, code] of cases) {
      const before = await balanceOf(ctx, ana.id);
      const body = await bodyOf<Json>(await ask(ctx, headers, json), status);
      assert.equal(body.error.code, code, JSON.stringify(body));
      assert.equal(body.error.details.refunded, true);
      assert.equal(body.error.details.credits, 5);
      await unchanged(ana.id, before);
    }
    assert.equal(
      (await history(ADMIN)).filter((r: Json) => r.workflow_id !== bens).length,
      0,
      "no run was started",
    );
  });

  await t.step("bad bodies are a 422 (or 400) and charge nothing", async () => {
    const before = await balanceOf(ctx, ana.id);
    const bad: [Json, string][] = [
      [{}, "query"],
      [{ query: "" }, "query"],
      [{ query: "   " }, "query"],
      [{ query: "x".repeat(2001) }, "query"],
      [{ query: 42 }, "query"],
      [{ query: "odds", query_type: "telepathy" }, "query_type"],
      [{ query: "odds", surprise: true }, ""],
      [{ query: "odds", top_k: 0 }, "top_k"],
      [{ query: "odds", top_k: 21 }, "top_k"],
      [{ query: "odds", user_id: "bad id" }, "user_id"],
      [{ query: "odds", query_type: "direct", top_k: 3 }, "top_k"],
      [{ query: "odds", query_type: "search", workflow_id: "wf_x" }, "workflow_id"],
      [{ query: "odds", query_type: "direct", payload: {} }, "payload"],
      [{ query: "odds", top_k: 3, workflow_id: "wf_x" }, "top_k"],
      [{ query: "odds", payload: [] }, "payload"],
    ];
    for (const [json, field] of bad) {
      const body = await bodyOf<Json>(await ask(ctx, ana.headers, json), 422);
      assert.equal(body.error.code, "VALIDATION_ERROR", JSON.stringify(json));
      const fields = body.error.details.issues.map((i: Json) => i.field);
      assert.ok(fields.includes(field), `${JSON.stringify(json).slice(0, 80)}: ${fields}`);
    }
    const malformed = await ctx.send("POST", PATH, {
      headers: { ...ana.headers, "Content-Type": "application/json" },
      body: "{not json",
    });
    assert.equal((await bodyOf<Json>(malformed, 400)).error.code, "VALIDATION_ERROR");
    const long = await ask(ctx, { ...ana.headers, "Idempotency-Key": "k".repeat(201) }, {
      query: "odds",
    });
    await bodyOf(long, 422);
    await unchanged(ana.id, before);
  });

  await t.step("an admin naming an unknown user is a 404, charging no one", async () => {
    const body = await bodyOf<Json>(
      await ask(ctx, ADMIN, { query: "odds for wsl", user_id: "nobody" }),
      404,
    );
    assert.equal(body.error.details.parameter, "user_id");
  });

  await t.step("an Idempotency-Key reused for another request, or refunded, is a 409", async () => {
    const key = { ...ana.headers, "Idempotency-Key": "once" };
    await bodyOf(await ask(ctx, key, { query: "What are the futures odds for wsl?" }));
    const before = await balanceOf(ctx, ana.id);
    // Another question, and another query type (another cost), with the same key.
    for (
      const json of [{ query: "What are the futures odds for f1?" }, {
        query: "How do scopes work?",
      }]
    ) {
      const body = await bodyOf<Json>(await ask(ctx, key, json), 409);
      assert.equal(body.error.details.parameter, "Idempotency-Key");
    }
    await unchanged(ana.id, before);
    // A key whose query was refunded cannot be replayed into a free answer.
    ctx.deps.ai = watchedProvider(local, { fail: true }).provider;
    const failing = { ...ana.headers, "Idempotency-Key": "failed-once" };
    await bodyOf(await ask(ctx, failing, { query: "How do scopes work for API keys?" }), 503);
    ctx.deps.ai = local;
    const body = await bodyOf<Json>(
      await ask(ctx, failing, { query: "How do scopes work for API keys?" }),
      409,
    );
    assert.equal(body.error.details.status, "released");
    await unchanged(ana.id, before);
  });

  await t.step("concurrent questions never overdraw: 3 credits answer 3 of 12", async () => {
    const cy = await signedInUser(ctx, "cy@example.com");
    await grant(ctx, cy.id, 3);
    const statuses = await Promise.all(
      Array.from(
        { length: 12 },
        () =>
          ask(ctx, cy.headers, { query: "What are the futures odds for wsl?" }).then(async (r) => {
            await r.body?.cancel();
            return r.status;
          }),
      ),
    );
    assert.deepEqual(
      [statuses.filter((s) => s === 200).length, statuses.filter((s) => s === 402).length],
      [3, 9],
    );
    assert.deepEqual(await balanceOf(ctx, cy.id), { balance: 0, held: 0, available: 0 });
  });

  await t.step("concurrent retries with one Idempotency-Key charge once", async () => {
    const dee = await signedInUser(ctx, "dee@example.com");
    await grant(ctx, dee.id, 10);
    const headers = { ...dee.headers, "Idempotency-Key": "burst-1" };
    const bodies = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          ask(ctx, headers, { query: "What are the futures odds for wsl?" }).then(async (r) => ({
            status: r.status,
            body: await r.json(),
          })),
      ),
    );
    // Each is the answer, its replay, or "still running" (409) while the first works.
    assert.ok(bodies.every((b) => [200, 409].includes(b.status)), JSON.stringify(bodies[0]));
    const answered = bodies.filter((b) => b.status === 200);
    assert.ok(answered.length >= 1);
    assert.equal(answered.filter((b) => !b.body.data.replayed).length, 1);
    assert.equal(new Set(answered.map((b) => b.body.data.charge.hold_id)).size, 1);
    assert.equal((await balanceOf(ctx, dee.id)).balance, 9);
    const { audit } = await import("../services/credits/ledger.ts");
    assert.equal((await audit(ctx.deps)).sum, 0);
  });

  await ctx.close();
});
