import type { z } from "zod";
import type { Database } from "../db/client.ts";
import type { Logger } from "../services/logger.ts";

/** What a job handler may use. */
export interface JobServices {
  db: Database;
  logger: Logger;
  clock: () => Date;
}

export interface JobContext {
  services: JobServices;
  /** The delivery's message id: handlers are idempotent by it. */
  messageId: string;
  /** Deliveries of this message before this one. */
  retried: number;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  handle(ctx: JobContext, payload: z.output<S>): Promise<unknown>;
}

export const defineJob = <S extends z.ZodType>(job: JobDefinition<S>) =>
  job as unknown as JobDefinition;
