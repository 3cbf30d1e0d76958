import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import { events, heats } from "../db/schema/mod.ts";
import type { LogEntry } from "../services/event_log/mod.ts";
import type { JobServices } from "../jobs/job.ts";
import { livePlayJob } from "../jobs/live_play.ts";
import { advance, ODDS_ENTRY_OUTCOMES } from "../services/live/mod.ts";
import { createTestContext, issueKey, NOW, TEST_KEY, type TestContext } from "./helpers.ts";
import { liveEventWithHeatsAhead } from "./live_events.ts";

const HOUR = 3_600_000;

interface Message {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/** A minimal SSE reader over a Response body (what an EventSource does, by hand). */
class SseReader {
  #reader: ReadableStreamDefaultReader<Uint8Array>;
  #decoder = new TextDecoder();
  #buffer = "";
  done = false;
  constructor(res: Response) {
    this.#reader = res.body!.getReader();
  }
  /** The next block (message, retry or comment); undefined when the stream ended. */
  async next(): Promise<Message | undefined> {
    while (!this.#buffer.includes("\n\n")) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const { done, value } = await Promise.race([
        this.#reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("no SSE message within 10 s")), 10_000);
        }),
      ]).finally(() => clearTimeout(timer));
      if (done) {
        this.done = true;
        return undefined;
      }
      this.#buffer += this.#decoder.decode(value, { stream: true });
    }
    const end = this.#buffer.indexOf("\n\n");
    const block = this.#buffer.slice(0, end);
    this.#buffer = this.#buffer.slice(end + 2);
    const message: Message = {};
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) message.comment = line.slice(1).trim();
      const [field, ...rest] = line.split(":");
      const value = rest.join(":").replace(/^ /, "");
      if (field === "id") message.id = value;
      if (field === "event") message.event = value;
      if (field === "data") message.data = (message.data ? message.data + "\n" : "") + value;
      if (field === "retry") message.retry = Number(value);
    }
    return message;
  }
  /** The next message that is neither a comment nor a bare `retry:`. */
  async nextMessage(): Promise<Message | undefined> {
    for (;;) {
      const m = await this.next();
      if (!m || m.event || m.data !== undefined) return m;
    }
  }
  cancel() {
    return this.#reader.cancel();
  }
}

