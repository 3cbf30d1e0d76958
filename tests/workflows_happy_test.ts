import assert from "node:assert/strict";
import { cronMatches, nextFire, parseCron, percentile } from "../services/workflows/mod.ts";
import { History, Stats, Workflow, WorkflowList } from "../routes/workflows/schemas.ts";
import { assertShape, createTestContext, issueKey, NOW, type TestContext } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const data = async (res: Response, status: number) => {
  assert.equal(res.status, status, await res.clone().text());
  return (await res.json()).data;
};

const drain = async (ctx: TestContext) => {
  for (let i = 0; i < 20 && await ctx.deps.queue.drain() > 0; i++);
};

const REPORT = {
  name: "Weekday report",
  job: "morning-report",
  payload: { config: { recipients: ["ops@league.example"] } },
  cron: "30 7 * * MON-FRI",
  timezone: "America/New_York",
};

Deno.test("workflows: cron fields, ranges, names and time zones", () => {
  const weekdays = parseCron("30 7 * * MON-FRI");
  // 2026-11-23 is a Monday; 07:30 in New York is 12:30 UTC (EST).
  assert.ok(cronMatches(weekdays, new Date("2026-11-23T12:30:00Z"), "America/New_York"));
  assert.ok(!cronMatches(weekdays, new Date("2026-11-23T07:30:00Z"), "America/New_York"));
  assert.ok(!cronMatches(weekdays, new Date("2026-11-22T12:30:00Z"), "America/New_York"));
  assert.equal(
    nextFire(weekdays, new Date("2026-11-21T12:00:00Z"), "America/New_York")?.toISOString(),
    "2026-11-23T12:30:00.000Z",
  );
  const every15 = parseCron("*/15 0-6/3 1,15 * 7");
  assert.deepEqual([...every15.sets[0]], [0, 15, 30, 45]);
  assert.deepEqual([...every15.sets[1]], [0, 3, 6]);
  assert.deepEqual([...every15.sets[4]], [0]);
  // Both day fields restricted: either matches (Vixie cron). 2026-11-22 is a Sunday.
  assert.ok(cronMatches(every15, new Date("2026-11-22T03:15:00Z"), "UTC"));
  assert.ok(cronMatches(every15, new Date("2026-11-15T03:15:00Z"), "UTC"));
});

Deno.test("workflows: percentiles by nearest rank", () => {
  const values = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);
  assert.equal(percentile(values, 50), 100);
  assert.equal(percentile(values, 95), 190);
  assert.equal(percentile([42], 95), 42);
  assert.equal(percentile([], 50), null);
});

Deno.test("workflows: schedule, read, list, update, run now, history, stats, delete", async () => {
  // A clock that moves 5 ms each time it is read, so runs have durations.
  let tick = NOW.getTime();
  const ctx = await createTestContext(
    { DEMO_DATA: "false", JOB_WORKER: "false" },
    { clock: () => new Date(tick += 5) },
  );
  try {
    const league = await issueKey(ctx, "demo-league");
    const created = await data(
      await ctx.send("POST", "/workflows/schedule", { headers: league, json: REPORT }),
      201,
    );
    assertShape(Workflow, created);
    assert.match(created.workflow_id, /^wf_[0-9a-f]{32}$/);
    assert.equal(created.timezone, "America/New_York");
    assert.equal(created.built_in, false);
    assert.ok(created.next_run_at);
    const path = `/workflows/schedule/${created.workflow_id}`;
    const read = await data(await ctx.get(path, league), 200);
    assert.deepEqual(read.payload, REPORT.payload);

    const list = await data(await ctx.get("/workflows/schedules", league), 200);
    assertShape(WorkflowList, list);
    const ids = list.workflows.map((w: Json) => w.workflow_id);
    for (const builtIn of ["morning-report", "email-monitor", "live-play", "rag-sync"]) {
      assert.ok(ids.includes(builtIn), builtIn);
    }
    assert.ok(ids.includes(created.workflow_id));
    assert.ok(list.workflows.find((w: Json) => w.workflow_id === "live-play").built_in);

    const updated = await data(
      await ctx.send("POST", "/workflows/schedule", {
        headers: league,
        json: { ...REPORT, workflow_id: created.workflow_id, cron: "0 9 * * *", timezone: "UTC" },
      }),
      200,
    );
    assert.equal(updated.cron, "0 9 * * *");
    assert.equal(updated.workflow_id, created.workflow_id);

    // Run now: three runs, each a workflow-run job on the queue.
    const runs: Json[] = [];
    for (let i = 0; i < 3; i++) {
      runs.push(
        await data(
          await ctx.send("POST", "/workflows/run", {
            headers: league,
            json: { workflow_id: created.workflow_id },
          }),
          202,
        ),
      );
    }
    assert.equal(runs[0].workflowState, "RUN_STARTED");
    const pending = await data(
      await ctx.get(
        `/workflows/history?status=RUN_STARTED&workflow_id=${created.workflow_id}`,
        league,
      ),
      200,
    );
    assert.equal(pending.count, 3);
    await drain(ctx);

    const history = await data(
      await ctx.get(`/workflows/history?workflow_id=${created.workflow_id}`, league),
      200,
    );
    assertShape(History, history);
    assert.equal(history.count, 3);
    for (const run of history.runs) {
      assert.equal(run.workflowState, "RUN_SUCCESS");
      assert.equal(run.status, "RUN_SUCCESS");
      assert.equal(run.attempts, 1);
      assert.equal(run.trigger, "manual");
      assert.ok(run.duration_ms > 0);
      assert.ok(run.workflowRunCompletedAt >= run.workflowRunCreatedAt);
      const steps = run.steps.flatMap((g: Json) => g.steps);
      assert.deepEqual(steps.map((s: Json) => [s.stepName, s.stepType, s.state]), [
        ["init", "Initial", "STEP_SUCCESS"],
        ["morning-report", "Run", "STEP_SUCCESS"],
      ]);
      assert.equal(JSON.parse(steps[0].out).trigger, "manual");
      // The job's own output: the morning report's run record.
      assert.equal(JSON.parse(steps[1].out).status, "completed");
      assert.equal(steps[1].messageId, run.message_id);
    }
    const limited = await data(await ctx.get("/workflows/history?limit=2", league), 200);
    assert.equal(limited.count, 2);
    const none = await data(await ctx.get("/workflows/history?status=RUN_FAILED", league), 200);
    assert.equal(none.count, 0);

    const stats = await data(await ctx.get("/workflows/stats", league), 200);
    assertShape(Stats, stats);
    assert.equal(stats.runs, 3);
    assert.equal(stats.succeeded, 3);
    assert.equal(stats.success_rate, 1);
    const durations = history.runs.map((r: Json) => r.duration_ms).sort((a: number, b: number) =>
      a - b
    );
    assert.equal(stats.duration_ms.p50, durations[1]);
    assert.equal(stats.duration_ms.p95, durations[2]);
    assert.equal(stats.workflows[0].workflow_id, created.workflow_id);

    const gone = await data(await ctx.send("DELETE", path, { headers: league }), 200);
    assert.deepEqual(gone, { workflow_id: created.workflow_id, deleted: true });
    assert.equal((await ctx.get(path, league)).status, 404);
    // Its history stays.
    const kept = await data(
      await ctx.get(`/workflows/history?workflow_id=${created.workflow_id}`, league),
      200,
    );
    assert.equal(kept.count, 3);
  } finally {
    await ctx.close();
  }
});

