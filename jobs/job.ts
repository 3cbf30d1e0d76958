import type { z } from "zod";
import type { RequestRecorder } from "../services/analytics/recorder.ts";
import type { AiProvider } from "../services/ai/mod.ts";
import type { Config } from "../services/config.ts";
import type { Embedder } from "../services/ai/embeddings.ts";
import type { QueueServices } from "../services/pipeline/context.ts";
import type { WebhookOutbound } from "../services/webhooks/mod.ts";
import type { EventLog } from "../services/event_log/mod.ts";
import type { Pricer } from "../services/pricing/mod.ts";
import type { SandboxResetter } from "./sandbox_reset.ts";

/**
 * What a job handler may use: the pipeline's services, the queue to chain jobs, the sandbox,
 * outgoing webhooks, the event log, the pricer, the embedder (retrieval) and the request
 * recorder (analytics).
 */
export type JobServices = QueueServices & {
  ai: AiProvider;
  analytics: RequestRecorder;
  config: Config;
  embedder: Embedder;
  sandbox: SandboxResetter;
  webhooks: WebhookOutbound;
  eventLog: EventLog;
  pricer: Pricer;
};

export interface JobContext {
  services: JobServices;
  /** The delivery's message id: handlers are idempotent by it. */
  messageId: string;
  /** Deliveries of this message before this one. */
  retried: number;
  /** No retry follows if this delivery fails (it will be dead-lettered). */
  finalAttempt: boolean;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  handle(ctx: JobContext, payload: z.output<S>): Promise<unknown>;
}

export const defineJob = <S extends z.ZodType>(job: JobDefinition<S>) =>
  job as unknown as JobDefinition;
