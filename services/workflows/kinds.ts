import { z } from "zod";
import { SCHEDULES, WORKFLOW_TICK } from "../../jobs/schedules.ts";

/**
 * What a workflow may run: registered job kinds only, never a URL. A user's workflow may run
 * the kinds below, each with the payload schema its body's `payload` must fit (unknown fields
 * refused). They are the jobs that act on nothing a user names (no URL, no path, no other
 * owner's object) and are idempotent per delivery. The rest of the registry (pipeline stages,
 * webhook deliveries, batch steps, live play, the sandbox reset, retrieval sync) runs for the
 * service or for one object of one owner, and stays out of users' reach.
 */
export const USER_JOB_KINDS = {
  "morning-report": {
    description: "The daily report: the state of the job queue, then (with the partnership " +
      "pipeline) the spreadsheet sync and the mail.",
    payload: z.object({
      config: z.record(z.string(), z.unknown()).optional(),
    }).strict(),
  },
  "email-monitor": {
    description: "Unread mail through the intelligence pipeline.",
    payload: z.object({
      config: z.record(z.string(), z.unknown()).optional(),
    }).strict(),
  },
} as const;

export type UserJobKind = keyof typeof USER_JOB_KINDS;

export const isUserJobKind = (job: string): job is UserJobKind =>
  Object.hasOwn(USER_JOB_KINDS, job);

/** A built-in workflow: one of the service's own schedules, or retrieval sync (on demand). */
export interface BuiltInWorkflow {
  id: string;
  job: string;
  name: string;
  description: string;
  /** Null: the job has no schedule, it runs when something asks for it. */
  cron: string | null;
  /** Run now through /workflows/run (admins); retrieval sync runs per folder elsewhere. */
  runnable: boolean;
}

/** The service's own jobs, shown as read-only workflows. Their ids are the job names. */
export const BUILT_IN_WORKFLOWS: readonly BuiltInWorkflow[] = [
  ...SCHEDULES.filter((s) => s.name !== WORKFLOW_TICK).map((s) => ({
    id: s.name,
    job: s.name,
    name: s.name,
    description: s.description,
    cron: s.cron as string,
    runnable: true,
  })),
  {
    id: "rag-sync",
    job: "rag-sync",
    name: "rag-sync",
    description: "Retrieval sync: a document-store folder brought in step with the corpus. It " +
      "runs per folder, queued by POST /api/drive-rag/sync and /api/drive-rag/embed/{folder_id}.",
    cron: null,
    runnable: false,
  },
];

export const builtInWorkflow = (id: string) => BUILT_IN_WORKFLOWS.find((w) => w.id === id);
