import assert from "node:assert/strict";
import { Envelope } from "../routes/envelope.ts";
import {
  AgentCards,
  BuiltPrompt,
  Examples,
  MemoryBuild,
  MemoryStatus,
  Prompt,
  PromptSearch,
  PromptStats,
  SeedResult,
  SeedSources,
} from "../routes/prompts/schemas.ts";
import { SEED_PROMPTS } from "../services/prompts/mod.ts";
import { assertShape, bodyOf, createTestContext, type TestContext } from "./helpers.ts";

/** Prompts and memory (spec 002, /api/prompts): what works, on one fresh database. */

// deno-lint-ignore no-explicit-any
type Json = any;

async function login(ctx: TestContext, email: string, password: string) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: { email, password } });
  return { Authorization: `Bearer ${(await bodyOf<Json>(res)).access_token}` };
}

Deno.test("prompts and memory: happy paths", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const admin = await login(ctx, "admin@altsports.dev", "altsports-admin-demo");
  const league = await login(ctx, "league@altsports.dev", "altsports-league-demo");

  /** A request as `who`, the envelope's data once the status is the one expected. */
  async function call(
    who: Record<string, string>,
    method: string,
    path: string,
    json?: unknown,
    status = 200,
  ): Promise<Json> {
    const res = await ctx.send(method, path, { headers: who, json });
    // Spec 002's /api routes are current (only spec 001's unversioned twins are deprecated).
    assert.equal(res.headers.get("Deprecation"), null, path);
    return (await bodyOf<Json>(res, status)).data;
  }

  const q = (params: Record<string, string | number | boolean>) =>
    "?" + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

  await t.step(
    "the first start seeds the shipped set, and seeding again changes nothing",
    async () => {
      const status = await call(league, "GET", "/api/prompts/memory/status");
      assert.equal(status.status, "ready");
      assert.equal(status.prompts.shared, SEED_PROMPTS.length);
      assert.deepEqual(status.examples.by_tier, { platinum: 3, gold: 3, silver: 3, bronze: 3 });
      assert.ok(status.agents.every((a: Json) => a.prompt_available), "every agent has its prompt");

      const first = await call(admin, "POST", "/api/prompts/seed");
      assert.equal(first.created, 0, "the first start seeded already");
      assert.equal(first.updated, 0);
      assert.equal(first.unchanged, SEED_PROMPTS.length);
      const second = assertShape(
        Envelope(SeedResult),
        await bodyOf(await ctx.send("POST", "/api/prompts/seed", { headers: admin })),
      ).data;
      assert.deepEqual(
        second.prompts.map((p) => [p.slug, p.id, p.version, p.action]),
        first.prompts.map((p: Json) => [p.slug, p.id, p.version, "unchanged"]),
      );
      assertShape(Envelope(MemoryStatus), await ctx.json("/api/prompts/memory/status"));
    },
  );

  await t.step(
    "re-seeding restores an edited shared prompt as a new version, history kept",
    async () => {
      const edited = await call(
        admin,
        "PUT",
        "/api/prompts/general-assistant" + q({
          content: "You are a terse assistant.",
        }),
      );
      assert.equal(edited.version, 2);
      assert.equal(edited.shared, true);
      const seeded = await call(admin, "POST", "/api/prompts/seed");
      assert.equal(seeded.updated, 1);
      const restored = await call(league, "GET", "/api/prompts/general-assistant");
      assert.equal(restored.version, 3);
      assert.match(restored.content, /alternative sports data company/);
      assert.deepEqual(restored.versions.map((v: Json) => v.created_by), [
        "seed",
        "user:demo-admin",
        "seed",
      ]);
      const old = await call(league, "GET", "/api/prompts/general-assistant?version=2");
      assert.equal(old.content, "You are a terse assistant.");
      assert.equal((await call(admin, "POST", "/api/prompts/seed")).updated, 0);
    },
  );

  await t.step(
    "create with query parameters, update makes versions, old versions readable",
    async () => {
      const created = await call(
        league,
        "POST",
        "/api/prompts" + q({
          name: "Heat recap",
          content: "Summarise heat {{heat_id}} of {{ event_name }} for {{audience}}.",
          prompt_type: "user",
          description: "A short recap of one heat.",
        }),
        {
          tags: ["recap", "heats"],
          variables: ["heat_id", "event_name", { name: "audience", default: "fans" }],
        },
        201,
      );
      assertShape(Prompt, created);
      assert.match(created.id, /^prm_/);
      assert.equal(created.slug, "heat-recap");
      assert.equal(created.version, 1);
      assert.equal(created.shared, false);
      assert.deepEqual(created.owner, { kind: "user", id: "demo-league" });
      assert.deepEqual(created.variables, [
        { name: "heat_id" },
        { name: "event_name" },
        { name: "audience", default: "fans" },
      ]);

      // Query and body together; the new template keeps the default of a variable it still uses.
      const updated = await call(
        league,
        "PUT",
        `/api/prompts/${created.id}` + q({ content: "Recap {{heat_id}} for {{audience}}." }),
        { tags: ["recap"], description: "Shorter." },
      );
      assert.equal(updated.version, 2);
      assert.equal(updated.latest_version, 2);
      assert.deepEqual(updated.variables, [{ name: "heat_id" }, {
        name: "audience",
        default: "fans",
      }]);
      assert.deepEqual(updated.versions.map((v: Json) => v.version), [1, 2]);

      const v1 = await call(league, "GET", `/api/prompts/${created.id}?version=1`);
      assert.equal(v1.version, 1);
      assert.equal(v1.latest_version, 2);
      assert.equal(v1.content, "Summarise heat {{heat_id}} of {{ event_name }} for {{audience}}.");
      assert.equal(v1.description, "A short recap of one heat.");
      assertShape(
        Envelope(Prompt),
        await bodyOf(
          await ctx.send("GET", `/api/prompts/heat-recap`, {
            headers: league,
          }),
        ),
      );

      // A PUT that changes nothing makes no version.
      const again = await call(league, "PUT", `/api/prompts/${created.id}`, {
        description: "Shorter.",
      });
      assert.equal(again.version, 2);
    },
  );

  await t.step(
    "text search, and semantic search ranks the right prompt first for a paraphrase",
    async () => {
      const text = assertShape(
        Envelope(PromptSearch),
        await bodyOf(await ctx.send("GET", "/api/prompts/search?q=parlay", { headers: league })),
      ).data;
      assert.equal(text.mode, "text");
      assert.equal(text.items[0].slug, "odds-analyst");

      // No word of these is in the prompt's name: text search finds nothing, meaning finds it.
      const cases: [string, string][] = [
        ["help me write up the deal terms for a new league contract", "termsheet-drafting"],
        ["find new leagues worth partnering with", "league-scout"],
        ["what are the chances this parlay wins", "odds-analyst"],
      ];
      for (const [query, slug] of cases) {
        const words = await call(league, "GET", "/api/prompts/search" + q({ q: query }));
        assert.equal(words.total, 0, query);
        const meaning = await call(
          league,
          "GET",
          "/api/prompts/search" + q({ q: query, semantic: true, prompt_type: "system" }),
        );
        assert.equal(meaning.mode, "semantic");
        assert.equal(meaning.model, "local-hash-256");
        assert.equal(
          meaning.items[0].slug,
          slug,
          `${query}: ${meaning.items.map((i: Json) => i.slug)}`,
        );
        assert.ok(meaning.items[0].score > meaning.items[1].score);
      }
      // Vectors are made once per version and model, then reused.
      const stats = await call(league, "GET", "/api/prompts/stats");
      assert.ok(stats.embeddings.embedded >= 7);
    },
  );

  await t.step("build from agent, recipe, context, examples and output schema", async () => {
    const built = assertShape(
      Envelope(BuiltPrompt),
      await bodyOf(
        await ctx.send("POST", "/api/prompts/build", {
          headers: league,
          json: {
            agent: "partnership-evaluator",
            recipe: "league-evaluation-request",
            variables: {
              league_name: "Pacific Pickleball Tour",
              sport: "pickleball",
              region: "USA",
            },
            context: ["8 events a season", "streams on two platforms"],
            examples: ["example-silver-first-contact", { input: "Q?", output: "A." }],
            output_schema: { type: "object", required: ["tier"] },
          },
        }),
      ),
    ).data;
    assert.deepEqual(built.agent?.tools, ["get_league", "evaluate_league", "research_league"]);
    assert.deepEqual(built.sources.map((s) => [s.slug, s.part]), [
      ["partnership-evaluator", "agent"],
      ["agent-tool-protocol", "agent_protocol"],
      ["league-evaluation-request", "recipe"],
      ["example-silver-first-contact", "example"],
    ]);
    assert.equal(built.variables.organization, "AltSports Data", "defaults fill in");
    assert.equal(built.variables.tools, "get_league, evaluate_league, research_league");
    assert.deepEqual(built.messages.map((m) => m.role), [
      "system",
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
    ]);
    assert.match(
      built.messages[0].content,
      /evaluate sports leagues as partners for AltSports Data/,
    );
    assert.match(
      built.messages.at(-1)!.content,
      /Evaluate Pacific Pickleball Tour \(pickleball, USA\)/,
    );
    assert.match(built.prompt, /## Context\n\n8 events a season/);
    assert.match(built.prompt, /## Output format[\s\S]*"required": \[\n\s+"tier"/);
    assert.doesNotMatch(built.prompt, /\{\{/);
    assert.equal(built.estimated_tokens, Math.ceil(built.characters / 4));
  });

  await t.step("memory build takes the closest system prompt and the tier's examples", async () => {
    const built = assertShape(
      Envelope(MemoryBuild),
      await bodyOf(
        await ctx.send(
          "POST",
          "/api/prompts/memory/build" + q({
            query: "answer an email from a league about sending us results",
            business_tier: "Gold",
            scenario: "data_integration",
            max_examples: 2,
          }),
          { headers: league, json: { variables: { sender_name: "Ana" } } },
        ),
      ),
    ).data;
    assert.equal(built.system_prompt?.slug, "email-replies");
    assert.deepEqual(built.examples.map((e) => [e.business_tier, e.scenario, e.matched_by]), [
      ["gold", "data_integration", "tier_and_scenario"],
      ["gold", built.examples[1].scenario, "tier"],
    ]);
    assert.deepEqual(built.fallback.steps, [
      "fewer than 2 examples matched: widened to tier",
    ]);
    assert.match(built.prompt, /on behalf of Ana/);
    assert.deepEqual(built.missing_variables, []);
  });

  await t.step(
    "memory build falls back to the general assistant when nothing matches",
    async () => {
      const built = await call(
        league,
        "POST",
        "/api/prompts/memory/build" + q({ query: "how do I bake bread", max_examples: 1 }),
      );
      assert.equal(built.system_prompt.slug, "general-assistant");
      assert.equal(built.fallback.used, true);
      assert.match(built.fallback.steps[0], /no system prompt matched the query/);
      assert.equal(built.examples.length, 1);
      assert.equal(built.examples[0].matched_by, "closest");
      assert.equal(built.messages.at(-1).content, "how do I bake bread");
    },
  );

  await t.step("few-shot examples by tier and scenario, agents, seed sources, stats", async () => {
    const gold = assertShape(
      Envelope(Examples),
      await bodyOf(await ctx.send("GET", "/api/prompts/memory/examples/Gold", { headers: league })),
    ).data;
    assert.equal(gold.total, 3);
    assert.deepEqual(gold.scenarios, ["data_integration", "first_contact", "term_negotiation"]);
    const one = await call(
      league,
      "GET",
      "/api/prompts/memory/examples/bronze?scenario=term_negotiation",
    );
    assert.equal(one.total, 1);
    assert.match(one.examples[0].input, /revenue share/);
    assert.match(one.examples[0].output, /conservative flavor/);
    assert.equal(
      (await call(league, "GET", "/api/prompts/memory/examples/silver?limit=2")).examples.length,
      2,
    );

    // A caller's own example joins the shared ones of its tier (labels in any case).
    await call(league, "POST", "/api/prompts", {
      name: "Gold renewal",
      prompt_type: "few_shot",
      content: "Input: Can we renew early?\nOutput: Yes, at the Gold base fee.",
      labels: { business_tier: "Gold", scenario: "renewal" },
    }, 201);
    const renewal = await call(league, "GET", "/api/prompts/memory/examples/GOLD?scenario=renewal");
    assert.deepEqual(
      renewal.examples.map((e: Json) => [e.business_tier, e.shared, e.input, e.output]),
      [["gold", false, "Can we renew early?", "Yes, at the Gold base fee."]],
    );

    const agents = assertShape(
      Envelope(AgentCards),
      await bodyOf(await ctx.send("GET", "/api/prompts/memory/agents", { headers: league })),
    ).data;
    assert.deepEqual(agents.agents.map((a) => a.id), [
      "odds-analyst",
      "league-scout",
      "research-assistant",
      "partnership-evaluator",
      "termsheet-drafter",
      "email-responder",
    ]);
    for (const a of agents.agents) {
      assert.ok(a.prompt.available && a.prompt.id, a.id);
      assert.ok(a.capabilities.length && a.tools.every((t) => t.description), a.id);
    }

    const sources = assertShape(
      Envelope(SeedSources),
      await bodyOf(await ctx.send("GET", "/api/prompts/seed-sources", { headers: league })),
    ).data;
    assert.deepEqual(sources.sources.map((s) => [s.name, s.items]), [
      ["system_prompts", 10],
      ["few_shot_examples", 12],
      ["agents", 6],
    ]);

    const stats = assertShape(
      Envelope(PromptStats),
      await bodyOf(await ctx.send("GET", "/api/prompts/stats", { headers: league })),
    ).data;
    assert.equal(stats.by_type.few_shot, 13);
    assert.equal(stats.examples_by_tier.gold, 4);
  });

  await t.step(
    "literal routes beat /api/prompts/{prompt_id}, even against a prompt of that slug",
    async () => {
      for (const name of ["stats", "search", "seed-sources", "build", "seed"]) {
        await call(
          league,
          "POST",
          "/api/prompts" + q({ name, content: `I am ${name}.` }),
          undefined,
          201,
        );
      }
      const stats = await call(league, "GET", "/api/prompts/stats");
      assert.equal(typeof stats.by_type, "object", "GET /api/prompts/stats is the statistics");
      const search = await call(league, "GET", "/api/prompts/search?q=stats");
      assert.equal(search.mode, "text", "GET /api/prompts/search is the search");
      assert.ok(search.items.some((i: Json) => i.slug === "stats"));
      const sources = await call(league, "GET", "/api/prompts/seed-sources");
      assert.ok(Array.isArray(sources.sources));
      const memory = await call(league, "GET", "/api/prompts/memory/status");
      assert.equal(memory.status, "ready");
      const agents = await call(league, "GET", "/api/prompts/memory/agents");
      assert.equal(agents.total, 6);
      // The prompt named `stats` is still reachable by its id.
      const mine = search.items.find((i: Json) => i.slug === "stats");
      assert.equal((await call(league, "GET", `/api/prompts/${mine.id}`)).content, "I am stats.");
      // A PUT has no literal sibling: PUT /api/prompts/stats updates the caller's prompt `stats`.
      const put = await call(league, "PUT", "/api/prompts/stats" + q({ content: "I was stats." }));
      assert.equal(put.id, mine.id);
    },
  );
  await ctx.close();
});
