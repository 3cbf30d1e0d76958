import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { trackerCards } from "../db/schema/mod.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { createTestContext, issueKey, TEST_KEY, type TestContext } from "./helpers.ts";

/**
 * Every operation of the OpenAPI document, driven by every kind of credential that does not
 * own the objects it names: none of them sees, lists, downloads or deletes the league's runs,
 * batches, uploads, contracts or sessions, wildcards included. The owner's own credentials (the
 * account signed in and its key) and a tenant admin see them.
 */

type Operation = { method: string; path: string; params: string[]; body?: string };
type Doc = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
};

const SECRET_LEAGUE = "Quietwater Pickleball Circuit";

async function login(ctx: TestContext, email: string, password: string) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: { email, password } });
  assert.equal(res.status, 200);
  const body = await res.json();
  return {
    jwt: { Authorization: `Bearer ${body.access_token}` },
    idToken: { Authorization: `Bearer ${body.id_token}` },
  };
}

async function data(res: Response, status: number) {
  assert.equal(res.status, status, await res.clone().text());
  return (await res.json()).data;
}

function operations(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      body: op.requestBody ? Object.keys(op.requestBody.content)[0] : undefined,
    }))
  );
}

Deno.test("ownership matrix: no credential reaches another owner's objects on any operation", async () => {
  const ctx = await createTestContext({
    DEMO_DATA: "false",
    JOB_WORKER: "false",
    // An OAuth client whose id is the league account's id owns nothing of the league's.
    DEMO_OAUTH_CLIENT_ID: "demo-league",
    // The league's webhook receiver is on this machine (nothing is delivered: no worker runs).
    OUTBOUND_ALLOW_PRIVATE: "true",
  });
  try {
    const league = await login(ctx, "league@altsports.dev", "altsports-league-demo");
    const admin = await login(ctx, "admin@altsports.dev", "altsports-admin-demo");
    const leagueKey = await issueKey(ctx, "demo-league");
    const created = await data(
      await ctx.send("POST", "/api/v1/admin/accounts", {
        headers: admin.jwt,
        json: { email: "ops@rival.example", password: "rival-league-pw", role: "league_admin" },
      }),
      201,
    );
    const rival = await login(ctx, "ops@rival.example", "rival-league-pw");
    const rivalKey = await issueKey(ctx, created.account_id);
    const adminKeyNoScope = await issueKey(ctx, "demo-admin", { role: "admin" });
    const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
    const token = await ctx.send("POST", "/api/v1/oauth/token", {
      headers: { Authorization: `Basic ${btoa("demo-league:altsports-demo-client-secret")}` },
      json: { grant_type: "client_credentials" },
    });
    const client = { Authorization: `Bearer ${(await token.json()).access_token}` };

    // The league's objects: a run, an upload and a batch, an interactive session, a contract,
    // a webhook and a prompt.
    const questionnaire = QUESTIONNAIRE.replaceAll("Pacific Pickleball Tour", SECRET_LEAGUE);
    const form = (field: string) => {
      const f = new FormData();
      f.append(field, new File([questionnaire], "quietwater.txt"));
      return f;
    };
    const run = await data(
      await ctx.send("POST", "/api/pipeline/upload", { headers: leagueKey, body: form("file") }),
      202,
    );
    const upload = await data(
      await ctx.send("POST", "/api/batch/upload", { headers: league.jwt, body: form("files") }),
      201,
    );
    const uploadPath: string = upload.files[0].path;
    const batch = await data(
      await ctx.send("POST", "/api/batch/process", {
        headers: leagueKey,
        json: { paths: [uploadPath], background: true },
      }),
      202,
    );
    for (let i = 0; i < 200 && await ctx.deps.queue.drain() > 0; i++);
    const session = await data(
      await ctx.send("POST", "/api/contracts/interactive/start", {
        headers: league.jwt,
        json: { pipeline_id: run.pipeline_id },
      }),
      201,
    );
    const issued = await data(
      await ctx.send("POST", "/api/questionnaire/process-questionnaire", {
        headers: leagueKey,
        body: form("file"),
      }),
      200,
    );
    const contractId: string = issued.contracts[0].contract_id;
    assert.match(contractId, /^ct_/);

    const hook = await ctx.send("POST", "/v1/webhooks", {
      headers: leagueKey,
      json: { url: "http://127.0.0.1:9/quietwater", events: ["event.started"] },
    });
    assert.equal(hook.status, 201);
    const webhookId: string = (await hook.json()).id;
    const ping = await ctx.send("POST", `/v1/webhooks/${webhookId}/test`, { headers: league.jwt });
    assert.equal(ping.status, 202);
    const deliveryId: string = (await ping.json()).id;

    // Retrieval: a document the league imported, a folder of its drive-rag area synced, and a
    // showcase upload, all naming the league.
    const imported = await ctx.send("POST", "/v1/rag/import", {
      headers: leagueKey,
      json: { documents: [{ title: SECRET_LEAGUE, text: `${SECRET_LEAGUE} umpires earn 410.` }] },
    });
    assert.equal(imported.status, 201);
    const ragDocumentId: string = (await imported.json()).documents[0].id;
    await ctx.deps.documents.put(
      "drive-rag/user-demo-league/quietwater/board.txt",
      `${SECRET_LEAGUE} board minutes: the season opens in May.`,
    );
    const embedded = await ctx.send("POST", "/api/drive-rag/embed/quietwater", {
      headers: league.jwt,
    });
    assert.equal(embedded.status, 200);
    await embedded.body?.cancel();
    const showcase = new FormData();
    showcase.append("file", new File([`${SECRET_LEAGUE} sponsors list.`], "sponsors.txt"));
    const uploaded = await ctx.send("POST", "/api/cloudai-showcase/rag/upload", {
      headers: leagueKey,
      body: showcase,
    });
    assert.equal(uploaded.status, 202);
    await uploaded.body?.cancel();
    for (let i = 0; i < 50 && await ctx.deps.queue.drain() > 0; i++);
    const prompt = await data(
      await ctx.send("POST", "/api/prompts", {
        headers: leagueKey,
        json: { name: `${SECRET_LEAGUE} pitch`, content: `Pitch ${SECRET_LEAGUE} to {{buyer}}` },
      }),
      201,
    );

    const workflow = await data(
      await ctx.send("POST", "/workflows/schedule", {
        headers: leagueKey,
        json: { name: `${SECRET_LEAGUE} digest`, job: "morning-report", cron: "0 8 * * *" },
      }),
      201,
    );
    const ran = await data(
      await ctx.send("POST", "/workflows/run", {
        headers: league.jwt,
        json: { workflow_id: workflow.workflow_id },
      }),
      202,
    );

    const card = await ctx.deps.db.query.trackerCards.findFirst({
      where: eq(trackerCards.runId, run.pipeline_id),
    });
    const ids: Record<string, string> = {
      card_key: card!.cardKey,
      pipeline_id: run.pipeline_id,
      batch_id: batch.batch_id,
      session_id: session.session_id,
      contract_id: contractId,
      webhook_id: webhookId,
      delivery_id: deliveryId,
      prompt_id: prompt.id,
      workflow_id: workflow.workflow_id,
      format: "pdf",
    };
    const secrets = [
      ...Object.values(ids).filter((v) => v !== "pdf"),
      SECRET_LEAGUE,
      uploadPath,
      ragDocumentId,
      "board.txt",
      "sponsors.txt",
      ran.workflowRunId,
    ];
    // The bodies that name the league's objects; every other body operation gets `{}`.
    const wildcard = "drive://batches/uploads/*/*/*.txt";
    const bodies: Record<string, unknown> = {
      "POST /api/contracts/interactive/{session_id}/select": { flavor: "balanced" },
      "POST /api/contracts/pipeline/status": { pipeline_id: run.pipeline_id },
      "POST /api/contracts/interactive/start": { pipeline_id: run.pipeline_id },
      "POST /api/v1/pipeline/process": { pdf_path: uploadPath },
      "POST /api/v1/pipeline/batch": { pdf_paths: [wildcard] },
      "POST /api/batch/process": { paths: [wildcard], background: true },
      "POST /api/drive-rag/sync": { folder_id: "quietwater" },
      // A valid change, so a stranger meets the owner check (404), not validation (422).
      "PATCH /v1/webhooks/{webhook_id}": { description: "taken over", status: "disabled" },
      "POST /workflows/run": { workflow_id: workflow.workflow_id },
      // A valid replacement, so a stranger meets the owner check (404), not validation (422).
      "POST /workflows/schedule": {
        workflow_id: workflow.workflow_id,
        name: "taken over",
        job: "morning-report",
        cron: "0 9 * * *",
      },
    };
    // Bodies that name no object but ask for the league's: answered (200), never with its data.
    const question = { query: "quietwater pickleball umpires board sponsors", top_k: 20 };
    const probes: Record<string, unknown> = {
      "POST /v1/rag/query": question,
      "POST /api/cloudai-showcase/rag/query": question,
    };
    const bodyOf = (op: Operation) =>
      bodies[`${op.method} ${op.path}`] ?? probes[`${op.method} ${op.path}`] ?? {};

    const doc = await ctx.json<Doc>("/openapi.json");
    const ops = operations(doc);
    const owned = ops.filter((op) =>
      op.params.some((p) => p in ids) || `${op.method} ${op.path}` in bodies
    );
    assert.ok(owned.length >= 20, `${owned.length} operations name an owned object`);

    const strangers: [string, Record<string, string>][] = [
      ["no credential", {}],
      ["another league signed in", rival.jwt],
      ["another league's key", rivalKey],
      ["an admin's key without the admin scope", adminKeyNoScope],
      ["the league's public-data key", publicKey],
      ["an OAuth client named like the league", client],
      ["the league's ID token (another credential kind)", league.idToken],
    ];
    let requests = 0;
    const call = async (op: Operation, headers: Record<string, string>) => {
      const path = op.path.replace(/\{(\w+)\}/g, (_, p: string) => ids[p] ?? "x");
      const init: { headers: Record<string, string>; json?: unknown; body?: BodyInit } = {
        headers,
      };
      if (op.body === "application/json") init.json = bodyOf(op);
      if (op.body === "multipart/form-data") init.body = new FormData();
      requests++;
      return await ctx.send(op.method, path, init);
    };

    for (const [who, headers] of strangers) {
      for (const op of ops) {
        if (op.path === "/jobs/{name}") continue; // signed job callbacks: tests/jobs_test.ts
        const res = await call(op, headers);
        // A live stream (text/event-stream) does not end while it is open, and carries the
        // public event log only (tests/live_test.ts): its first message is read, then it is closed.
        const text = res.headers.get("Content-Type")?.startsWith("text/event-stream")
          ? await firstChunk(res)
          : await res.text();
        const where = `${who}: ${op.method} ${op.path} → ${res.status}`;
        // An error may repeat what the caller sent; anything else of the league's is a leak.
        const sent = op.path.replace(/\{(\w+)\}/g, (_, p: string) => ids[p] ?? "x") +
          JSON.stringify(bodyOf(op));
        for (const secret of secrets.filter((s) => !sent.includes(s))) {
          assert.ok(!text.includes(secret), `${where} shows ${secret}: ${text.slice(0, 300)}`);
        }
        if (owned.includes(op)) assert.ok([401, 403, 404].includes(res.status), where);
      }
    }

    // A folder id names a folder of the caller's own area: the league's is nobody else's.
    for (const [who, headers] of strangers) {
      for (
        const [method, path] of [
          ["GET", "/api/drive-rag/status/quietwater"],
          ["GET", "/api/drive-rag/folders/quietwater/files"],
          ["POST", "/api/drive-rag/embed/quietwater"],
          ["POST", "/api/drive-rag/embed/showcase"],
          ["GET", "/api/drive-rag/status/showcase"],
        ]
      ) {
        const res = await ctx.send(method, path, { headers });
        const text = await res.text();
        assert.ok(
          [401, 403, 404].includes(res.status),
          `${who}: ${method} ${path} → ${res.status}`,
        );
        for (const secret of secrets) assert.ok(!text.includes(secret), `${who}: ${path}`);
      }
    }
    for (const headers of [league.jwt, leagueKey]) {
      const res = await ctx.get("/api/drive-rag/status/quietwater", headers);
      assert.equal(res.status, 200, "the league's account and key share its folders");
      await res.body?.cancel();
      const asked = await ctx.send("POST", "/api/cloudai-showcase/rag/query", {
        headers,
        json: { query: "quietwater pickleball sponsors", top_k: 20 },
      });
      assert.match(await asked.text(), /sponsors\.txt/);
    }
    const adminList = await ctx.get("/v1/rag/documents?limit=100", { "X-API-Key": TEST_KEY });
    assert.match(await adminList.text(), new RegExp(ragDocumentId), "a tenant admin lists it");

    // Nothing of the league's went away, and its owners and a tenant admin see all of it.
    const selected = await ctx.send(
      "POST",
      `/api/contracts/interactive/${session.session_id}/select`,
      {
        headers: leagueKey,
        json: { flavor: "balanced" },
      },
    );
    assert.equal(selected.status, 200, "the league's key acts on the session its account made");
    await selected.body?.cancel();
    for (const headers of [league.jwt, leagueKey, admin.jwt]) {
      for (const op of owned.filter((o) => o.method === "GET")) {
        const res = await call(op, headers);
        await res.body?.cancel();
        assert.equal(res.status, 200, `${op.method} ${op.path} for the owner or an admin`);
      }
    }
    const listed = await (await ctx.get("/api/batch/batches", leagueKey)).text();
    assert.ok(listed.includes(batch.batch_id), "the league's key lists the league's batches");
    console.log(`${ops.length} operations, ${strangers.length} strangers, ${requests} requests`);
  } finally {
    await ctx.close();
  }
});

/** The first chunk of a streamed body, then the stream closed. */
async function firstChunk(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}
