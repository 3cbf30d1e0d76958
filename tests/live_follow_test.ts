/**
 * The follower of a connection: what the bus brings is sent without reading the database; what
 * it lost on the way is read from the log, at the next batch (ids are dense, so the gap shows)
 * or at the heartbeat's look at the head.
 */
import assert from "node:assert/strict";
import type { LogEntry } from "../services/event_log/mod.ts";
import { ALL, Follower, type Outgoing } from "../services/live/follow.ts";
import { createTestContext, NOW } from "./helpers.ts";

Deno.test("follower: a lost batch is read from the log; the heartbeat finds the rest", async () => {
  const ctx = await createTestContext();
  try {
    const { db, eventLog } = ctx.deps;
    const sent: Outgoing[] = [];
    const follower = new Follower(eventLog, { send: (out) => void sent.push(out) });
    await follower.subscribe(ALL, undefined);
    assert.equal(sent[0].kind, "ready");
    const append = (n: number) =>
      eventLog.append(
        db,
        Array.from({ length: n }, (_, i) => ({
          type: "event.updated" as const,
          event_id: "wsl:test",
          data: { i },
        })),
        NOW,
      );
    const ids = (list: Outgoing[]) =>
      list.filter((o): o is Extract<Outgoing, { kind: "entry" }> => o.kind === "entry")
        .map((o) => o.entry.id);

    // The bus brings a batch: sent as it is, in order.
    const first = await append(2);
    await follower.push(first);
    assert.deepEqual(ids(sent), first.map((e) => e.id));

    // A batch lost on the way, then the next: the gap is read from the log, nothing twice.
    const lost = await append(3);
    const next = await append(1);
    await follower.push(next);
    await follower.push(first); // a repeat is skipped
    assert.deepEqual(ids(sent), [...first, ...lost, ...next].map((e) => e.id));

    // Entries nobody published: the heartbeat's look at the head finds them.
    const silent: LogEntry[] = await append(2);
    await new Promise((r) => setTimeout(r, 1100)); // past the head's one-second cache
    await follower.catchUp();
    assert.deepEqual(ids(sent), [...first, ...lost, ...next, ...silent].map((e) => e.id));
    // Nothing new: the heartbeat reads nothing and sends nothing.
    const before = sent.length;
    await follower.catchUp();
    assert.equal(sent.length, before);
  } finally {
    await ctx.close();
  }
});
