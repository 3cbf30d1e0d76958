/**
 * Bounds on JSON read from outside (request bodies, uploaded questionnaires), checked before
 * `JSON.parse`: a document nested thousands deep parses, but every recursive walk over it (the
 * validators, `JSON.stringify`, the extractor) then costs seconds or overflows the stack.
 */
import { badRequest } from "./errors.ts";

/** The deepest nesting of arrays and objects accepted. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` opens more than `maxDepth` arrays or objects inside one another. One linear
 * pass that skips strings (with their escapes); it stops at the first level too deep, so a
 * 9 MB `[[[[...` is answered after 65 characters. Says nothing about whether the text parses.
 */
export function nestedTooDeeply(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * `JSON.parse` of text from outside (`what`, e.g. "the request body"), refusing nesting deeper
 * than MAX_JSON_DEPTH before parsing; either failure is a 400 naming `parameter`.
 */
export function parseUntrustedJson(text: string, what: string, parameter: string): unknown {
  if (nestedTooDeeply(text)) {
    throw badRequest(`JSON in ${what} is nested deeper than ${MAX_JSON_DEPTH} levels`, {
      parameter,
      max_depth: MAX_JSON_DEPTH,
    });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`malformed JSON in ${what}`, { parameter });
  }
}
