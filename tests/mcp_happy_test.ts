/**
 * The MCP server with a real client (the SDK's Client over Streamable HTTP, on a real port):
 * the handshake, the tool list, and tool results checked against the REST API's answers for
 * the same data; resources; the REST view of the same registry.
 */
import assert from "node:assert/strict";
import { bodyOf, createTestContext, idTokenHeaders, PUBLIC, TEST_KEY } from "./helpers.ts";
import { resultOf, serve } from "./mcp_client.ts";

const KEY = { "X-API-Key": TEST_KEY };
const options = { sanitizeResources: false, sanitizeOps: false };

Deno.test({
  name: "mcp: a real client initializes, lists the tools and calls them; results match REST",
  ...options,
  fn: async (t) => {
    const ctx = await createTestContext();
    const served = serve(ctx);
    try {
      const client = await served.connect(KEY);
      const rest = async (path: string) => await bodyOf(await ctx.get(path, KEY));

      await t.step("initialize: server, capabilities, instructions; stateless", async () => {
        assert.deepEqual(client.getServerVersion(), {
          name: "altsports-api",
          title: "AltSports data",
          version: "1.0.0",
        });
        const capabilities = client.getServerCapabilities();
        assert.ok(capabilities?.tools && capabilities.resources);
        assert.ok(capabilities.prompts, "the prompt registry as MCP prompts");
        assert.match(client.getInstructions() ?? "", /get_event_odds/);
        // No session: the response to initialize carries no Mcp-Session-Id.
        const res = await fetch(served.url, {
          method: "POST",
          headers: {
            ...KEY,
            "Content-Type": "application/json",
            Accept: "application/json, text/event-stream",
          },
          body: JSON.stringify({
            jsonrpc: "2.0",
            id: 1,
            method: "initialize",
            params: {
              protocolVersion: "2025-06-18",
              capabilities: {},
              clientInfo: { name: "raw", version: "1" },
            },
          }),
        });
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("Mcp-Session-Id"), null);
        assert.ok(res.headers.get("X-Request-Id"));
        assert.equal((await res.json()).result.protocolVersion, "2025-06-18");
      });

      await t.step("tools/list: every tool, described as /mcp/tools describes it", async () => {
        const { tools } = await client.listTools();
        const names = tools.map((x: { name: string }) => x.name);
        for (
          const name of [
            "list_events",
            "get_event",
            "get_event_odds",
            "price_sgp",
            "list_futures",
            "get_future_odds",
            "list_leagues",
            "discover_leagues",
            "evaluate_league",
          ]
        ) assert.ok(names.includes(name), name);
        for (const tool of tools) {
          assert.equal(tool.inputSchema.type, "object", tool.name);
          assert.equal(tool.outputSchema?.type, "object", tool.name);
          assert.ok(tool.description && tool.description.length > 30, tool.name);
          assert.equal(tool.annotations?.readOnlyHint, tool.name !== "evaluate_league", tool.name);
          assert.equal(tool.annotations?.destructiveHint, false, tool.name);
        }
        const listed = await rest("/mcp/tools") as { tools: unknown[]; total: number };
        assert.equal(listed.total, tools.length);
        assert.deepEqual(JSON.parse(JSON.stringify(tools)), listed.tools);
      });

      const events = await rest(`${PUBLIC}/events?sportType=wsl`) as unknown as {
        id: string;
        participantsAvailable: boolean;
        eventStatus: string;
      }[];
      const event = events.find((e) => e.participantsAvailable && e.eventStatus === "NEXT")!;

      await t.step("list_events and get_event: the public API's events", async () => {
        const listed = resultOf<{ events: unknown[]; total: number }>(
          await client.callTool({ name: "list_events", arguments: { sportType: "wsl", limit: 5 } }),
        );
        assert.equal(listed.total, events.length);
        assert.deepEqual(listed.events, events.slice(0, 5));
        const statuses = resultOf<{ events: { eventStatus: string }[] }>(
          await client.callTool({
            name: "list_events",
            arguments: { eventStatus: ["COMPLETED"], sortOrder: "DESC", limit: 500 },
          }),
        );
        assert.deepEqual(
          statuses.events,
          await rest(`${PUBLIC}/events?eventStatus=COMPLETED&sortOrder=DESC`),
        );
        const detail = resultOf(
          await client.callTool({ name: "get_event", arguments: { eventId: event.id } }),
        );
        assert.deepEqual(detail, await rest(`${PUBLIC}/events/${event.id}`));
        const participants = resultOf<{ participants: unknown[] }>(
          await client.callTool({
            name: "list_event_participants",
            arguments: { eventId: event.id },
          }),
        );
        assert.deepEqual(
          participants.participants,
          await rest(`${PUBLIC}/events/${event.id}/participants`),
        );
      });

      let outcomes: { outcomeId: string; status: string }[] = [];
      await t.step("get_event_odds: the same market as the public API", async () => {
        for (const oddType of ["eventWinner", "podiums", "headToHead"]) {
          const odds = resultOf(
            await client.callTool({
              name: "get_event_odds",
              arguments: { eventId: event.id, oddType },
            }),
          );
          assert.deepEqual(odds, await rest(`${PUBLIC}/events/${event.id}/${oddType}`), oddType);
        }
        const trifecta = resultOf(
          await client.callTool({
            name: "get_event_odds",
            arguments: { eventId: event.id, oddType: "eventExacta", exactasType: "3" },
          }),
        );
        assert.deepEqual(
          trifecta,
          await rest(`${PUBLIC}/events/${event.id}/eventExacta?exactasType=3`),
        );
        const winner = resultOf<{ eventWinner: { outcomeId: string; status: string }[] }>(
          await client.callTool({
            name: "get_event_odds",
            arguments: { eventId: event.id, oddType: "eventWinner" },
          }),
        );
        outcomes = winner.eventWinner;
      });

      await t.step("price_sgp: the public API's parlay price", async () => {
        const podiums = resultOf<{ podiums: { outcomeId: string; status: string }[] }>(
          await client.callTool({
            name: "get_event_odds",
            arguments: { eventId: event.id, oddType: "podiums" },
          }),
        );
        const selections = [
          outcomes.find((o) => o.status === "OPEN")!.outcomeId,
          podiums.podiums.filter((o) => o.status === "OPEN")[1].outcomeId,
        ];
        const priced = resultOf<{ probability: number; decimalOdds: number }>(
          await client.callTool({
            name: "price_sgp",
            arguments: { eventId: event.id, selections },
          }),
        );
        const res = await ctx.send("POST", `${PUBLIC}/events/${event.id}/sgp`, {
          headers: KEY,
          json: { selections },
        });
        assert.deepEqual(priced, await bodyOf(res, 201));
        assert.ok(priced.probability > 0 && priced.probability < 1);
      });

      await t.step("list_futures and get_future_odds: the public API's futures", async () => {
        const futures = await rest(`${PUBLIC}/futures`) as unknown as {
          sportType: string;
          tourId: string;
          futureType: string;
        }[];
        const listed = resultOf<{ futures: unknown[] }>(
          await client.callTool({ name: "list_futures", arguments: {} }),
        );
        assert.deepEqual(listed.futures, futures);
        const wsl = resultOf<{ futures: typeof futures }>(
          await client.callTool({ name: "list_futures", arguments: { sportType: "wsl" } }),
        );
        assert.deepEqual(wsl.futures, futures.filter((f) => f.sportType === "wsl"));
        const { sportType, tourId, futureType } = wsl.futures[0];
        const odds = resultOf(
          await client.callTool({
            name: "get_future_odds",
            arguments: { sportType, tourId, futureType },
          }),
        );
        assert.deepEqual(
          odds,
          await rest(`${PUBLIC}/futures/${sportType}/tour/${tourId}/odds/${futureType}`),
        );
      });

      await t.step("catalog: sports, leagues, teams, players, discovery as /v1", async () => {
        const call = async (name: string, args: Record<string, unknown> = {}) =>
          resultOf(await client.callTool({ name, arguments: args }));
        assert.deepEqual(await call("list_sports"), await rest("/v1/data/sports"));
        assert.deepEqual(
          await call("list_leagues", { tier: 1, limit: 5 }),
          await rest("/v1/leagues?tier=1&limit=5"),
        );
        const leagues = await rest("/v1/leagues?limit=3") as { data: { id: string }[] };
        const id = leagues.data[0].id;
        assert.deepEqual(
          await call("get_league", { league_id: id }),
          await rest(`/v1/leagues/${id}`),
        );
        assert.deepEqual(
          await call("list_teams", { limit: 3 }),
          await rest("/v1/teams?limit=3"),
        );
        assert.deepEqual(
          await call("list_players", { limit: 3, offset: 2 }),
          await rest("/v1/players?limit=3&offset=2"),
        );
        const found = await call("discover_leagues", { query: "surf" }) as {
          items: { name: string }[];
        };
        assert.deepEqual(found, await rest("/v1/leagues/discovery?query=surf"));
        assert.ok(found.items.length > 0 && /surf/i.test(found.items[0].name));
      });

      await t.step("evaluate_league and research_league: the league intelligence", async () => {
        const evaluated = resultOf<{ partnership_score: { overall_score: number } }>(
          await client.callTool({
            name: "evaluate_league",
            arguments: { league_id: "league_nll" },
          }),
        );
        const res = await ctx.send("POST", "/v1/leagues/discovery/league_nll/evaluate", {
          headers: KEY,
        });
        assert.deepEqual(evaluated, await bodyOf(res));
        const research = resultOf<{ league_id: string; findings: string }>(
          await client.callTool({
            name: "research_league",
            arguments: { league_id: "league_nll", focus: "betting readiness" },
          }),
        );
        const viaRest = await ctx.send("POST", "/v1/league-intelligence/league-research", {
          headers: KEY,
          json: { league_id: "league_nll", focus: "betting readiness" },
        });
        assert.deepEqual(research, await bodyOf(viaRest));
      });

      await t.step("search_documents: the answer and citations of /v1/rag/query", async () => {
        const body = { query: "How are Formula 1 markets priced?", top_k: 3 };
        const answer = resultOf<{
          answer: string;
          citations: { document_id: string; start: number; end: number; text: string }[];
        }>(await client.callTool({ name: "search_documents", arguments: body }));
        const res = await ctx.send("POST", "/v1/rag/query", { headers: KEY, json: body });
        assert.deepEqual(answer, await bodyOf(res));
        assert.ok(answer.citations.length > 0, "cited");
        for (const c of answer.citations) assert.equal(c.text.length, c.end - c.start);
      });

      await t.step("POST /mcp/call-tool gives what tools/call gives", async () => {
        const args = { eventId: event.id, oddType: "eventWinner" };
        const viaMcp = await client.callTool({ name: "get_event_odds", arguments: args });
        const res = await ctx.send("POST", "/mcp/call-tool", {
          headers: KEY,
          json: { name: "get_event_odds", arguments: args },
        });
        assert.deepEqual(await bodyOf(res), JSON.parse(JSON.stringify(viaMcp)));
        const text = JSON.parse((viaMcp.content as { text: string }[])[0].text);
        assert.deepEqual(text, viaMcp.structuredContent, "text content is the same JSON");
      });

      await t.step(
        "resources: listed and read; the OpenAPI document is /openapi.json",
        async () => {
          const { resources } = await client.listResources();
          assert.deepEqual(resources.map((r: { uri: string }) => r.uri).sort(), [
            "altsports://docs/overview.md",
            "altsports://openapi.json",
            "altsports://sports/rules.json",
          ]);
          const read = async (uri: string) => {
            const { contents } = await client.readResource({ uri });
            assert.equal(contents.length, 1);
            assert.equal(contents[0].uri, uri);
            return contents[0] as { text: string; mimeType: string };
          };
          const overview = await read("altsports://docs/overview.md");
          assert.equal(overview.mimeType, "text/markdown");
          for (const { name } of (await client.listTools()).tools) {
            assert.ok(overview.text.includes(`\`${name}\``), name);
          }
          const rules = JSON.parse((await read("altsports://sports/rules.json")).text);
          assert.equal(rules.length, 31);
          const wsl = rules.find((r: { sportType: string }) => r.sportType === "wsl");
          assert.ok(wsl.markets.includes("eventWinner") && wsl.rounds.length > 0);
          const openapi = JSON.parse((await read("altsports://openapi.json")).text) as {
            paths: Record<string, Record<string, unknown>>;
          };
          assert.deepEqual(openapi, await bodyOf(await ctx.get("/openapi.json", {})));
          assert.ok(openapi.paths["/mcp"].post);
        },
      );

      await t.step("/mcp/health and /mcp/servers describe the same server", async () => {
        const health = await rest("/mcp/health") as { status: string; server: unknown };
        const { servers } = await rest("/mcp/servers") as { servers: unknown[] };
        assert.equal(health.status, "healthy");
        assert.deepEqual(servers, [health.server]);
        const open = await bodyOf(await ctx.get("/mcp/health", {}));
        assert.deepEqual(Object.keys(open).sort(), ["status", "timestamp"]);
      });
    } finally {
      await served.close();
      await ctx.close();
    }
  },
});

