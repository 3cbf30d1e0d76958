/**
 * Bounds on JSON read from outside (request bodies, uploaded questionnaires), checked on the
 * bytes before `JSON.parse`: a document nested thousands deep parses, but every recursive walk
 * over it (the validators, `JSON.stringify`, the extractor) then costs seconds or overflows the
 * stack, and text that is not UTF-8 would be read with U+FFFD in place of what was sent.
 */
import { badRequest } from "./errors.ts";

/** The deepest nesting of arrays and objects accepted. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether `bytes` (UTF-8) open more than `maxDepth` arrays or objects inside one another. One
 * linear pass that skips strings with their escapes (the bytes it looks for never occur inside a
 * multi-byte character); it stops at the first level too deep, so a 9 MB `[[[[...` is answered
 * after 65 bytes. Says nothing about whether the text parses.
 */
export function nestedTooDeeply(bytes: Uint8Array, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === BACKSLASH) i++; // the next byte is escaped
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** The text of `bytes`, or a 400 naming `parameter` when they are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array, what: string, parameter: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(`${what} is not valid UTF-8`, { parameter });
  }
}

/**
 * `JSON.parse` of bytes from outside (`what`, e.g. "the request body"): UTF-8, nested at most
 * MAX_JSON_DEPTH deep, then parsed; each failure is a 400 naming `parameter`.
 */
export function parseUntrustedJson(bytes: Uint8Array, what: string, parameter: string): unknown {
  if (nestedTooDeeply(bytes)) {
    throw badRequest(`JSON in ${what} is nested deeper than ${MAX_JSON_DEPTH} levels`, {
      parameter,
      max_depth: MAX_JSON_DEPTH,
    });
  }
  const text = decodeUtf8(bytes, what, parameter);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`malformed JSON in ${what}`, { parameter });
  }
}
