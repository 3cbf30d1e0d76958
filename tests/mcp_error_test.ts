/**
 * What goes wrong at /mcp, through a real client and raw requests: bad tool arguments and the
 * services' refusals are tool errors naming the argument (never a 500 or a broken protocol), an
 * unknown tool or resource is a protocol error, and the transport's HTTP refusals.
 */
import assert from "node:assert/strict";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { assertDetailError, bodyOf, createTestContext, PUBLIC, TEST_KEY } from "./helpers.ts";
import { resultOf, serve, toolError } from "./mcp_client.ts";

const KEY = { "X-API-Key": TEST_KEY };
const ACCEPT = { Accept: "application/json, text/event-stream" };
const options = { sanitizeResources: false, sanitizeOps: false };

/** A JSON-RPC error answer, as the SDK's client raises it. */
const protocolError = (code: number, message: RegExp) => (err: unknown) => {
  const e = err as { code?: number; message?: string };
  return err instanceof McpError && e.code === code && message.test(e.message ?? "");
};

Deno.test({
  name: "mcp errors: bad arguments and refusals are tool errors that name the argument",
  ...options,
  fn: async (t) => {
    const ctx = await createTestContext();
    const served = serve(ctx);
    try {
      const client = await served.connect(KEY);
      const call = (name: string, args: Record<string, unknown>) =>
        client.callTool({ name, arguments: args });
      const events = await bodyOf<{ id: string; eventStatus: string; sportType: string }[]>(
        await ctx.get(`${PUBLIC}/events?sportType=wsl`, KEY),
      );
      const next = events.find((e) => e.eventStatus === "NEXT")!;

      await t.step("schema violations: missing, mistyped, out of range, unknown", async () => {
        const cases: [string, Record<string, unknown>, RegExp][] = [
          ["get_event", {}, /argument 'eventId'/],
          ["get_event", { eventId: 42 }, /argument 'eventId': .*string/],
          ["get_event_odds", { eventId: next.id, oddType: "winner" }, /argument 'oddType'/],
          ["get_event_odds", { eventId: next.id }, /argument 'oddType'/],
          ["list_events", { limit: 0 }, /argument 'limit'/],
          ["list_events", { startDate: "yesterday" }, /argument 'startDate'/],
          ["list_events", { sportType: "cricket" }, /argument 'sportType'/],
          ["list_events", { eventStatus: ["SOON"] }, /argument 'eventStatus\.0'/],
          ["list_events", { sport: "wsl" }, /unknown argument sport/],
          ["price_sgp", { eventId: next.id, selections: [] }, /argument 'selections'/],
          ["price_sgp", { eventId: next.id, selections: "a,b" }, /argument 'selections'/],
          ["get_future_odds", { sportType: "wsl", tourId: "x" }, /argument 'futureType'/],
          ["discover_leagues", { query: "" }, /argument 'query'/],
          ["list_leagues", { tier: 9 }, /argument 'tier'/],
          ["search_documents", { query: "   " }, /argument 'query'/],
          ["search_documents", { query: "odds", top_k: 99 }, /argument 'top_k'/],
        ];
        for (const [name, args, message] of cases) {
          const text = toolError(await call(name, args));
          assert.match(text, message, `${name} ${JSON.stringify(args)}: ${text}`);
          assert.match(text, new RegExp(`^invalid arguments for ${name}: `));
        }
      });

      await t.step("the services' refusals: not found, not offered, contradictory", async () => {
        assert.match(
          toolError(await call("get_event", { eventId: "wsl:nope" })),
          /^argument 'eventId': event wsl:nope not found/,
        );
        assert.match(
          toolError(await call("get_event_odds", { eventId: next.id, oddType: "fastestLap" })),
          /^argument 'oddType': odds not found/,
        );
        assert.match(
          toolError(
            await call("get_event_odds", {
              eventId: next.id,
              oddType: "eventWinner",
              exactasType: "3",
            }),
          ),
          /^argument 'exactasType'/,
        );
        assert.match(
          toolError(await call("price_sgp", { eventId: next.id, selections: ["nope", "nope2"] })),
          /^argument 'selections'/,
        );
        const odds = resultOf<{ eventWinner: { outcomeId: string }[] }>(
          await call("get_event_odds", { eventId: next.id, oddType: "eventWinner" }),
        );
        const [a, b] = odds.eventWinner;
        // Two winners of one event cannot both happen.
        assert.match(
          toolError(
            await call("price_sgp", { eventId: next.id, selections: [a.outcomeId, b.outcomeId] }),
          ),
          /^argument 'selections'/,
        );
        assert.match(
          toolError(
            await call("get_future_odds", {
              sportType: "wsl",
              tourId: "no-tour",
              futureType: "champion",
            }),
          ),
          /not found/,
        );
        assert.match(
          toolError(await call("evaluate_league", { league_id: "league_nope" })),
          /^argument 'league_id': league league_nope not found/,
        );
      });

      await t.step(
        "an unknown tool, resource or prompt, a prompt argument left out: protocol errors",
        async () => {
          await assert.rejects(
            client.callTool({ name: "drop_tables", arguments: {} }),
            protocolError(-32602, /unknown tool 'drop_tables'/),
          );
          await assert.rejects(
            client.readResource({ uri: "altsports://nothing" }),
            protocolError(-32002, /no resource altsports:\/\/nothing/),
          );
          await assert.rejects(
            client.getPrompt({ name: "no-such-prompt" }),
            protocolError(-32602, /prompt no-such-prompt not found/),
          );
          await assert.rejects(
            client.getPrompt({ name: "termsheet-drafting" }),
            protocolError(-32602, /missing value for .* variable 'league_name'/),
          );
          // The client still works after them.
          assert.ok((await client.listTools()).tools.length > 0);
        },
      );

      await t.step("/mcp/call-tool: the same tool errors; an unknown tool is 404", async () => {
        const res = await ctx.send("POST", "/mcp/call-tool", {
          headers: KEY,
          json: { name: "get_event_odds", arguments: { eventId: next.id, oddType: "winner" } },
        });
        const body = await bodyOf<{ isError: boolean; content: { text: string }[] }>(res);
        assert.equal(body.isError, true);
        assert.match(body.content[0].text, /argument 'oddType'/);
        assert.deepEqual(
          body,
          JSON.parse(JSON.stringify(
            await call("get_event_odds", { eventId: next.id, oddType: "winner" }),
          )),
        );
        await assertDetailError(
          await ctx.send("POST", "/mcp/call-tool", { headers: KEY, json: { name: "nope" } }),
          404,
          /unknown tool 'nope'/,
        );
        await assertDetailError(
          await ctx.send("POST", "/mcp/call-tool", { headers: KEY, json: { arguments: {} } }),
          422,
        );
      });
    } finally {
      await served.close();
      await ctx.close();
    }
  },
});

