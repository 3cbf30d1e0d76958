import assert from "node:assert/strict";
import { IntelligenceAnswer } from "../routes/intelligence/schemas.ts";
import { QUERY_COSTS } from "../services/credits/catalog.ts";
import { routeQuery } from "../services/intelligence/mod.ts";
import { signedInUser } from "./fixtures/credits.ts";
import {
  ADMIN,
  ask,
  balanceOf,
  grant,
  scheduleWorkflow,
  transactionsOf,
} from "./fixtures/intelligence.ts";
import { assertShape, bodyOf, createTestContext } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("sports intelligence: each route, its charge, idempotent retries", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const ana = await signedInUser(ctx, "ana@example.com");
  await grant(ctx, ana.id, 50);
  /** Asks as ana; checks the answer against the route's schema and the balance it reports. */
  const asked = async (json: unknown, status = 200, headers: Record<string, string> = {}) => {
    const body = await bodyOf<Json>(await ask(ctx, { ...ana.headers, ...headers }, json), status);
    assertShape(IntelligenceAnswer, body.data);
    const balance = await balanceOf(ctx, ana.id);
    assert.deepEqual(body.data.balance, balance, "the response's balance is the ledger's");
    return body.data;
  };

  await t.step("a question about odds routes to a direct answer and costs 1", async () => {
    const before = await balanceOf(ctx, ana.id);
    const a = await asked({ query: "What are the futures odds for wsl?" });
    assert.equal(a.query_type, "direct");
    assert.equal(a.routing.decided_by, "router");
    assert.ok(a.routing.signals.includes("sport:wsl"), a.routing.signals.join());
    assert.match(a.routing.reason, /catalog, events and odds/);
    // The agents' planner over the tool registry: the futures of the sport named, then more.
    assert.equal(a.tool_calls[0].tool, "list_futures");
    assert.deepEqual(a.tool_calls[0].arguments, { sportType: "wsl" });
    assert.ok(a.tool_calls.every((c: Json) => !c.is_error));
    assert.match(a.answer, /Championship Tour/);
    assert.deepEqual(a.citations, []);
    assert.equal(a.workflow_run, null);
    assert.equal(a.charge.status, "captured");
    assert.equal(a.charge.cost, QUERY_COSTS.direct);
    assert.equal(a.charge.charged, 1);
    assert.equal(a.charge.user_id, ana.id);
    assert.equal(a.balance.balance, before.balance - 1);
    assert.equal(a.balance.held, 0);
    assert.equal(a.replayed, false);
    const [last] = await transactionsOf(ctx, ana.id);
    assert.deepEqual([last.type, last.direction, last.amount], ["charge", "debit", 1]);
  });

  await t.step("a how-does question searches the corpus, with citations, and costs 2", async () => {
    const before = await balanceOf(ctx, ana.id);
    const a = await asked({ query: "How do scopes work for API keys?" });
    assert.equal(a.query_type, "search");
    assert.equal(a.routing.decided_by, "router");
    assert.ok(a.citations.length > 0);
    assert.ok(a.citations.some((c: Json) => c.title === "Credentials and API keys"));
    assert.match(a.answer, /API key/);
    assert.deepEqual(a.tool_calls, []);
    assert.equal(a.charge.charged, QUERY_COSTS.search);
    assert.equal(a.balance.balance, before.balance - 2);
  });

  await t.step("asking to run a workflow starts it (202) and costs 5", async () => {
    const wf = await scheduleWorkflow(ctx, ana.headers, "weekday digest");
    const before = await balanceOf(ctx, ana.id);
    const a = await asked({ query: "Please run my weekday digest now" }, 202);
    assert.equal(a.query_type, "workflow");
    assert.ok(a.routing.signals.includes("verb:run"), a.routing.signals.join());
    assert.equal(a.workflow_run.workflow_id, wf);
    assert.equal(a.workflow_run.job, "morning-report");
    assert.equal(a.workflow_run.state, "RUN_STARTED");
    assert.match(a.answer, new RegExp(a.workflow_run.workflow_run_id));
    assert.equal(a.charge.charged, QUERY_COSTS.workflow);
    assert.equal(a.balance.balance, before.balance - 5);
    // The run is the workflows' own, in their history, and runs through the queue.
    await ctx.deps.queue.drain();
    const history = await bodyOf<Json>(
      await ctx.get(`/workflows/history?workflow_id=${wf}`, ana.headers),
    );
    assert.deepEqual(history.data.runs.map((r: Json) => r.workflowRunId), [
      a.workflow_run.workflow_run_id,
    ]);
    assert.equal(history.data.runs[0].workflowState, "RUN_SUCCESS");
  });

  await t.step("the job kind in words finds the caller's workflow of that kind", async () => {
    const a = await asked({ query: "start the morning report workflow" }, 202);
    assert.equal(a.workflow_run.job, "morning-report");
  });

  await t.step("query_type and route-only fields override the router", async () => {
    const search = await asked({
      query: "What are the futures odds for wsl?",
      query_type: "search",
    });
    assert.equal(search.query_type, "search");
    assert.equal(search.routing.decided_by, "request");
    assert.equal(search.charge.charged, 2);
    const topK = await asked({ query: "What are the futures odds for wsl?", top_k: 2 });
    assert.equal(topK.query_type, "search");
    assert.ok(topK.citations.length <= 2);
    const wf = await scheduleWorkflow(ctx, ana.headers, "other");
    const byId = await asked({ query: "go", workflow_id: wf }, 202);
    assert.equal(byId.workflow_run.workflow_id, wf);
    assert.equal(byId.routing.decided_by, "request");
  });

  await t.step("an event id routes to its event and odds", async () => {
    const events = await bodyOf<Json>(
      await ctx.get("/api/v1/public/events?sportType=wsl&eventStatus=UPCOMING", {
        "X-API-KEY": ADMIN["X-API-Key"],
      }),
    );
    const id = (events.data ?? events)[0]?.id ?? events.events?.[0]?.id;
    assert.ok(id, JSON.stringify(events).slice(0, 200));
    const a = await asked({ query: `Who is the favourite in ${id}? Explain the odds.` });
    assert.equal(a.query_type, "direct");
    assert.deepEqual(a.routing.signals, [`event:${id}`]);
    assert.deepEqual(a.tool_calls.slice(0, 2).map((c: Json) => c.tool), [
      "get_event",
      "get_event_odds",
    ]);
    assert.match(a.answer, /favourite|probability|odds/i);
  });

  await t.step("a question that finds nothing costs nothing", async () => {
    const before = await balanceOf(ctx, ana.id);
    const direct = await asked({ query: "zzxq vvkw", query_type: "direct" });
    assert.equal(direct.charge.status, "released");
    assert.equal(direct.charge.charged, 0);
    assert.equal(direct.charge.transaction_id, null);
    const search = await asked({ query: "zzxq vvkw", query_type: "search" });
    assert.equal(search.charge.status, "released");
    assert.deepEqual(search.citations, []);
    assert.deepEqual(await balanceOf(ctx, ana.id), before);
  });

  await t.step("a retry with the same Idempotency-Key is not charged twice", async () => {
    const key = { "Idempotency-Key": "retry-1" };
    const json = { query: "How do scopes work for API keys?" };
    const first = await asked(json, 200, key);
    const second = await asked(json, 200, key);
    assert.equal(first.replayed, false);
    assert.equal(second.replayed, true);
    assert.equal(second.charge.hold_id, first.charge.hold_id);
    assert.equal(second.charge.transaction_id, first.charge.transaction_id);
    assert.equal(second.charge.idempotency_key, "retry-1");
    assert.deepEqual(second.balance, first.balance);
    assert.equal(second.answer, first.answer);
    const charges = (await transactionsOf(ctx, ana.id)).filter((t) => t.type === "charge");
    const again = await asked({ query: "How do scopes work for API keys?" });
    assert.equal(again.balance.balance, first.balance.balance - 2, "a new key charges again");
    assert.equal(
      (await transactionsOf(ctx, ana.id)).filter((t) => t.type === "charge").length,
      charges.length + 1,
    );
  });

  await t.step("a retried workflow start reports the first run and starts no other", async () => {
    const wf = await scheduleWorkflow(ctx, ana.headers, "retry target");
    const key = { "Idempotency-Key": "wf-retry-1" };
    const first = await asked({ query: "run it", workflow_id: wf }, 202, key);
    const second = await asked({ query: "run it", workflow_id: wf }, 202, key);
    assert.equal(second.replayed, true);
    assert.equal(second.workflow_run.workflow_run_id, first.workflow_run.workflow_run_id);
    assert.equal(second.balance.balance, first.balance.balance);
    const history = await bodyOf<Json>(
      await ctx.get(`/workflows/history?workflow_id=${wf}`, ana.headers),
    );
    assert.equal(history.data.runs.length, 1);
  });

  await t.step("an admin pays a query from a user's credits with user_id", async () => {
    const before = await balanceOf(ctx, ana.id);
    const body = await bodyOf<Json>(
      await ask(ctx, ADMIN, { query: "What are the futures odds for wsl?", user_id: ana.id }),
    );
    assert.equal(body.data.charge.user_id, ana.id);
    assert.equal((await balanceOf(ctx, ana.id)).balance, before.balance - 1);
  });

  await t.step("the ledger still balances", async () => {
    const { audit } = await import("../services/credits/ledger.ts");
    const result = await audit(ctx.deps);
    assert.equal(result.sum, 0);
    assert.equal(result.accounts_out_of_step, 0);
    assert.equal(result.negative_user_accounts, 0);
  });

  await ctx.close();
});

