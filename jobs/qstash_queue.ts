import { Client } from "@upstash/qstash";
import { callbackUrl, type JobQueue } from "./queue.ts";

/**
 * Production: QStash stores, delays, retries (with its own backoff) and delivers each job to
 * `${PUBLIC_BASE_URL}/jobs/<name>`, signed with the account's signing keys.
 */
export function createQStashQueue(
  { token, baseUrl, qstashUrl, maxRetries }: {
    token: string;
    baseUrl: string;
    qstashUrl?: string;
    maxRetries: number;
  },
): JobQueue {
  const client = new Client({ token, baseUrl: qstashUrl });
  return {
    kind: "qstash",
    async publish(name, payload, options = {}) {
      const result = await client.publishJSON({
        url: callbackUrl(baseUrl, name),
        body: payload ?? {},
        deduplicationId: options.dedupId,
        retries: options.retries ?? maxRetries,
        delay: options.delaySeconds,
      });
      return { messageId: result.messageId, deduplicated: Boolean(result.deduplicated) };
    },
    cancel: () => Promise.resolve(0),
    drain: () => Promise.resolve(0),
    connect() {},
    start() {},
    stop: () => Promise.resolve(),
  };
}
