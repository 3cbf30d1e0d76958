import { strToU8, type Zippable, zipSync } from "fflate";
import { badRequest } from "../errors.ts";

export interface ZipEntry {
  /** The path inside the archive: relative, `/`-separated, no `..` segment. */
  name: string;
  /** Bytes as they are, or text stored as UTF-8. */
  data: Uint8Array | string;
}

// Formats that are already compressed (a .docx is itself a zip; pdf-lib deflates its streams):
// deflating them again costs time and saves nothing, so they are stored.
const STORED = /\.(docx|xlsx|pptx|odt|pdf|zip|gz|tgz|png|jpe?g|gif|webp|mp4|mp3)$/i;

/**
 * Refuses names an unzip tool could write outside its target directory or read ambiguously:
 * absolute paths, drive letters, backslashes, `.`/`..` or empty segments, control characters.
 */
function checkName(name: string): void {
  const bad = (why: string) =>
    badRequest(`invalid file name in zip: ${why}`, { parameter: "name" });
  if (name === "" || name.length > 255) throw bad("must be 1 to 255 characters");
  // deno-lint-ignore no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(name)) throw bad("no control characters or backslashes");
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) throw bad("must be a relative path");
  if (name.split("/").some((segment) => segment === "" || segment === "." || segment === "..")) {
    throw bad("no empty, '.' or '..' path segments");
  }
}

/**
 * Zips files in memory (no streams, so it runs anywhere): text is deflated, formats that are
 * already compressed are stored. Throws a validation AppError for an unsafe or repeated name.
 */
export function zipFiles(files: ZipEntry[]): Uint8Array {
  const entries: Zippable = {};
  const seen = new Set<string>();
  for (const { name, data } of files) {
    checkName(name);
    if (seen.has(name)) {
      throw badRequest(`duplicate file name in zip: ${name}`, { parameter: "name" });
    }
    seen.add(name);
    const bytes = typeof data === "string" ? strToU8(data) : data;
    entries[name] = [bytes, { level: STORED.test(name) ? 0 : 6 }];
  }
  return zipSync(entries);
}