Deno.test("live play, the event log and its SSE stream", async (t) => {
  let now = new Date(NOW);
  const ctx: TestContext = await createTestContext(
    { LIVE_HEARTBEAT_MS: "50", LIVE_MAX_STREAMS_PER_KEY: "2", PRICING_SIMULATIONS: "1000" },
    { clock: () => now },
  );
  const { db, eventLog } = ctx.deps;
  const play = () => advance(db, eventLog, now, { pricer: ctx.deps.pricer });
  const stream = (path: string, headers: Record<string, string> = {}) =>
    Promise.resolve(ctx.app.request(path, { headers }));

  // The first run catches up with the time: every heat whose time has come is played.
  const first = await play();
  assert.ok(first.entries.length > 0);
  assert.deepEqual((await play()).entries, [], "the same time again changes nothing");

  // A live event with heats still ahead: the WSL contest runs ten days.
  const eventId = await liveEventWithHeatsAhead(db, now);
  const url = `/v1/events/${encodeURIComponent(eventId)}/stream?api_key=${TEST_KEY}`;

  await t.step("credentials: 401 without a key, 403 without the public scope, 404", async () => {
    const none = await stream(url.replace(/\?.*/, ""));
    assert.equal(none.status, 401);
    assert.equal(typeof (await none.json()).detail, "string");
    assert.equal((await stream(url.replace(TEST_KEY, "wrong-key-0123456789"))).status, 401);
    const writeOnly = await issueKey(ctx, "demo-league", { scopes: ["write"] });
    const refused = await stream(url.replace(/\?.*/, ""), writeOnly);
    assert.equal(refused.status, 403);
    assert.equal((await refused.json()).status_code, 403);
    const unknown = await stream(`/v1/events/wsl:nope/stream?api_key=${TEST_KEY}`);
    assert.equal(unknown.status, 404);
    await unknown.body?.cancel();
  });

  await t.step("a resumed client gets every entry exactly once, in order", async () => {
    const res = await stream(url);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("Content-Type")!, /^text\/event-stream/);
    const a = new SseReader(res);
    const retry = await a.next();
    assert.equal(retry?.retry, 3000);
    const ready = await a.nextMessage();
    assert.equal(ready?.event, "ready");
    const start = Number(ready!.id);

    const { pricer } = ctx.deps;
    const before = await pricer.price(eventId);
    const winner = (p: typeof before) =>
      JSON.stringify(p.market("eventWinner").outcomes.map((o) => [o.probability, o.odds]));

    // Play while connected, until three entries of the event: the stream wakes on each append.
    for (let i = 0; i < 100; i++) {
      now = new Date(now.getTime() + HOUR);
      await play();
      if ((await eventLog.read(start, { eventId })).length >= 3) break;
    }
    // Prices follow through the pricer's data fingerprint: the finished heats move the odds.
    await pricer.price(eventId);
    await pricer.idle();
    const after = await pricer.price(eventId);
    assert.notEqual(after.version, before.version);
    assert.notEqual(winner(after), winner(before));
    const seen: Message[] = [];
    for (let i = 0; i < 3; i++) seen.push((await a.nextMessage())!);
    await a.cancel();

    // Disconnected: the contest plays to its end.
    for (let i = 0; i < 400; i++) {
      now = new Date(now.getTime() + 2 * HOUR);
      await play();
      const [row] = await db.select().from(events).where(eq(events.id, eventId));
      if (row.status === "COMPLETED") break;
    }
    const res2 = await stream(url, { "Last-Event-ID": seen.at(-1)!.id! });
    assert.equal(res2.status, 200);
    const b = new SseReader(res2);
    for (;;) {
      const m = await b.nextMessage();
      if (!m) break;
      seen.push(m);
    }
    assert.ok(b.done, "the stream ends after event.completed");

    const expected: LogEntry[] = [];
    for (let cursor = start;;) {
      const page = await eventLog.read(cursor, { eventId });
      if (!page.length) break;
      expected.push(...page);
      cursor = page.at(-1)!.id;
    }
    assert.deepEqual(seen.map((m) => Number(m.id)), expected.map((e) => e.id));
    assert.deepEqual(seen.map((m) => JSON.parse(m.data!)), expected);
    assert.deepEqual(seen.map((m) => m.event), expected.map((e) => e.type));
    assert.equal(expected.at(-1)!.type, "event.completed");
    const types = new Set(expected.map((e) => e.type));
    for (const type of ["result.updated", "odds.updated", "event.completed"]) {
      assert.ok(types.has(type as LogEntry["type"]), type);
    }
    // The data changed with the log: every heat finished, final positions given.
    const left = await db.select().from(heats)
      .where(eq(heats.eventId, eventId)).orderBy(asc(heats.startTime));
    assert.ok(left.every((h) => h.status === "COMPLETED" || h.status === "CANCELLED"));
    const liveScores = await ctx.json<{ heats?: unknown[] }>(
      `/v1/events/${encodeURIComponent(eventId)}/live`,
    );
    assert.ok(liveScores);

    // A completed event's stream replays from the cursor and ends.
    const res3 = await stream(url, { "Last-Event-ID": String(expected.at(-2)!.id) });
    const c = new SseReader(res3);
    const last = await c.nextMessage();
    assert.equal(last?.event, "event.completed");
    assert.equal(await c.nextMessage(), undefined);
  });

  await t.step("a cursor older than the log, or ahead of it, is told to resync", async () => {
    const [old] = await eventLog.append(
      db,
      [{ type: "event.updated", event_id: eventId, data: { test: true } }],
      new Date(now.getTime() - 80 * HOUR),
    );
    assert.ok(await eventLog.prune(now) >= 1);
    const { head, prunedThrough } = await eventLog.bounds();
    assert.ok(prunedThrough >= old.id);
    for (const cursor of [0, head + 1000]) {
      const r = new SseReader(
        await stream(`/v1/events/stream?api_key=${TEST_KEY}&cursor=${cursor}`),
      );
      const m = await r.nextMessage();
      assert.equal(m?.event, "resync");
      assert.equal(m?.id, String(head));
      await r.cancel();
    }
  });

  await t.step("heartbeats while nothing happens; the stream of all events", async () => {
    const r = new SseReader(await stream(`/v1/events/stream`, { "X-API-Key": TEST_KEY }));
    let heartbeat = false;
    for (let i = 0; i < 5 && !heartbeat; i++) heartbeat = (await r.next())?.comment === "heartbeat";
    assert.ok(heartbeat);
    // Entries of any event arrive on it.
    const [entry] = await eventLog.append(
      db,
      [{ type: "event.updated", event_id: "wsl:other", data: {} }],
      now,
    );
    eventLog.publish([entry]);
    const m = await r.nextMessage();
    assert.equal(m?.id, String(entry.id));
    await r.cancel();
  });

  await t.step("a key may hold LIVE_MAX_STREAMS_PER_KEY streams; one more is 429", async () => {
    const all = `/v1/events/stream?api_key=${TEST_KEY}`;
    const open = [await stream(all), await stream(all)];
    assert.deepEqual(open.map((r) => r.status), [200, 200]);
    const refused = await stream(all);
    assert.equal(refused.status, 429);
    const body = await refused.json();
    assert.match(body.detail, /live connections open/);
    assert.ok(refused.headers.get("Retry-After"));
    // Another key is not counted against this one.
    const other = await issueKey(ctx, "demo-league", { scopes: ["public"] });
    const theirs = await stream("/v1/events/stream", other);
    assert.equal(theirs.status, 200);
    await theirs.body!.cancel();
    // A closed stream gives its slot back.
    await open[0].body!.cancel();
    await new Promise((r) => setTimeout(r, 20));
    const again = await stream(all);
    assert.equal(again.status, 200);
    await again.body!.cancel();
    await open[1].body!.cancel();
  });

  await ctx.close();
});

