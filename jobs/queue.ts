/** What publishing a job can ask for (the options QStash's publish takes). */
export interface PublishOptions {
  /** A second message with the same id is not accepted while the first is known. */
  dedupId?: string;
  delaySeconds?: number;
  /** Redeliveries after the first failure; JOB_MAX_RETRIES when absent. */
  retries?: number;
}

export interface Published {
  messageId: string;
  /** True when a message with the same deduplication id was already accepted. */
  deduplicated: boolean;
}

/**
 * The job queue: jobs are published by name with a JSON payload and delivered, at least once,
 * to `POST /jobs/<name>`, signed as QStash signs. Two implementations: local_queue.ts (libSQL,
 * drained in-process) and qstash_queue.ts (Upstash QStash).
 */
export interface JobQueue {
  readonly kind: "local" | "qstash";
  publish(name: string, payload: unknown, options?: PublishOptions): Promise<Published>;
  /**
   * Local queue: forgets the jobs `name` whose payload has these values (queued, done or dead,
   * with their delivery records and dead letters), as when what they work on is deleted. A
   * delivery under way runs on; its handler must find its subject gone. QStash: nothing (its
   * messages cannot be found by payload), so handlers acknowledge jobs of deleted subjects.
   */
  cancel(name: string, payload: Record<string, string>): Promise<number>;
  /** Local queue: deliver every job that is due now; QStash delivers by itself. */
  drain(): Promise<number>;
  /** Local queue: the app's fetch, through which deliveries reach the callback route. */
  connect(fetch: (request: Request) => Response | Promise<Response>): void;
  /** Local queue: poll in the background until stopped. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * QStash's default retry delay after the n-th failed delivery: min(1 day, e^(2.5·n)) seconds
 * (12 s, 2.5 min, 30 min, 6 h...). `scale` shrinks it for tests.
 */
export function retryDelayMs(retried: number, scale = 1): number {
  return Math.round(Math.min(86_400, Math.exp(2.5 * retried)) * 1000 * scale);
}

export const callbackUrl = (baseUrl: string, name: string) => `${baseUrl}/jobs/${name}`;
