/**
 * The document store on local files under `${dataDir}/documents`: the Deno adapter. A key's
 * segments are directories and the file name; the content type comes from the extension (no
 * metadata files). Besides key validation, every path is resolved and must stay inside the root,
 * so a symlink in the root that points outside is refused rather than followed.
 */
import { AppError } from "../errors.ts";
import {
  byKey,
  contentTypeOf,
  type DocumentStore,
  encodeKey,
  isValidKey,
  type StoredObject,
  toBytes,
  validateKey,
  validatePrefix,
} from "./mod.ts";

// Read when called, never at import: main.ts also runs on Workers, where Deno is undefined.
const separator = () => Deno.build.os === "windows" ? "\\" : "/";
const join = (...parts: string[]) => parts.join(separator());

const isMissing = (error: unknown) =>
  error instanceof Deno.errors.NotFound || error instanceof Deno.errors.NotADirectory;

const outside = () =>
  new AppError("forbidden", "key resolves outside the document store", { parameter: "key" });

export function createLocalStore({ dataDir }: { dataDir: string }): DocumentStore {
  const root = `${dataDir.replace(/[\\/]+$/, "")}/documents`;

  /** The root's real path (DATA_DIR itself may sit behind a symlink), created on first use. */
  async function realRoot(): Promise<string> {
    await Deno.mkdir(root, { recursive: true });
    return await Deno.realPath(root);
  }

  function isInside(rootPath: string, path: string): boolean {
    return path === rootPath || path.startsWith(rootPath + separator());
  }

  /** The real path of `path`, or a forbidden AppError when it resolves outside the root. */
  async function resolveInside(rootPath: string, path: string): Promise<string> {
    const real = await Deno.realPath(path);
    if (!isInside(rootPath, real)) throw outside();
    return real;
  }

  /**
   * The file of `key`: `path` in its parent's real directory `dir`, and `real`, the file itself
   * with any symlink resolved. Null when there is no such file (or it is a directory).
   */
  async function locateFile(key: string) {
    const segments = validateKey(key).split("/");
    const name = segments.pop()!;
    const rootPath = await realRoot();
    try {
      const dir = await resolveInside(rootPath, join(rootPath, ...segments));
      const path = join(dir, name);
      const link = await Deno.lstat(path);
      const real = link.isSymlink ? await resolveInside(rootPath, path) : path;
      const info = link.isSymlink ? await Deno.stat(real) : link;
      return info.isFile ? { rootPath, dir, path, real } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * Makes the key's directories one at a time, each resolved and checked before anything is made
   * inside it (`mkdir -p` would follow a symlink out of the root and create directories there).
   */
  async function makeDirs(rootPath: string, segments: string[]): Promise<string> {
    let dir = rootPath;
    for (const segment of segments) {
      const next = join(dir, segment);
      try {
        await Deno.mkdir(next);
      } catch (error) {
        if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
      }
      dir = await resolveInside(rootPath, next);
    }
    return dir;
  }

  /** Removes directories left empty by a delete, up to (not including) the root. */
  async function prune(rootPath: string, dir: string): Promise<void> {
    while (dir !== rootPath && isInside(rootPath, dir)) {
      try {
        await Deno.remove(dir); // fails, as wanted, when the directory is not empty
      } catch {
        return;
      }
      dir = dir.slice(0, dir.lastIndexOf(separator()));
    }
  }

  async function walk(dir: string, keyPrefix: string, prefix: string, out: StoredObject[]) {
    try {
      for await (const entry of Deno.readDir(dir)) {
        // Symlinks are not descended (they could loop, or list a file twice); temp files and
        // names no key can have are skipped.
        if (entry.isSymlink || !isValidKey(entry.name)) continue;
        const key = keyPrefix + entry.name;
        const path = join(dir, entry.name);
        if (entry.isDirectory) {
          if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) {
            await walk(path, `${key}/`, prefix, out);
          }
        } else if (entry.isFile && key.startsWith(prefix) && isValidKey(key)) {
          const info = await Deno.stat(path).catch(() => null); // gone since readDir
          if (!info) continue;
          out.push({
            key,
            size: info.size,
            contentType: contentTypeOf(key),
            updatedAt: (info.mtime ?? new Date(0)).toISOString(),
          });
        }
      }
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  return {
    kind: "local",

    async put(key, body) {
      const segments = validateKey(key).split("/");
      const name = segments.pop()!;
      const bytes = toBytes(body);
      const rootPath = await realRoot();
      // A concurrent delete may prune a directory between mkdir and write: one retry covers it.
      for (let attempt = 1;; attempt++) {
        let temp: string | undefined;
        try {
          const dir = await makeDirs(rootPath, segments);
          const path = join(dir, name);
          // Written beside the target, then renamed over it: readers see the old or the new
          // file, never half of one. The leading dot keeps it out of list().
          temp = join(dir, `.tmp-${crypto.randomUUID()}`);
          await Deno.writeFile(temp, bytes, { createNew: true });
          await Deno.rename(temp, path);
          const info = await Deno.stat(path).catch(() => null);
          return {
            key,
            size: bytes.byteLength,
            contentType: contentTypeOf(key),
            updatedAt: (info?.mtime ?? new Date()).toISOString(),
          };
        } catch (error) {
          if (temp) await Deno.remove(temp).catch(() => {});
          if (error instanceof Deno.errors.NotFound && attempt === 1) continue;
          if (
            error instanceof Deno.errors.IsADirectory ||
            error instanceof Deno.errors.NotADirectory
          ) {
            // `a` and `a/b` cannot both exist as files; S3 would allow it.
            throw new AppError("conflict", "key collides with a folder or file of another key", {
              parameter: "key",
            });
          }
          throw error;
        }
      }
    },

    async get(key) {
      const found = await locateFile(key);
      if (!found) return null;
      try {
        const body = await Deno.readFile(found.real);
        return { body, contentType: contentTypeOf(key), size: body.byteLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const found = await locateFile(key);
      if (!found) return false;
      try {
        await Deno.remove(found.path); // a symlink itself, not its target
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await prune(found.rootPath, found.dir);
      return true;
    },

    async list(prefix) {
      const validPrefix = validatePrefix(prefix);
      const rootPath = await realRoot();
      // Start at the deepest folder the prefix names whole: `a/b/c` walks from `a/b`.
      const folders = validPrefix.split("/").slice(0, -1);
      let start: string;
      try {
        start = await resolveInside(rootPath, join(rootPath, ...folders));
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const out: StoredObject[] = [];
      await walk(start, folders.map((f) => `${f}/`).join(""), validPrefix, out);
      return out.sort(byKey);
    },

    url: (key) => `drive://${encodeKey(validateKey(key))}`,
  };
}