Deno.test({
  name: "mcp: a bearer ID token connects as on /v1 and gets the second description's leagues",
  ...options,
  fn: async () => {
    const ctx = await createTestContext();
    const served = serve(ctx);
    try {
      const headers = await idTokenHeaders(ctx);
      const client = await served.connect(headers);
      const leagues = resultOf(
        await client.callTool({ name: "list_leagues", arguments: { limit: 2 } }),
      );
      assert.ok("leagues" in leagues && "total" in leagues);
      assert.deepEqual(leagues, await bodyOf(await ctx.get("/v1/leagues?limit=2", headers)));
    } finally {
      await served.close();
      await ctx.close();
    }
  },
});

Deno.test({
  name: "mcp: the prompt registry as MCP prompts, listed and rendered as the registry renders",
  ...options,
  fn: async () => {
    const ctx = await createTestContext();
    const served = serve(ctx);
    try {
      const client = await served.connect(KEY);
      const { prompts } = await client.listPrompts();
      type Listed = {
        name: string;
        title?: string;
        arguments?: { name: string; required?: boolean }[];
      };
      const byName = new Map((prompts as Listed[]).map((p) => [p.name, p]));
      const analyst = byName.get("odds-analyst");
      assert.ok(analyst, "the shipped odds analyst prompt");
      assert.equal(analyst.title, "Odds analyst");
      assert.deepEqual(analyst.arguments, [{ name: "organization", required: false }]);
      assert.deepEqual(byName.get("termsheet-drafting")?.arguments?.map((a) => a.required), [
        true,
      ]);
      const stored = await bodyOf<{ data: { content: string; version: number } }>(
        await ctx.get("/api/prompts/odds-analyst", KEY),
      );
      const rendered = await client.getPrompt({
        name: "odds-analyst",
        arguments: { organization: "Acme Odds" },
      });
      assert.equal(rendered.messages.length, 1);
      assert.equal(rendered.messages[0].role, "user");
      assert.deepEqual(rendered.messages[0].content, {
        type: "text",
        text: stored.data.content.replaceAll("{{organization}}", "Acme Odds"),
      });
      assert.match(rendered.description ?? "", /^odds-analyst v\d+ \(system\)$/);
      // A declared default fills an argument left out.
      const defaulted = await client.getPrompt({ name: "odds-analyst" });
      const text = (defaulted.messages[0].content as { text: string }).text;
      assert.match(text, /odds analyst for AltSports Data/);
    } finally {
      await served.close();
      await ctx.close();
    }
  },
});
