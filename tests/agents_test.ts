/**
 * Agents: one registry behind /v1/agents and /api/agents, whose tools are the MCP registry's;
 * invoking runs a bounded tool loop over our own services and answers with every call. Locally
 * the planner reads the input; with a language model (a fake OpenAI-compatible API here) the
 * model chooses the calls through function calling.
 */
import assert from "node:assert/strict";
import { AGENTS } from "../services/agents/mod.ts";
import { TOOLS } from "../services/tools/mod.ts";
import { watchedProvider } from "./fixtures/intelligence.ts";
import { assertDetailError, bodyOf, createTestContext, issueKey, TEST_KEY } from "./helpers.ts";

const KEY = { "X-API-Key": TEST_KEY };

type Run = {
  agent: string;
  answer: string;
  stopped_by: string;
  steps: { tool: string; arguments: Record<string, unknown>; is_error: boolean; result: unknown }[];
};

Deno.test("every agent's tools are tools of the registry MCP serves", () => {
  for (const agent of AGENTS) {
    for (const tool of agent.tools) assert.ok(TOOLS.has(tool), `${agent.id}: ${tool}`);
  }
});

Deno.test("agents: list, read, invoke with the local planner; budgets, errors, credentials", async (t) => {
  const ctx = await createTestContext();
  const invoke = (id: string, json: unknown, headers: Record<string, string> = KEY) =>
    ctx.send("POST", `/v1/agents/${id}/invoke`, { headers, json });
  try {
    await t.step("the registry, on /v1 and /api", async () => {
      const list = await bodyOf<{ total: number; agents: { id: string; tools: unknown[] }[] }>(
        await ctx.get("/v1/agents", KEY),
      );
      assert.equal(list.total, AGENTS.length);
      assert.ok(list.agents.every((a) => a.tools.length > 0));
      const one = await bodyOf<{ id: string; prompt: { available: boolean } }>(
        await ctx.get("/v1/agents/odds-analyst", KEY),
      );
      assert.equal(one.id, "odds-analyst");
      assert.equal(one.prompt.available, true);
      await assertDetailError(await ctx.get("/v1/agents/nobody", KEY), 404);
      const platform = await bodyOf<{ success: boolean; data: { total: number } }>(
        await ctx.get("/api/agents", KEY),
      );
      assert.equal(platform.data.total, AGENTS.length);
    });

    await t.step("a league scout evaluates the league the input names", async () => {
      const run = await bodyOf<Run>(
        await invoke("league-scout", { input: "How does the surf league WSL score as a partner?" }),
      );
      assert.equal(run.stopped_by, "answer");
      const evaluation = run.steps.find((s) => s.tool === "evaluate_league")!;
      assert.equal(evaluation.arguments.league_id, "league_wsl");
      const rest = await bodyOf<{ partnership_score: { overall_score: number } }>(
        await ctx.send("POST", "/v1/leagues/discovery/league_wsl/evaluate", { headers: KEY }),
      );
      const score = (evaluation.result as typeof rest).partnership_score.overall_score;
      assert.equal(score, rest.partnership_score.overall_score);
      assert.match(run.answer, /World Surf League/);
    });

    await t.step("an odds analyst names the favourite the prices give", async () => {
      const [event] = await bodyOf<{ id: string }[]>(
        await ctx.get("/api/v1/public/events?sportType=f1&eventStatus=NEXT,UPCOMING"),
      );
      const odds = await bodyOf<{
        eventWinner: { probability: number; athlete: { firstName: string; lastName: string } }[];
      }>(await ctx.get(`/api/v1/public/events/${event.id}/eventWinner`));
      const best = [...odds.eventWinner].sort((a, b) => b.probability - a.probability)[0];
      const run = await bodyOf<Run>(
        await invoke("odds-analyst", { input: `Who is the favourite to win ${event.id}?` }),
      );
      assert.deepEqual(run.steps.map((s) => s.tool), ["get_event", "get_event_odds"]);
      assert.match(run.answer, new RegExp(`favourite is ${best.athlete.firstName}`));
    });

    await t.step(
      "the step budget stops the loop; a tool's refusal is a step, not a 500",
      async () => {
        const short = await bodyOf<Run>(
          await invoke("league-scout", { input: "Evaluate WSL", max_steps: 1 }),
        );
        assert.equal(short.steps.length, 1);
        assert.equal(short.stopped_by, "step_budget");
        const unknown = await bodyOf<Run>(
          await invoke("odds-analyst", {
            input: "Price wsl:00000000-0000-4000-8000-000000000000",
          }),
        );
        assert.ok(unknown.steps.length > 0);
        assert.ok(unknown.steps.every((s) => s.is_error));
        assert.match(String(unknown.steps[0].result), /not found/);
      },
    );

    await t.step("bad input at the door; credentials", async () => {
      for (
        const json of [{}, { input: "" }, { input: "x", max_steps: 0 }, { input: "x", extra: 1 }]
      ) {
        await assertDetailError(await invoke("league-scout", json), 422);
      }
      await assertDetailError(await invoke("nobody", { input: "hello" }), 404);
      await assertDetailError(
        await ctx.send("GET", "/v1/agents", { headers: {} }),
        401,
      );
      await assertDetailError(await invoke("league-scout", { input: "x" }, {}), 401);
      const writeOnly = await issueKey(ctx, "demo-league", { scopes: ["write"] });
      await assertDetailError(await invoke("league-scout", { input: "x" }, writeOnly), 403);
      const refused = await ctx.send("GET", "/api/agents", { headers: {} });
      assert.equal(refused.status, 401);
      assert.equal((await refused.json()).success, false);
    });
  } finally {
    await ctx.close();
  }
});

