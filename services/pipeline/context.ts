import type { Database } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { AiProvider } from "../ai/mod.ts";
import type { Logger } from "../logger.ts";
import type { DocumentStore } from "../storage/mod.ts";
import type { Tracker } from "../tracker/mod.ts";

/** What the pipeline's stages use; built once and handed to the stage jobs. */
export interface PipelineServices {
  db: Database;
  documents: DocumentStore;
  tracker: Tracker;
  ai: AiProvider;
  /** A language model for questionnaire extraction (EXTRACTION=model). */
  extractor?: AiProvider;
  logger: Logger;
  clock: () => Date;
  /** How long a stage may run before another delivery may take it over (JOB_LEASE_SECONDS). */
  stageLeaseMs?: number;
}

/** The services with the queue: for what starts runs, chains stages or cancels a run's jobs. */
export type QueueServices = PipelineServices & { queue: Pick<JobQueue, "publish" | "cancel"> };
