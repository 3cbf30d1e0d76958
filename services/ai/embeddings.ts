/**
 * Embeddings: text as vectors of a fixed width, compared by cosine. Locally a deterministic
 * embedder of hashed word and character n-grams (no model, no cost, the same vector every
 * time; it finds shared words and word pieces, not meaning); in production any
 * OpenAI-compatible `/embeddings` API. Every vector is stored with the id of the model that
 * made it, so vectors of different models are never compared.
 */
export interface Embedder {
  /** The model id stored with each vector ("local-hash-256", "text-embedding-3-small"). */
  readonly model: string;
  readonly dimensions: number;
  /** One unit-length vector per text, in order. */
  embed(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

/** The width of the local embedder's vectors. */
export const LOCAL_DIMENSIONS = 256;

/** FNV-1a, 32 bits: a fast, stable hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const normalize = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** Scales a vector to unit length (a zero vector stays zero). */
export function unit(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const x of vector) sum += x * x;
  const norm = Math.sqrt(sum);
  if (norm > 0) { for (let i = 0; i < vector.length; i++) vector[i] /= norm; }
  return vector;
}

/**
 * Words (weight 1) and their character trigrams (weight 0.5, so "integrity" and "integrity's"
 * stay close), each hashed to a signed slot: the hashing trick.
 */
export function createLocalEmbedder(dimensions = LOCAL_DIMENSIONS): Embedder {
  const one = (text: string) => {
    const vector = new Float32Array(dimensions);
    const add = (feature: string, weight: number) => {
      const h = hash(feature);
      vector[h % dimensions] += (h & 0x80000000 ? -1 : 1) * weight;
    };
    for (const word of normalize(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
      add(`w:${word}`, 1);
      const padded = `^${word}$`;
      for (let i = 0; i + 3 <= padded.length; i++) add(`t:${padded.slice(i, i + 3)}`, 0.5);
    }
    return unit(vector);
  };
  return {
    model: `local-hash-${dimensions}`,
    dimensions,
    embed: (texts) => Promise.resolve(texts.map(one)),
  };
}

/** The cosine of two unit vectors (their dot product). */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i] * b[i];
  return dot;
}

export interface OpenAiEmbedderOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  dimensions: number;
  fetch?: typeof fetch;
  /** Texts sent per request. */
  batch?: number;
}

/** OpenAI's `POST /embeddings` (and every API that copies it). */
export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const send = options.fetch ?? fetch;
  const batch = options.batch ?? 64;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/embeddings`;
  return {
    model: options.model,
    dimensions: options.dimensions,
    async embed(texts, signal) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += batch) {
        const input = texts.slice(i, i + batch);
        const response = await send(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({
            model: options.model,
            input,
            dimensions: options.dimensions,
            encoding_format: "float",
          }),
          signal: signal ?? AbortSignal.timeout(30_000),
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw new Error(`embeddings API answered ${response.status}`);
        }
        const body = await response.json() as { data?: { index: number; embedding: number[] }[] };
        const data = [...(body.data ?? [])].sort((a, b) => a.index - b.index);
        if (data.length !== input.length) {
          throw new Error(`embeddings API returned ${data.length} vectors for ${input.length}`);
        }
        for (const { embedding } of data) {
          if (embedding.length !== options.dimensions) {
            throw new Error(
              `embeddings API returned ${embedding.length} dimensions, not ${options.dimensions}`,
            );
          }
          out.push(unit(Float32Array.from(embedding)));
        }
      }
      return out;
    },
  };
}