/** An OpenAI-compatible API that asks for tool calls, then answers from what came back. */
function fakeModel(calls: { name: string; arguments: string }[][]) {
  const seen: { messages: { role: string; content: string | null }[]; tools: unknown[] }[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const body = await req.json();
    seen.push(body);
    const turn = calls[seen.length - 1];
    const message = turn
      ? {
        content: null,
        tool_calls: turn.map((c, i) => ({
          id: `call_${seen.length}_${i}`,
          type: "function",
          function: c,
        })),
      }
      : { content: "The favourite is the one the tool priced highest." };
    return Response.json({ choices: [{ message }], usage: { total_tokens: 500 } });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/v1`,
    seen,
    close: () => server.shutdown(),
  };
}

Deno.test("agents: with a language model, function calling drives the loop", async () => {
  const ctx0 = await createTestContext();
  const [event] =
    await (await ctx0.get("/api/v1/public/events?sportType=f1&eventStatus=NEXT,UPCOMING"))
      .json();
  await ctx0.close();
  const model = fakeModel([
    [{
      name: "get_event_odds",
      arguments: JSON.stringify({ eventId: event.id, oddType: "eventWinner" }),
    }],
    [
      { name: "list_teams", arguments: "{}" },
      { name: "get_event_odds", arguments: '{"eventId": 1}' },
    ],
  ]);
  const ctx = await createTestContext({
    AI_PROVIDER: "openai",
    AI_BASE_URL: model.url,
    AI_API_KEY: "sk-test",
  });
  try {
    const run = await bodyOf<Run & { provider: string; cost_usd: number }>(
      await ctx.send("POST", "/v1/agents/odds-analyst/invoke", {
        headers: KEY,
        json: { input: "Who wins the next race?" },
      }),
    );
    assert.equal(run.answer, "The favourite is the one the tool priced highest.");
    assert.equal(run.stopped_by, "answer");
    assert.deepEqual(run.steps.map((s) => [s.tool, s.is_error]), [
      ["get_event_odds", false],
      ["list_teams", true], // not one of the odds analyst's tools
      ["get_event_odds", true], // a bad argument, named
    ]);
    assert.match(String(run.steps[1].result), /not one of this agent's/);
    assert.match(String(run.steps[2].result), /eventId/);
    assert.ok(run.cost_usd > 0);
    // The model saw only the agent's tools, and every result came back to it.
    const offered = (model.seen[0].tools as { function: { name: string } }[])
      .map((t) => t.function.name).sort();
    assert.deepEqual(offered, [...AGENTS.find((a) => a.id === "odds-analyst")!.tools].sort());
    assert.equal(model.seen[0].messages[0].role, "system");
    const last = model.seen.at(-1)!.messages;
    assert.equal(last.filter((m) => m.role === "tool").length, 3);
  } finally {
    await ctx.close();
    await model.close();
  }
});

Deno.test("agents: a provider that fails while writing the answer is a 503, not a 500", async () => {
  const ctx = await createTestContext();
  ctx.deps.ai = watchedProvider(ctx.deps.ai, { fail: true }).provider;
  try {
    const res = await ctx.send("POST", "/v1/agents/league-scout/invoke", {
      headers: KEY,
      json: { input: "How does the surf league WSL score as a partner?" },
    });
    await assertDetailError(res, 503, /AI provider/);
  } finally {
    await ctx.close();
  }
});
