import { ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import { AppError, badRequest } from "../errors.ts";
import { validateKey } from "../storage/mod.ts";

/** Where run folders live: `folders/<drive_parent>/<fingerprint_id>/`. */
export const FOLDERS_ROOT = "folders";

/**
 * Areas of the store that hold other callers' material (uploads, working files, contracts,
 * sessions, run folders, batch reports): never a source for a new run.
 */
const INTERNAL = /^(uploads|runs|contracts|sessions|folders|health)\/|^batches\/(?!uploads\/)/;

/**
 * A caller's own upload area, `batches/uploads/<owner kind>-<owner id>/`, shared by an account and
 * its keys. Characters outside `[A-Za-z0-9-]` (`_` included) are written `_<hex>_`, so two owners
 * never share a folder.
 */
export function uploadArea(principal: Principal): string {
  const { kind, id } = ownerOf(principal);
  const safe = id.replace(/[^A-Za-z0-9-]/g, (ch) => `_${ch.codePointAt(0)!.toString(16)}_`);
  return `batches/uploads/${kind}-${safe}/`;
}

const forbidden = (uri: string) =>
  new AppError("not_found", `no document at ${uri}`, { parameter: "pdf_path" });

/**
 * `drive://<key>` → the key, if this caller may use it as a questionnaire: tenant admins any key
 * outside the internal areas (an operations inbox, say); everyone else, keys included, only
 * files in their own upload area. A refused path reads as "not found", so nothing is learnt.
 */
export function sourceKeyOf(principal: Principal, uri: string): string {
  const match = /^drive:\/\/(.+)$/.exec(uri.trim());
  if (!match) {
    throw badRequest("pdf_path must be a document-store URI: drive://<key>", {
      parameter: "pdf_path",
    });
  }
  const key = match[1];
  // Wildcards are checked segment by segment by the caller; the rest must be a valid key.
  validateKey(key.replace(/[*?]/g, "x"));
  if (!mayRead(principal, key)) throw forbidden(uri);
  return key;
}

export function mayRead(principal: Principal, key: string): boolean {
  if (INTERNAL.test(key)) return false;
  if (seesAll(principal)) return true;
  return key.startsWith(uploadArea(principal));
}

/** Wildcards a path may carry in all, to keep matching cheap. */
const MAX_WILDCARDS = 4;

/**
 * Splits a wildcard key into its literal folder prefix and a matcher. `*` and `?` match within
 * one segment; matching runs in linear time (no regular expression, no backtracking blow-up).
 * The first segment must be literal, so a pattern never lists the whole store.
 */
export function globOf(key: string): { prefix: string; matches(candidate: string): boolean } {
  const wildcards = (key.match(/[*?]/g) ?? []).length;
  const firstWild = key.search(/[*?]/);
  const prefix = key.slice(0, key.lastIndexOf("/", firstWild) + 1);
  if (!prefix) {
    throw badRequest("a wildcard path needs a literal folder first, e.g. drive://inbox/*.pdf", {
      parameter: "pdf_paths",
    });
  }
  if (wildcards > MAX_WILDCARDS) {
    throw badRequest(`at most ${MAX_WILDCARDS} wildcards in a path`, { parameter: "pdf_paths" });
  }
  const patternSegments = key.split("/");
  return {
    prefix,
    matches(candidate) {
      const segments = candidate.split("/");
      return segments.length === patternSegments.length &&
        segments.every((segment, i) => segmentMatches(patternSegments[i], segment));
    },
  };
}

/** Classic two-pointer wildcard match: O(pattern × text) at worst, usually linear. */
function segmentMatches(pattern: string, text: string): boolean {
  let p = 0, t = 0, star = -1, mark = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === "?" || pattern[p] === text[t])) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      mark = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}
