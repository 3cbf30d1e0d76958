import assert from "node:assert/strict";
import { executeRun } from "../services/workflows/mod.ts";
import { createTestContext, issueKey } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const BASE = { name: "report", job: "morning-report", cron: "0 8 * * *", timezone: "UTC" };

/** A 422 envelope whose issues name `field`, with a message matching `message`. */
async function assert422(res: Response, field: string, message: RegExp) {
  const body: Json = await res.json();
  assert.equal(res.status, 422, JSON.stringify(body));
  assert.equal(body.success, false);
  assert.equal(body.error.code, "VALIDATION_ERROR");
  const issue = body.error.details.issues.find((i: Json) => i.field === field);
  assert.ok(issue, `no issue for ${field}: ${JSON.stringify(body.error.details)}`);
  assert.match(body.error.message + " " + issue.message, message);
}

Deno.test("workflows: refused inputs, each named", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    const key = await issueKey(ctx, "demo-league");
    const schedule = (json: unknown) =>
      ctx.send("POST", "/workflows/schedule", { headers: key, json });
    const crons: [string, string, RegExp][] = [
      ["0 8 * *", "cron.cron", /expected 5 fields/],
      ["0 8 * * * *", "cron.cron", /expected 5 fields/],
      ["60 8 * * *", "cron.minute", /minute 60 is out of range 0-59/],
      ["0 24 * * *", "cron.hour", /hour 24 is out of range/],
      ["0 8 0 * *", "cron.day_of_month", /day_of_month 0 is out of range 1-31/],
      ["0 8 * 13 *", "cron.month", /month 13/],
      ["0 8 * * 8", "cron.day_of_week", /day_of_week 8/],
      ["*/0 8 * * *", "cron.minute", /step '0'/],
      ["0 9-5 * * *", "cron.hour", /runs backwards/],
      ["0 8 * * FUNDAY", "cron.day_of_week", /not a number/],
      ["@daily x y z w", "cron.minute", /not a number/],
    ];
    for (const [cron, field, message] of crons) {
      await assert422(await schedule({ ...BASE, cron }), field, message);
    }
    await assert422(
      await schedule({ ...BASE, timezone: "Mars/Olympus_Mons" }),
      "timezone",
      /unknown time zone 'Mars\/Olympus_Mons'/,
    );
    await assert422(
      await schedule({ ...BASE, job: "webhook-deliver" }),
      "job",
      /unknown job kind 'webhook-deliver'/,
    );
    await assert422(
      await schedule({ ...BASE, job: "https://evil.example/hook" }),
      "job",
      /unknown job kind/,
    );
    await assert422(
      await schedule({ ...BASE, payload: { url: "http://169.254.169.254/" } }),
      "payload",
      /invalid payload|Unrecognized/i,
    );
    await assert422(
      await schedule({ ...BASE, payload: { config: "not an object" } }),
      "payload.config",
      /invalid payload/,
    );
    await assert422(await schedule({ ...BASE, name: "" }), "name", /./);

    // Unknown ids: 404 everywhere.
    for (
      const res of [
        await ctx.get("/workflows/schedule/wf_nope", key),
        await ctx.send("DELETE", "/workflows/schedule/wf_nope", { headers: key }),
        await ctx.send("POST", "/workflows/run", {
          headers: key,
          json: { workflow_id: "wf_nope" },
        }),
        await schedule({ ...BASE, workflow_id: "wf_nope" }),
        await ctx.get("/workflows/history?workflow_id=wf_nope", key),
      ]
    ) {
      const body: Json = await res.json();
      assert.ok([404, 200].includes(res.status), JSON.stringify(body));
      if (res.status === 404) assert.equal(body.error.code, "NOT_FOUND");
      else assert.equal(body.data.count, 0, "history of an id nobody has: empty");
    }
    await assert422(
      await ctx.get("/workflows/history?limit=0", key),
      "limit",
      /./,
    );
    await assert422(
      await ctx.get("/workflows/history?status=DONE", key),
      "status",
      /./,
    );

    // A run now whose payload does not fit its job.
    const wf: Json = (await (await schedule(BASE)).json()).data;
    await assert422(
      await ctx.send("POST", "/workflows/run", {
        headers: key,
        json: { workflow_id: wf.workflow_id, payload: { extra: 1 } },
      }),
      "payload",
      /invalid payload/,
    );
    // Retrieval sync runs per folder: not from here.
    const sync = await ctx.send("POST", "/workflows/run", {
      headers: { "X-API-Key": "test-key-0123456789" },
      json: { workflow_id: "rag-sync" },
    });
    assert.equal(sync.status, 409);
    assert.match((await sync.json()).error.message, /per folder/);
  } finally {
    await ctx.close();
  }
});

Deno.test("workflows: a failing job is retried, then its run is RUN_FAILED with the step's error", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    const key = await issueKey(ctx, "demo-league");
    const wf: Json = (await (await ctx.send("POST", "/workflows/schedule", {
      headers: key,
      json: BASE,
    })).json()).data;
    const started: Json = (await (await ctx.send("POST", "/workflows/run", {
      headers: key,
      json: { workflow_id: wf.workflow_id },
    })).json()).data;
    const failing = () => Promise.reject(new Error("spreadsheet unreachable"));
    const delivery = (retried: number, finalAttempt: boolean) =>
      executeRun(ctx.deps, {
        runId: started.workflowRunId,
        messageId: started.message_id,
        retried,
        finalAttempt,
      }, failing);
    await assert.rejects(delivery(0, false), /spreadsheet unreachable/);
    let run: Json = (await (await ctx.get("/workflows/history", key)).json()).data.runs[0];
    assert.equal(run.workflowState, "RUN_STARTED", "a retry follows");
    assert.equal(run.attempts, 1);
    assert.equal(run.steps[1].steps[0].state, "STEP_FAILED");
    await delivery(1, true);
    run = (await (await ctx.get("/workflows/history?status=RUN_FAILED", key)).json()).data.runs[0];
    assert.equal(run.workflowRunId, started.workflowRunId);
    assert.equal(run.attempts, 2);
    assert.equal(run.error, "spreadsheet unreachable");
    assert.equal(run.steps[1].steps[0].errors, "spreadsheet unreachable");
    const stats: Json = (await (await ctx.get("/workflows/stats", key)).json()).data;
    assert.equal(stats.failed, 1);
    assert.equal(stats.success_rate, 0);
    // A redelivery of a finished run does nothing.
    const again = await executeRun(ctx.deps, {
      runId: started.workflowRunId,
      messageId: started.message_id,
      retried: 2,
      finalAttempt: true,
    }, () => Promise.resolve("late"));
    assert.equal(again.state, "RUN_FAILED");
  } finally {
    await ctx.close();
  }
});

Deno.test("workflows: a run the queue does not take is RUN_FAILED and answered 503", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    const key = await issueKey(ctx, "demo-league");
    const created = await ctx.send("POST", "/workflows/schedule", {
      headers: key,
      json: { name: "digest", job: "morning-report", cron: "0 8 * * *" },
    });
    const { workflow_id } = (await created.json()).data;
    ctx.deps.queue.publish = () => Promise.reject(new Error("queue unreachable"));
    const res = await ctx.send("POST", "/workflows/run", { headers: key, json: { workflow_id } });
    assert.equal(res.status, 503, await res.clone().text());
    const history = await (await ctx.get(`/workflows/history?workflow_id=${workflow_id}`, key))
      .json();
    assert.deepEqual(history.data.runs.map((r: { workflowState: string }) => r.workflowState), [
      "RUN_FAILED",
    ]);
  } finally {
    await ctx.close();
  }
});
