/**
 * A time-limited memo of serialized JSON, bounded by entries and by bytes (oldest out first).
 * Reads of the same resource within `ttlMs` share one database read, one serialization and at
 * most one gzip compression; concurrent misses share one load (single-flight). Failed loads are not
 * remembered. `ttlMs` 0 turns caching off (every read loads and encodes afresh).
 */
export interface CachedJson<T> {
  /** The JSON text; runtimes send a string body faster than the same bytes. */
  readonly text: string;
  /** Its length in UTF-8 bytes, at least. */
  readonly size: number;
  /** The bytes gzip-compressed, computed on first use and kept with the entry. */
  gzipped(): Promise<Uint8Array<ArrayBuffer>>;
  /** The compressed bytes once `gzipped()` has finished, so hot reads skip an await. */
  readonly gzip?: Uint8Array<ArrayBuffer>;
  /** When the entry stops being fresh (epoch ms); 0 when it is not kept. */
  expires: number;
  /** Carries the encoded type for the compiler only. */
  readonly __json?: T;
}

export interface JsonCache {
  get<T>(key: string, load: () => Promise<T>): Promise<CachedJson<T>>;
  clear(): void;
}

const encoder = new TextEncoder();

async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([encoder.encode(text)]).stream().pipeThrough(
    new CompressionStream("gzip"),
  );
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function encode<T>(value: T): CachedJson<T> {
  const text = JSON.stringify(value);
  let compressing: Promise<Uint8Array<ArrayBuffer>> | undefined;
  const json: { -readonly [K in keyof CachedJson<T>]: CachedJson<T>[K] } = {
    text,
    size: text.length,
    expires: 0,
    gzipped: () =>
      compressing ??= gzip(text).then((bytes) => {
        json.gzip = bytes;
        return bytes;
      }),
  };
  return json;
}

export function createJsonCache(
  { ttlMs, maxEntries = 5000, maxBytes = 64 * 1024 * 1024, now = () => Date.now() }: {
    ttlMs: number;
    maxEntries?: number;
    /** Budget for the cached texts (UTF-16 length, a fair proxy for their weight). */
    maxBytes?: number;
    now?: () => number;
  },
): JsonCache {
  const entries = new Map<string, { json: CachedJson<unknown>; expires: number }>();
  const loading = new Map<string, Promise<CachedJson<unknown>>>();
  let bytes = 0;
  // An entry that leaves the cache is stale at once, also for whoever still holds it.
  const drop = (key: string) => {
    const old = entries.get(key);
    if (old) {
      bytes -= old.json.size;
      old.json.expires = 0;
    }
    entries.delete(key);
  };
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<CachedJson<T>> {
      if (ttlMs <= 0) return encode(await load());
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.json as CachedJson<T>;
      let pending = loading.get(key);
      if (!pending) {
        pending = load().then((value) => {
          const json = encode(value);
          drop(key);
          while (entries.size && (entries.size >= maxEntries || bytes + json.size > maxBytes)) {
            drop(entries.keys().next().value!);
          }
          if (json.size <= maxBytes) {
            json.expires = now() + ttlMs;
            entries.set(key, { json, expires: json.expires });
            bytes += json.size;
          }
          return json;
        }).finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      return await pending as CachedJson<T>;
    },
    clear() {
      for (const key of [...entries.keys()]) drop(key);
    },
  };
}
