import { type OutboundPolicy, refuseReceiver } from "../outbound/guard.ts";

/** How scraping reaches the web; built once at start-up (routes/deps.ts), swapped by tests. */
export interface ScraperOptions {
  policy: OutboundPolicy;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The User-Agent header; its first word is the product token robots.txt is read for. */
  userAgent: string;
  /** One fetch (headers and body) must finish within this. */
  timeoutMs: number;
  /** The whole request (every URL and its robots.txt) must finish within this. */
  totalMs: number;
  /** A page larger than this is not read (too_large). */
  maxBytes: number;
  /** Redirects followed per fetch, each hop checked again by the guard. */
  maxRedirects: number;
}

export const DEFAULT_SCRAPER_LIMITS = {
  userAgent: "AltSportsBot/1.0 (league onboarding)",
  timeoutMs: 5_000,
  totalMs: 30_000,
  maxBytes: 1_000_000,
  maxRedirects: 3,
} as const;

/** Why a fetch produced no page: the statuses of a scraped URL that are not about its content. */
export type FetchFailure =
  | "blocked_ssrf"
  | "disallowed_robots"
  | "too_large"
  | "timeout"
  | "not_html"
  | "http_error";

export type Fetched =
  | { ok: true; finalUrl: string; status: number; contentType: string; body: string }
  | { ok: false; failure: FetchFailure; detail: string; finalUrl?: string; status?: number };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The charset of a Content-Type, when TextDecoder knows it; utf-8 otherwise. */
function decoderFor(contentType: string): TextDecoder {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8");
  } catch {
    return new TextDecoder("utf-8");
  }
}

/** Reads a body up to `maxBytes`; null when it is longer (the rest is never downloaded). */
async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export interface FetchRequest {
  url: string;
  /** Accept only these media types (lower case); any when absent. */
  accept?: string[];
  /** Epoch milliseconds after which nothing more is fetched (the request's total cap). */
  deadline: number;
  maxBytes?: number;
  /** Checked for each URL (the first and each redirect's) after the guard: robots.txt. */
  check?: (url: string) => Promise<{ failure: FetchFailure; detail: string } | null>;
}

/**
 * GET within the limits: every URL, the first and each redirect's, passes the outbound guard
 * (no loopback, private, link-local or metadata address unless OUTBOUND_ALLOW_PRIVATE), at most
 * `maxRedirects` redirects are followed by hand, one fetch (headers and body) has `timeoutMs`,
 * and a body is read as a stream and dropped past `maxBytes`.
 */
export async function fetchWithinLimits(
  opts: ScraperOptions,
  req: FetchRequest,
  now: () => number = Date.now,
): Promise<Fetched> {
  let url = req.url;
  const maxBytes = req.maxBytes ?? opts.maxBytes;
  for (let hop = 0;; hop++) {
    const refused = await refuseReceiver(url, opts.policy);
    if (refused) {
      return { ok: false, failure: "blocked_ssrf", detail: refused, finalUrl: url };
    }
    const checked = req.check && await req.check(url);
    if (checked) return { ok: false, ...checked, finalUrl: url };
    const left = req.deadline - now();
    if (left <= 0) {
      return { ok: false, failure: "timeout", detail: "the total time limit was reached" };
    }
    const budget = Math.min(opts.timeoutMs, left);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), budget);
    try {
      let res: Response;
      try {
        res = await opts.fetch(url, {
          method: "GET",
          redirect: "manual",
          signal: abort.signal,
          headers: {
            "User-Agent": opts.userAgent,
            Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
          },
        });
      } catch (err) {
        if (abort.signal.aborted) {
          return {
            ok: false,
            failure: "timeout",
            detail: `no answer within ${budget} ms`,
            finalUrl: url,
          };
        }
        return {
          ok: false,
          failure: "http_error",
          detail: `the request failed: ${(err as Error).message}`.slice(0, 300),
          finalUrl: url,
        };
      }
      if (REDIRECTS.has(res.status)) {
        await res.body?.cancel().catch(() => {});
        const location = res.headers.get("Location");
        if (!location) {
          return {
            ok: false,
            failure: "http_error",
            detail: `HTTP ${res.status} without a Location`,
            finalUrl: url,
            status: res.status,
          };
        }
        if (hop >= opts.maxRedirects) {
          return {
            ok: false,
            failure: "http_error",
            detail: `more than ${opts.maxRedirects} redirects`,
            finalUrl: url,
            status: res.status,
          };
        }
        try {
          url = new URL(location, url).href;
        } catch {
          return {
            ok: false,
            failure: "http_error",
            detail: "a redirect to an invalid URL",
            finalUrl: url,
            status: res.status,
          };
        }
        continue;
      }
      if (res.status < 200 || res.status > 299) {
        await res.body?.cancel().catch(() => {});
        return {
          ok: false,
          failure: "http_error",
          detail: `HTTP ${res.status}`,
          finalUrl: url,
          status: res.status,
        };
      }
      const contentType = (res.headers.get("Content-Type") ?? "").toLowerCase();
      const media = contentType.split(";")[0].trim();
      if (req.accept && !req.accept.includes(media)) {
        await res.body?.cancel().catch(() => {});
        return {
          ok: false,
          failure: "not_html",
          detail: `Content-Type ${media || "(none)"} is not HTML`,
          finalUrl: url,
          status: res.status,
        };
      }
      const declared = Number(res.headers.get("Content-Length"));
      if (Number.isFinite(declared) && declared > maxBytes) {
        await res.body?.cancel().catch(() => {});
        return {
          ok: false,
          failure: "too_large",
          detail: `Content-Length ${declared} is over ${maxBytes} bytes`,
          finalUrl: url,
          status: res.status,
        };
      }
      let bytes: Uint8Array | null;
      try {
        bytes = await readCapped(res, maxBytes);
      } catch (err) {
        if (abort.signal.aborted) {
          return {
            ok: false,
            failure: "timeout",
            detail: `the page did not arrive within ${budget} ms`,
            finalUrl: url,
          };
        }
        return {
          ok: false,
          failure: "http_error",
          detail: `the body could not be read: ${(err as Error).message}`.slice(0, 300),
          finalUrl: url,
        };
      }
      if (!bytes) {
        return {
          ok: false,
          failure: "too_large",
          detail: `the page is over ${maxBytes} bytes`,
          finalUrl: url,
          status: res.status,
        };
      }
      return {
        ok: true,
        finalUrl: url,
        status: res.status,
        contentType,
        body: decoderFor(contentType).decode(bytes),
      };
    } finally {
      clearTimeout(timer);
    }
  }
}
