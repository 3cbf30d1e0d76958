import { streamSSE } from "hono/streaming";
import { ownerOf } from "../../services/auth/principal.ts";
import { parseUntrustedJson } from "../../services/json.ts";
import {
  contractsZip as zipOf,
  deleteRun,
  parseConfig,
  RunConfig,
  runResult,
  runStatus,
  startRun,
} from "../../services/pipeline/mod.ts";
import { processFromStore } from "../../services/pipeline/process.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import { uploadedFile } from "../uploads.ts";
import { callerOf } from "../middleware/auth.ts";
import type * as routes from "./routes.ts";

async function uploadInput(form: Record<string, unknown>) {
  const config = typeof form.config === "string" && form.config.trim()
    ? parseUntrustedJson(new TextEncoder().encode(form.config), "the config field", "config")
    : undefined;
  return {
    // The config in full (422) before the file is admitted: the cheap check first.
    config: parseConfig(RunConfig, config),
    file: await uploadedFile(form.file),
    leagueName: typeof form.league_name === "string" ? form.league_name : undefined,
  };
}

/** upload and start: the same operation under two paths of spec 001. */
export const uploadQuestionnaire: AppRouteHandler<typeof routes.uploadQuestionnaire> = async (
  c,
) => {
  const deps = c.get("deps");
  const principal = c.get("principal");
  const input = await uploadInput(await c.req.parseBody());
  const run = await startRun(deps, { owner: ownerOf(principal), ...input });
  return c.json(envelope(c, await runStatus(deps, run.id, principal)), 202);
};

export const startPipeline = uploadQuestionnaire;

export const status: AppRouteHandler<typeof routes.status> = async (c) =>
  c.json(
    envelope(
      c,
      await runStatus(
        c.get("deps"),
        c.req.valid("param").pipeline_id,
        c.get("principal"),
      ),
    ),
    200,
  );

export const result: AppRouteHandler<typeof routes.result> = async (c) =>
  c.json(
    envelope(
      c,
      await runResult(
        c.get("deps"),
        c.req.valid("param").pipeline_id,
        c.get("principal"),
      ),
    ),
    200,
  );

export const zip: AppRouteHandler<typeof routes.contractsZip> = async (c) => {
  const { filename, bytes } = await zipOf(
    c.get("deps"),
    c.req.valid("param").pipeline_id,
    c.get("principal"),
  );
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/zip",
    "Content-Disposition": `attachment; filename="${filename}"`,
  });
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(
    envelope(
      c,
      await deleteRun(
        c.get("deps"),
        c.req.valid("param").pipeline_id,
        c.get("principal"),
      ),
    ),
    200,
  );

export const process: AppRouteHandler<typeof routes.process> = async (c) => {
  const out = await processFromStore(
    c.get("deps"),
    c.get("principal"),
    c.req.valid("json"),
  );
  return c.json(envelope(c, out), out.status === "running" ? 202 : 200);
};

/** Progress as server-sent events, read from the run's rows every 250 ms until it ends. */
export const events: AppRouteHandler<typeof routes.events> = async (c) => {
  const services = c.get("deps");
  const id = c.req.valid("param").pipeline_id;
  const principal = c.get("principal");
  let last = JSON.stringify(await runStatus(services, id, principal));
  return streamSSE(c, async (stream) => {
    const until = Date.now() + 10 * 60_000;
    let eventId = 0;
    await stream.writeSSE({ event: "progress", data: last, id: String(eventId++) });
    while (!stream.aborted && Date.now() < until) {
      const status = await runStatus(services, id, principal);
      const text = JSON.stringify(status);
      if (text !== last) {
        await stream.writeSSE({ event: "progress", data: text, id: String(eventId++) });
        last = text;
      }
      if (status.status !== "running") {
        await stream.writeSSE({ event: "done", data: text, id: String(eventId++) });
        return;
      }
      await stream.sleep(250);
    }
  }) as unknown as ReturnType<AppRouteHandler<typeof routes.events>>;
};

export const health: AppRouteHandler<typeof routes.health> = async (c) => {
  const deps = c.get("deps");
  const check = async (name: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
      return [name, { status: "ok", detail: "answers" }] as const;
    } catch (err) {
      return [name, {
        status: "down",
        detail: err instanceof Error ? err.message : String(err),
      }] as const;
    }
  };
  const dependencies: Record<string, { status: string; detail: string }> = Object.fromEntries(
    await Promise.all([
      check("database", () => deps.db.$client.execute("SELECT 1")),
      check("document_store", () => deps.documents.list("health/")),
      check("job_queue", () => Promise.resolve(deps.queue.kind)),
    ]),
  );
  dependencies.ai_provider = { status: "ok", detail: deps.ai.name };
  dependencies.tracker = { status: "ok", detail: deps.tracker.kind };
  const status = Object.values(dependencies).every((d) => d.status === "ok")
    ? "healthy" as const
    : "degraded" as const;
  return c.json(envelope(c, callerOf(c) ? { status, dependencies } : { status }), 200);
};