Deno.test("sports intelligence: the router's decisions", () => {
  const wf = "wf_" + "0".repeat(32);
  const cases: [string, string, Partial<Parameters<typeof routeQuery>[0]>?][] = [
    ["What are the odds for wsl:8b0e2b7c-3f1d-4c2a-9e8f-6b5a4c3d2e1f?", "direct"],
    ["Explain the odds of wsl:8b0e2b7c-3f1d-4c2a-9e8f-6b5a4c3d2e1f", "direct"],
    ["Who is the favourite to win the f1 championship?", "direct"],
    ["Which events are coming up?", "direct"],
    ["Tell me about the league", "direct", { leagues: ["league_nll"] }],
    ["How do same-game parlays work?", "search"],
    ["What does the documentation say about sandbox keys?", "search"],
    ["Tell me something nice", "search"],
    ["Run the morning report", "workflow"],
    [`please start ${wf}`, "workflow"],
    ["run my digest", "workflow", { workflows: [{ workflow_id: wf, name: "digest" }] }],
    ["run my digest", "search"],
    ["What are the odds?", "search", { query_type: "search" }],
    ["anything", "search", { top_k: 3 }],
    ["anything", "workflow", { workflow_id: wf }],
  ];
  for (const [query, expected, extra] of cases) {
    const routing = routeQuery({ query, leagues: [], ...extra });
    assert.equal(routing.query_type, expected, `${query}: ${routing.reason}`);
    assert.ok(routing.reason.length > 20);
  }
});