Deno.test("live play is the same from the same seed and times, and plays each heat once", async () => {
  const logs: unknown[][] = [];
  for (let run = 0; run < 2; run++) {
    let now = new Date(NOW);
    const ctx = await createTestContext({ PRICING_SIMULATIONS: "1000" }, { clock: () => now });
    try {
      const { db, eventLog } = ctx.deps;
      // Different steps to the same time: the second run plays in one jump what the first
      // plays hour by hour.
      const steps = run === 0 ? Array.from({ length: 13 }, (_, i) => i) : [0, 12];
      for (const h of steps) {
        now = new Date(NOW.getTime() + h * HOUR);
        await advance(db, eventLog, now, { pricer: ctx.deps.pricer });
      }
      const entries = await eventLog.read(0, { limit: 100_000 });
      const results = entries.filter((e) => e.type === "result.updated");
      const heatIds = results.map((e) => e.data.heat_id);
      assert.equal(new Set(heatIds).size, heatIds.length, "no heat is finished twice");
      // What was played, by event and heat (the order and timing of entries differ by steps).
      logs.push(
        results.map((e) => [e.event_id, e.data.heat_id, e.data.results])
          .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
      );
    } finally {
      await ctx.close();
    }
  }
  assert.ok(logs[0].length > 0);
  assert.deepEqual(logs[1], logs[0]);
});

