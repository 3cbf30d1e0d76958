import { AppError } from "../errors.ts";

/**
 * Open live connections (SSE streams and WebSockets) of this instance: a credential may hold
 * `perKey` at once, the instance `total`. In process memory: with several instances each
 * counts its own (on Workers the Durable Object holding the sockets counts them).
 */
export interface StreamSlots {
  /**
   * Takes a slot for `holder` and returns the function that gives it back (once, however
   * often it is called). Refused with 429 when the holder has `perKey` open, 503 when the
   * instance has `total`.
   */
  take(holder: string): () => void;
  readonly perKey: number;
  readonly total: number;
  /** Connections open now. */
  readonly open: number;
}

/** What a refused client waits before trying again, in seconds. */
const RETRY_AFTER = "3";

export function createStreamSlots(perKey: number, total: number): StreamSlots {
  const held = new Map<string, number>();
  let open = 0;
  return {
    perKey,
    total,
    get open() {
      return open;
    },
    take(holder) {
      const n = held.get(holder) ?? 0;
      if (n >= perKey) throw tooManyForKey(perKey);
      if (open >= total) {
        throw new AppError(
          "unavailable",
          "this instance holds the most live connections it may; retry shortly",
          { limit: total },
          { headers: { "Retry-After": RETRY_AFTER } },
        );
      }
      held.set(holder, n + 1);
      open++;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        open--;
        const left = (held.get(holder) ?? 1) - 1;
        if (left > 0) held.set(holder, left);
        else held.delete(holder);
      };
    },
  };
}

/** The refusal of a connection over the per-key limit (here and in the Durable Object). */
export function tooManyForKey(perKey: number): AppError {
  return new AppError(
    "rate_limited",
    `this key has ${perKey} live connections open, the most it may hold; close one first`,
    { open_streams: perKey, limit: perKey },
    { headers: { "Retry-After": RETRY_AFTER } },
  );
}
