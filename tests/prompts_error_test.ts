import assert from "node:assert/strict";
import { ErrorEnvelope } from "../routes/envelope.ts";
import { bodyOf, createTestContext, type TestContext } from "./helpers.ts";

/** Prompts and memory (spec 002, /api/prompts): refused input, each with a clear error. */

// deno-lint-ignore no-explicit-any
type Json = any;

async function login(ctx: TestContext, email: string, password: string) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: { email, password } });
  return { Authorization: `Bearer ${(await bodyOf<Json>(res)).access_token}` };
}

const q = (params: Record<string, string | number | boolean>) =>
  "?" + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

Deno.test("prompts and memory: errors", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const league = await login(ctx, "league@altsports.dev", "altsports-league-demo");

  /** The envelope's error once the status is the one expected. */
  async function refused(method: string, path: string, status: number, json?: unknown) {
    const res = await ctx.send(method, path, { headers: league, json });
    const body = await bodyOf<Json>(res, status);
    assert.ok(ErrorEnvelope.safeParse(body).success, JSON.stringify(body));
    return body.error;
  }

  await t.step("create: name and content are required, in the query or the body", async () => {
    const none = await refused("POST", "/api/prompts", 422);
    assert.match(none.message, /'name' and 'content' required/);
    assert.equal(none.details.parameter, "name");
    const noContent = await refused("POST", "/api/prompts" + q({ name: "X" }), 422);
    assert.deepEqual(noContent.details.missing, ["content"]);
    const both = await refused("POST", "/api/prompts" + q({ name: "A", content: "x" }), 422, {
      name: "B",
    });
    assert.match(both.message, /'name' was sent in the query and in the body/);
    await refused(
      "POST",
      "/api/prompts" + q({ name: "A", content: "x", prompt_type: "poem" }),
      422,
    );
  });

  await t.step("create: declared variables must match the template's placeholders", async () => {
    const mismatch = await refused("POST", "/api/prompts", 422, {
      name: "Mismatch",
      content: "Hello {{first_name}} from {{team}}",
      variables: ["first_name", "city"],
    });
    assert.deepEqual(mismatch.details.undeclared, ["team"]);
    assert.deepEqual(mismatch.details.unused, ["city"]);
    assert.match(mismatch.message, /used but not declared: team; declared but not used: city/);
    const malformed = await refused("POST", "/api/prompts", 422, {
      name: "Malformed",
      content: "Hello {{first name}}",
    });
    assert.match(malformed.message, /'\{\{first name\}\}' at character 6 is not a variable name/);
    const open = await refused("POST", "/api/prompts", 422, {
      name: "Open",
      content: "Hello {{name",
    });
    assert.match(open.message, /does not close/);
  });

  await t.step("create: a slug the caller has is 409", async () => {
    const ok = await ctx.send("POST", "/api/prompts" + q({ name: "Twice", content: "x" }), {
      headers: league,
    });
    await bodyOf(ok, 201);
    const again = await refused("POST", "/api/prompts" + q({ name: "Twice", content: "y" }), 409);
    assert.equal(again.code, "CONFLICT");
  });

  await t.step(
    "read and update: unknown prompt or version is 404; bad variables are 422",
    async () => {
      await refused("GET", "/api/prompts/prm_nope", 404);
      await refused("PUT", "/api/prompts/prm_nope" + q({ content: "x" }), 404);
      const missing = await refused("GET", "/api/prompts/odds-analyst?version=9", 404);
      assert.match(missing.message, /has no version 9 \(latest: 1\)/);
      await refused("GET", "/api/prompts/odds-analyst?version=0", 422);
      const created = await bodyOf<Json>(
        await ctx.send("POST", "/api/prompts" + q({ name: "Vars", content: "Hi {{a}}" }), {
          headers: league,
        }),
        201,
      );
      const bad = await refused("PUT", `/api/prompts/${created.data.id}`, 422, {
        content: "Hi {{a}} {{b}}",
        variables: ["a"],
      });
      assert.deepEqual(bad.details.undeclared, ["b"]);
      const conflict = await refused(
        "PUT",
        `/api/prompts/${created.data.id}` + q({ description: "one" }),
        422,
        { description: "two" },
      );
      assert.equal(conflict.details.parameter, "description");
    },
  );

  await t.step("build: a missing variable is a 422 naming it and its part", async () => {
    const missing = await refused("POST", "/api/prompts/build", 422, {
      recipe: "league-evaluation-request",
      variables: { league_name: "Quietwater" },
    });
    assert.deepEqual(missing.details.missing_variables, ["sport", "region"]);
    assert.equal(
      missing.message,
      "missing values for variables 'sport' (league-evaluation-request), " +
        "'region' (league-evaluation-request)",
    );
    const inline = await refused("POST", "/api/prompts/build", 422, {
      template: "Price {{market}} for {{event_id}}",
      variables: { market: "eventWinner" },
    });
    assert.match(inline.message, /missing value for variable 'event_id' \(template\)/);
    assert.match((await refused("POST", "/api/prompts/build", 422, {})).message, /send a recipe/);
    const agent = await refused("POST", "/api/prompts/build", 404, { agent: "oracle" });
    assert.match(agent.message, /no agent 'oracle'; agents: odds-analyst/);
    await refused("POST", "/api/prompts/build", 404, { recipe: "nope" });
    await refused("POST", "/api/prompts/build", 404, { template: "x", examples: ["nope"] });
    await refused("POST", "/api/prompts/build", 422, { template: "x", context: 5 });
  });

  await t.step("memory: query required, tiers checked, limits bounded", async () => {
    const none = await refused("POST", "/api/prompts/memory/build", 422);
    assert.equal(none.details.issues[0].field, "query");
    const tier = await refused(
      "POST",
      "/api/prompts/memory/build" + q({ query: "x", business_tier: "diamond" }),
      422,
    );
    assert.match(tier.message, /'diamond' is not a business tier; tiers: platinum, gold/);
    await refused("POST", "/api/prompts/memory/build" + q({ query: "x", max_examples: 11 }), 422);
    await refused("GET", "/api/prompts/memory/examples/diamond", 422);
    await refused("GET", "/api/prompts/memory/examples/gold?limit=0", 422);
    await refused("GET", "/api/prompts/search?limit=101", 422);
    await refused("GET", "/api/prompts/search?semantic=maybe", 422);
  });

  await t.step("bodies: not JSON is 415, malformed JSON 400", async () => {
    const res = await ctx.send("POST", "/api/prompts/build", {
      headers: { ...league, "Content-Type": "text/plain" },
      body: "recipe",
    });
    await bodyOf(res, 415);
    const bad = await ctx.send("POST", "/api/prompts/build", {
      headers: { ...league, "Content-Type": "application/json" },
      body: "{",
    });
    await bodyOf(bad, 400);
  });

  await ctx.close();
});