Deno.test("odds.updated gives the new prices of the event's main market", async () => {
  let now = new Date(NOW);
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "1000" }, { clock: () => now });
  try {
    const { db, eventLog, pricer } = ctx.deps;
    for (const h of [0, 3, 6]) {
      now = new Date(NOW.getTime() + h * HOUR);
      await advance(db, eventLog, now, { pricer });
    }
    const log = await eventLog.read(0, { limit: 100_000 });
    const odds = log.filter((e) => e.type === "odds.updated");
    assert.ok(odds.length > 0);
    for (const entry of odds) {
      const { data } = entry;
      assert.equal(data.reason, "result.updated");
      assert.ok(["eventWinner", "headToHead", "heatWinner"].includes(String(data.market)));
      assert.match(String(data.model_version), /^pl-gumbel-1:/);
      // The heats whose results moved the prices: logged just before, for the same event.
      const heats = data.heats as { heat_id: string; heat_name: string }[];
      assert.ok(heats.length > 0);
      for (const heat of heats) {
        assert.ok(
          log.some((e) =>
            e.type === "result.updated" && e.event_id === entry.event_id &&
            e.data.heat_id === heat.heat_id && e.id < entry.id
          ),
          `${entry.event_id} ${heat.heat_id}`,
        );
      }
      const outcomes = data.outcomes as {
        outcome_id: string;
        id: string;
        probability: number;
        decimal_odds: number;
        status: string;
      }[];
      assert.ok(outcomes.length > 0 && outcomes.length <= ODDS_ENTRY_OUTCOMES);
      assert.ok(Number(data.outcome_count) >= outcomes.length);
      for (const [k, o] of outcomes.entries()) {
        assert.ok(o.probability >= 0 && o.probability <= 1, JSON.stringify(o));
        assert.ok(o.decimal_odds >= 1, JSON.stringify(o));
        if (k) assert.ok(outcomes[k - 1].probability >= o.probability, "likeliest first");
      }
      // Never after the event's completion (which settles its markets and ends its stream).
      assert.ok(
        !log.some((e) =>
          e.event_id === entry.event_id && e.type === "event.completed" && e.id < entry.id
        ),
      );
    }
    // The newest entry of an event holds the prices the odds routes serve now.
    const last = odds.at(-1)!;
    const priced = await pricer.price(last.event_id, { fresh: true });
    const market = priced.market(last.data.market as "eventWinner");
    for (const o of last.data.outcomes as { outcome_id: string; decimal_odds: number }[]) {
      assert.equal(market.byId.get(o.outcome_id)?.odds, o.decimal_odds);
    }
  } finally {
    await ctx.close();
  }
});

Deno.test("the live-play job plays the sandbox once it is open, on its own log and streams", async () => {
  let now = new Date(NOW);
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "1000" }, { clock: () => now });
  try {
    const run = () =>
      livePlayJob.handle({
        services: ctx.deps as unknown as JobServices,
        messageId: crypto.randomUUID(),
        retried: 0,
        finalAttempt: false,
      }, { trigger: "manual" }) as Promise<Record<string, unknown>>;
    // Never opened: production plays, the sandbox is not opened for it.
    const first = await run();
    assert.ok(Number(first.entries) > 0);
    assert.equal(first.sandbox, undefined);
    assert.equal(ctx.deps.sandbox.opened(), undefined);

    // A sandbox key opens it; its stream follows the sandbox's log.
    const sandboxKey = await issueKey(ctx, "demo-league", {
      environment: "sandbox",
      scopes: ["public"],
    });
    const res = await ctx.app.request("/v1/events/stream", { headers: sandboxKey });
    assert.equal(res.status, 200);
    const box = ctx.deps.sandbox.opened();
    assert.ok(box, "opened by the request");
    assert.equal(box.eventLog.channel, "sandbox");
    assert.deepEqual((await box.eventLog.bounds()).head, 0, "nothing played there yet");
    const reader = new SseReader(res);
    assert.equal((await reader.nextMessage())?.event, "ready");

    now = new Date(NOW.getTime() + 2 * HOUR);
    const second = await run();
    const played = second.sandbox as Record<string, number>;
    assert.ok(played.entries > 0, JSON.stringify(second));
    const sandboxLog = await box.eventLog.read(0, { limit: 100_000 });
    assert.equal(sandboxLog.length, played.entries);
    // The stream gets the sandbox's entries, as they are in the sandbox's log.
    const message = await reader.nextMessage();
    const entry = sandboxLog.find((e) => String(e.id) === message?.id);
    assert.ok(entry, `entry ${message?.id} of the sandbox's log`);
    assert.deepEqual(JSON.parse(message!.data!), entry);
    await reader.cancel();
    // The same run again plays nothing more, in either.
    const third = await run();
    assert.equal(third.entries, 0);
    assert.equal((third.sandbox as Record<string, number>).entries, 0);
  } finally {
    await ctx.close();
  }
});
