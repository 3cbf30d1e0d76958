/**
 * `/v1/ws` with a real WebSocket client (Deno's) against the app served on a port: the
 * protocol's acknowledgements and errors, resume from a cursor, the end of a completed event,
 * credentials and the per-key limit shared with SSE streams.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { events } from "../db/schema/mod.ts";
import type { LogEntry } from "../services/event_log/mod.ts";
import { advance } from "../services/live/mod.ts";
import { createTestContext, issueKey, NOW, TEST_KEY } from "./helpers.ts";
import { liveEventWithHeatsAhead } from "./live_events.ts";
import { Client, type Message } from "./ws_client.ts";

const HOUR = 3_600_000;

Deno.test("live WebSocket: subscribe, acknowledgements, errors, resume, end", async (t) => {
  let now = new Date(NOW);
  const ctx = await createTestContext(
    { LIVE_HEARTBEAT_MS: "50", LIVE_MAX_STREAMS_PER_KEY: "2", PRICING_SIMULATIONS: "1000" },
    { clock: () => now },
  );
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (req) => ctx.app.fetch(req),
  );
  const base = `ws://127.0.0.1:${server.addr.port}/v1/ws`;
  const url = `${base}?api_key=${TEST_KEY}`;
  const { db, eventLog } = ctx.deps;
  const play = () => advance(db, eventLog, now);
  await play();

  const eventId = await liveEventWithHeatsAhead(db, now);

  try {
    await t.step("credentials: 401 without a key, 403 without the public scope, 426", async () => {
      const http = url.replace("ws://", "http://");
      const none = await fetch(http.replace(/\?.*/, ""));
      assert.equal(none.status, 401);
      assert.equal((await none.json()).status_code, 401);
      const wrong = await fetch(http.replace(TEST_KEY, "wrong-key-0123456789"));
      assert.equal(wrong.status, 401);
      await wrong.body?.cancel();
      const writeOnly = await issueKey(ctx, "demo-league", { scopes: ["write"] });
      const refused = await fetch(http.replace(/\?.*/, ""), { headers: writeOnly });
      assert.equal(refused.status, 403);
      await refused.body?.cancel();
      // A real client is refused at the handshake.
      await assert.rejects(Client.open(base));
      // With a key but no upgrade: 426, in the surface's body.
      const plain = await fetch(http);
      assert.equal(plain.status, 426);
      assert.equal(plain.headers.get("Upgrade"), "websocket");
      const body = await plain.json();
      assert.equal(body.status_code, 426);
      assert.match(body.detail, /WebSocket/);
    });

    await t.step("bad messages are answered with errors; the socket stays open", async () => {
      const c = await Client.open(url);
      const cases: [unknown, string][] = [
        ["not json", "invalid_message"],
        [{ action: "dance" }, "unknown_action"],
        [{ event_id: eventId }, "unknown_action"],
        [{ action: "subscribe" }, "invalid_message"],
        [{ action: "subscribe", event_id: "x", cursor: -1 }, "invalid_message"],
        [{ action: "subscribe", event_id: "a b" }, "invalid_message"],
        [{ action: "subscribe", event_id: "wsl:nope" }, "not_found"],
        [{ action: "unsubscribe", event_id: eventId }, "not_subscribed"],
        [JSON.stringify({ action: "ping", pad: "x".repeat(5000) }), "message_too_large"],
      ];
      for (const [message, code] of cases) {
        c.send(message);
        const answer = await c.next();
        assert.equal(answer.type, "error", JSON.stringify(message).slice(0, 80));
        assert.equal(answer.code, code, JSON.stringify(message).slice(0, 80));
        assert.equal(typeof answer.message, "string");
      }
      c.ws.send(new Uint8Array([1, 2, 3]));
      assert.equal((await c.next()).code, "invalid_message");
      c.send({ action: "ping", id: 7 });
      const pong = await c.next();
      assert.equal(pong.type, "pong");
      assert.equal(pong.id, 7);
      assert.equal(pong.time, now.toISOString());
      // `*` and single events do not mix; the same subscription twice is refused.
      c.send({ action: "subscribe", event_id: "*", id: "all" });
      const all = await c.next();
      assert.equal(all.type, "subscribed");
      assert.equal(all.id, "all");
      c.send({ action: "subscribe", event_id: "*" });
      assert.equal((await c.next()).code, "already_subscribed");
      c.send({ action: "subscribe", event_id: eventId });
      assert.equal((await c.next()).code, "overlapping_subscription");
      c.send({ action: "unsubscribe", event_id: "*" });
      const gone = await c.next();
      assert.deepEqual([gone.type, gone.reason], ["unsubscribed", "requested"]);
      assert.equal(c.closed, false);
      await c.close();
    });

    await t.step("a resumed client gets every entry exactly once, in order", async () => {
      const a = await Client.open(url);
      a.send({ action: "subscribe", event_id: eventId });
      const ack = await a.next();
      assert.equal(ack.type, "subscribed");
      assert.equal(ack.event_id, eventId);
      const start = ack.head as number;
      assert.equal(ack.cursor, start);
      for (let i = 0; i < 100; i++) {
        now = new Date(now.getTime() + HOUR);
        await play();
        if ((await eventLog.read(start, { eventId })).length >= 3) break;
      }
      const seen: Message[] = [];
      for (let i = 0; i < 3; i++) seen.push(await a.next());
      await a.close();
      // Disconnected: the event plays to its end.
      for (let i = 0; i < 400; i++) {
        now = new Date(now.getTime() + 2 * HOUR);
        await play();
        const [row] = await db.select().from(events).where(eq(events.id, eventId));
        if (row.status === "COMPLETED") break;
      }
      const b = await Client.open(url);
      b.send({ action: "subscribe", event_id: eventId, cursor: seen.at(-1)!.id });
      const resumed = await b.next();
      assert.equal(resumed.type, "subscribed");
      assert.equal(resumed.cursor, seen.at(-1)!.id);
      for (;;) {
        const m = await b.next();
        if (m.type === "unsubscribed") {
          assert.equal(m.reason, "completed");
          break;
        }
        seen.push(m);
      }
      const expected: LogEntry[] = [];
      for (let cursor = start;;) {
        const page = await eventLog.read(cursor, { eventId });
        if (!page.length) break;
        expected.push(...page);
        cursor = page.at(-1)!.id;
      }
      assert.deepEqual(seen, expected);
      assert.equal(expected.at(-1)!.type, "event.completed");
      // A completed event subscribed without a cursor: acknowledged, then over at once.
      b.send({ action: "subscribe", event_id: eventId });
      assert.equal((await b.next()).type, "subscribed");
      const over = await b.next();
      assert.deepEqual([over.type, over.reason], ["unsubscribed", "completed"]);
      await b.close();
    });

    await t.step("entries reach `*` as they are published; a stale cursor resyncs", async () => {
      const c = await Client.open(url);
      c.send({ action: "subscribe", event_id: "*" });
      await c.next();
      const [entry] = await eventLog.append(
        db,
        [{ type: "event.updated", event_id: "wsl:other", data: { n: 1 } }],
        now,
      );
      eventLog.publish([entry]);
      assert.deepEqual(await c.next(), { ...entry });
      c.send({ action: "unsubscribe", event_id: "*" });
      await c.next();
      const [old] = await eventLog.append(
        db,
        [{ type: "event.updated", event_id: "wsl:other", data: {} }],
        new Date(now.getTime() - 80 * HOUR),
      );
      await eventLog.prune(now);
      const { head } = await eventLog.bounds();
      c.send({ action: "subscribe", event_id: "*", cursor: old.id - 1 });
      assert.equal((await c.next()).type, "subscribed");
      const resync = await c.next();
      assert.equal(resync.type, "resync");
      assert.equal(resync.reason, "cursor_older_than_log");
      assert.equal(resync.head, head);
      await c.close();
    });

    await t.step("sockets and streams share the per-key limit", async () => {
      const a = await Client.open(url);
      const stream = await fetch(
        `http://127.0.0.1:${server.addr.port}/v1/events/stream?api_key=${TEST_KEY}`,
      );
      assert.equal(stream.status, 200);
      await assert.rejects(Client.open(url), "a third connection is refused");
      const refused = await ctx.app.request(`/v1/ws?api_key=${TEST_KEY}`, {
        headers: { Upgrade: "websocket" },
      });
      assert.equal(refused.status, 429);
      assert.match((await refused.json()).detail, /live connections open/);
      assert.ok(refused.headers.get("Retry-After"));
      await stream.body!.cancel();
      await a.close();
      await new Promise((r) => setTimeout(r, 50));
      const again = await Client.open(url);
      await again.close();
    });
  } finally {
    await server.shutdown();
    await ctx.close();
  }
});
