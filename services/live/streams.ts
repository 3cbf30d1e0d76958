/**
 * Open live streams per credential: a key may hold `max` at once. In process memory (one
 * instance's count); with several instances each holds its own.
 */
export interface StreamSlots {
  /** Takes a slot for `holder`; false when it holds `max` already. */
  acquire(holder: string): boolean;
  release(holder: string): void;
  readonly max: number;
}

export function createStreamSlots(max: number): StreamSlots {
  const open = new Map<string, number>();
  return {
    max,
    acquire(holder) {
      const n = open.get(holder) ?? 0;
      if (n >= max) return false;
      open.set(holder, n + 1);
      return true;
    },
    release(holder) {
      const n = (open.get(holder) ?? 0) - 1;
      if (n > 0) open.set(holder, n);
      else open.delete(holder);
    },
  };
}
