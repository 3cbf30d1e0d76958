import assert from "node:assert/strict";
import { createTestContext, issueKey, TEST_KEY } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const BASE = { name: "Quietwater digest", job: "email-monitor", cron: "*/5 * * * *" };

Deno.test("workflows: credentials, ownership and read-only built-ins", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    const league = await issueKey(ctx, "demo-league");
    const rival = await issueKey(ctx, "demo-admin", { role: "league_admin" });
    const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
    const readOnlyKey = await issueKey(ctx, "demo-league", { scopes: ["read"] });
    const admin = { "X-API-Key": TEST_KEY };
    const wf: Json = (await (await ctx.send("POST", "/workflows/schedule", {
      headers: league,
      json: BASE,
    })).json()).data;
    const path = `/workflows/schedule/${wf.workflow_id}`;

    // No credential: 401 on all seven.
    for (
      const [method, url] of [
        ["POST", "/workflows/schedule"],
        ["GET", path],
        ["DELETE", path],
        ["GET", "/workflows/schedules"],
        ["POST", "/workflows/run"],
        ["GET", "/workflows/history"],
        ["GET", "/workflows/stats"],
      ]
    ) {
      const res = await ctx.send(method, url, method === "POST" ? { json: BASE } : {});
      assert.equal(res.status, 401, `${method} ${url}`);
      assert.equal((await res.json()).error.code, "AUTHENTICATION_ERROR");
    }
    // A public-data key: 403; a read-only key reads but does not change.
    assert.equal((await ctx.get("/workflows/schedules", publicKey)).status, 403);
    assert.equal((await ctx.get(path, readOnlyKey)).status, 200);
    const write = await ctx.send("POST", "/workflows/schedule", {
      headers: readOnlyKey,
      json: BASE,
    });
    assert.equal(write.status, 403);

    // Another owner: 404 for the workflow, never in its lists, its history or its stats.
    await ctx.send("POST", "/workflows/run", {
      headers: league,
      json: { workflow_id: wf.workflow_id },
    });
    assert.equal((await ctx.get(path, rival)).status, 404);
    assert.equal((await ctx.send("DELETE", path, { headers: rival })).status, 404);
    const takeOver = await ctx.send("POST", "/workflows/schedule", {
      headers: rival,
      json: { ...BASE, workflow_id: wf.workflow_id, name: "mine now" },
    });
    assert.equal(takeOver.status, 404);
    const runIt = await ctx.send("POST", "/workflows/run", {
      headers: rival,
      json: { workflow_id: wf.workflow_id },
    });
    assert.equal(runIt.status, 404);
    const history = await ctx.get(`/workflows/history?workflow_id=${wf.workflow_id}`, rival);
    assert.equal(history.status, 404);
    for (const url of ["/workflows/schedules", "/workflows/history", "/workflows/stats"]) {
      const text = await (await ctx.get(url, rival)).text();
      assert.ok(!text.includes(wf.workflow_id), `${url} shows the league's workflow`);
      assert.ok(!text.includes("Quietwater"), `${url} shows the league's workflow`);
    }
    // An admin sees it.
    assert.equal((await ctx.get(path, admin)).status, 200);
    assert.match(await (await ctx.get("/workflows/schedules", admin)).text(), /Quietwater/);
    const adminHistory = await (await ctx.get("/workflows/history", admin)).json();
    assert.equal(adminHistory.data.count, 1);

    // Built-ins: visible to all, never changed or deleted, run by admins only.
    for (const headers of [league, admin]) {
      const del = await ctx.send("DELETE", "/workflows/schedule/morning-report", { headers });
      assert.equal(del.status, 403);
      assert.match(
        (await del.json()).error.message,
        /built-in workflow: its schedule is read-only/,
      );
      const change = await ctx.send("POST", "/workflows/schedule", {
        headers,
        json: { ...BASE, workflow_id: "live-play" },
      });
      assert.equal(change.status, 403);
      await change.body?.cancel();
    }
    assert.equal((await ctx.get("/workflows/schedule/live-play", league)).status, 200);
    const run = await ctx.send("POST", "/workflows/run", {
      headers: league,
      json: { workflow_id: "sandbox-reset" },
    });
    assert.equal(run.status, 403);
    await run.body?.cancel();
    // The league's own workflow is the league's to delete.
    assert.equal((await ctx.send("DELETE", path, { headers: league })).status, 200);
  } finally {
    await ctx.close();
  }
});