Deno.test("workflows: a due schedule fires once per minute through the workflow tick", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    const league = await issueKey(ctx, "demo-league");
    const wf = await data(
      await ctx.send("POST", "/workflows/schedule", {
        headers: league,
        json: { ...REPORT, cron: "0 8 * * *", timezone: "Europe/Paris" },
      }),
      201,
    );
    const off = await data(
      await ctx.send("POST", "/workflows/schedule", {
        headers: league,
        json: {
          ...REPORT,
          name: "paused",
          cron: "0 8 * * *",
          timezone: "Europe/Paris",
          enabled: false,
        },
      }),
      201,
    );
    const { fireSchedules } = await import("../jobs/schedules.ts");
    // 08:00 in Paris is 07:00 UTC in November; 08:00 UTC is not due.
    await fireSchedules(ctx.deps.queue, "* * * * *", new Date("2026-11-22T08:00:10Z"));
    await drain(ctx);
    assert.equal((await data(await ctx.get("/workflows/history", league), 200)).count, 0);
    const due = new Date("2026-11-22T07:00:05Z");
    await fireSchedules(ctx.deps.queue, "* * * * *", due);
    await fireSchedules(ctx.deps.queue, "* * * * *", new Date(due.getTime() + 30_000));
    await drain(ctx);
    const history = await data(await ctx.get("/workflows/history", league), 200);
    assert.equal(history.count, 1, "two ticks of one minute start it once");
    const [run] = history.runs;
    assert.equal(run.workflow_id, wf.workflow_id);
    assert.notEqual(run.workflow_id, off.workflow_id);
    assert.equal(run.trigger, "schedule");
    assert.equal(run.workflowState, "RUN_SUCCESS");
    const init = run.steps[0].steps[0];
    assert.equal(JSON.parse(init.out).scheduled_for, "2026-11-22T07:00:00.000Z");
  } finally {
    await ctx.close();
  }
});

Deno.test("workflows: an admin runs a built-in now, and every caller sees its run", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    const run = await data(
      await ctx.send("POST", "/workflows/run", {
        headers: { "X-API-Key": "test-key-0123456789" },
        json: { workflow_id: "email-monitor" },
      }),
      202,
    );
    await drain(ctx);
    const league = await issueKey(ctx, "demo-league");
    const history = await data(
      await ctx.get("/workflows/history?workflow_id=email-monitor", league),
      200,
    );
    assert.equal(history.runs[0].workflowRunId, run.workflowRunId);
    assert.equal(history.runs[0].workflowState, "RUN_SUCCESS");
    const builtIn = await data(await ctx.get("/workflows/schedule/morning-report", league), 200);
    assert.equal(builtIn.cron, "0 8 * * *");
    assert.equal(builtIn.built_in, true);
  } finally {
    await ctx.close();
  }
});