Deno.test("mcp errors: the transport's HTTP answers", async (t) => {
  const ctx = await createTestContext();
  try {
    const post = (headers: Record<string, string>, body: string) =>
      ctx.send("POST", "/mcp", { headers: { ...KEY, ...headers }, body });
    const list = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    const json = { "Content-Type": "application/json" };

    await t.step("GET and DELETE: 405 with Allow: POST (stateless)", async () => {
      for (const method of ["GET", "DELETE"]) {
        const res = await ctx.send(method, "/mcp", { headers: { ...KEY, ...ACCEPT } });
        assert.equal(res.headers.get("Allow"), "POST");
        await assertDetailError(res, 405, /stateless/);
      }
    });

    await t.step("a stateless server answers tools/list without initialize", async () => {
      const res = await post({ ...json, ...ACCEPT }, list);
      const body = await bodyOf<{ result: { tools: unknown[] } }>(res);
      assert.ok(body.result.tools.length > 10);
    });

    await t.step("Accept without text/event-stream: 406 JSON-RPC error", async () => {
      const res = await post({ ...json, Accept: "application/json" }, list);
      assert.equal(res.status, 406);
      assert.equal((await res.json()).error.code, -32000);
    });

    await t.step("body refusals in the detail body: 415, 413, 400, 422", async () => {
      await assertDetailError(await post({ "Content-Type": "text/plain", ...ACCEPT }, list), 415);
      await assertDetailError(
        await post({ ...json, ...ACCEPT }, JSON.stringify({ pad: "x".repeat(70_000) })),
        413,
      );
      await assertDetailError(await post({ ...json, ...ACCEPT }, "{not json"), 400);
      await assertDetailError(await post({ ...json, ...ACCEPT }, JSON.stringify([])), 422);
    });

    await t.step("a message the protocol does not take: 400 JSON-RPC error", async () => {
      const res = await post({ ...json, ...ACCEPT }, JSON.stringify({ jsonrpc: "2.0", id: 1 }));
      assert.equal(res.status, 400);
      assert.equal((await res.json()).error.code, -32700);
      const unknown = await post(
        { ...json, ...ACCEPT },
        JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/destroy" }),
      );
      assert.equal(unknown.status, 200);
      assert.equal((await unknown.json()).error.code, -32601);
    });
  } finally {
    await ctx.close();
  }
});
