import assert from "node:assert/strict";

/**
 * The layout rules of services/ (STYLE.md): service folders import each other in one direction
 * only (no cycle between folders), and no service imports Hono or uses the Deno namespace.
 */

const ROOT = new URL("../services/", import.meta.url);

/**
 * The one file allowed the Deno namespace: the document store's disk adapter, which is the
 * runtime boundary itself (Workers use the S3 adapter instead).
 */
const DENO_ADAPTERS = new Set(["storage/local.ts"]);

interface Source {
  /** Path under services/, e.g. `pipeline/stages.ts`. */
  path: string;
  code: string;
}

async function sources(dir = ROOT, prefix = ""): Promise<Source[]> {
  const out: Source[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory) {
      out.push(...await sources(new URL(`${entry.name}/`, dir), `${path}/`));
    } else if (entry.name.endsWith(".ts")) {
      out.push({ path, code: await Deno.readTextFile(new URL(entry.name, dir)) });
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** The code without comments, so a comment that mentions `import(` or `Deno.` is not read. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** Every module specifier of import and export statements, static and dynamic. */
function specifiers(code: string): string[] {
  const text = withoutComments(code);
  const patterns = [
    /\b(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]));
}

/** The folder of a path under services/: its first segment, or `.` for the top-level files. */
const folderOf = (path: string) => path.includes("/") ? path.split("/")[0] : ".";

/** A relative specifier of `from` as a path under services/, or null when it leaves services/. */
function resolve(from: string, specifier: string): string | null {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") {
      if (!parts.length) return null;
      parts.pop();
    } else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** Folder → folder → the imports that make the edge (`file → specifier`). */
function folderGraph(files: Source[]) {
  const edges = new Map<string, Map<string, string[]>>();
  for (const { path, code } of files) {
    for (const specifier of specifiers(code)) {
      if (!specifier.startsWith(".")) continue;
      const target = resolve(path, specifier);
      if (target === null) continue;
      const [from, to] = [folderOf(path), folderOf(target)];
      if (from === to) continue;
      const out = edges.get(from) ?? new Map<string, string[]>();
      out.set(to, [...out.get(to) ?? [], `${path} → ${specifier}`]);
      edges.set(from, out);
    }
  }
  return edges;
}

/** The first cycle found, as the folders around it; null when there is none. */
function findCycle(edges: Map<string, Map<string, string[]>>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (folder: string): string[] | null => {
    state.set(folder, "open");
    stack.push(folder);
    for (const next of edges.get(folder)?.keys() ?? []) {
      if (state.get(next) === "open") return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(folder, "done");
    return null;
  };
  for (const folder of [...edges.keys()].sort()) {
    if (state.has(folder)) continue;
    const found = visit(folder);
    if (found) return found;
  }
  return null;
}

Deno.test("layout: the rule checks themselves", async (t) => {
  await t.step("specifiers are read from static, re-export and dynamic imports", () => {
    const code = `import { a } from "../a/x.ts";
      import type {
        B,
      } from "./b.ts";
      export { c } from "../c/mod.ts";
      import "../side/effect.ts";
      // import { d } from "../commented/out.ts";
      const e = await import("../lazy/e.ts");`;
    assert.deepEqual(specifiers(code).sort(), [
      "../a/x.ts",
      "../c/mod.ts",
      "../lazy/e.ts",
      "../side/effect.ts",
      "./b.ts",
    ]);
  });

  await t.step("a cycle between folders is found, with its folders", () => {
    const graph = folderGraph([
      { path: "a/one.ts", code: `import { b } from "../b/two.ts";` },
      { path: "b/two.ts", code: `import { c } from "../c/three.ts";` },
      { path: "c/three.ts", code: `import { a } from "../a/four.ts";` },
      { path: "d/five.ts", code: `import { a } from "../a/one.ts";` },
    ]);
    assert.deepEqual(findCycle(graph), ["a", "b", "c", "a"]);
    graph.get("c")!.delete("a");
    assert.equal(findCycle(graph), null);
  });
});

Deno.test("layout: services", async (t) => {
  const files = await sources();
  assert.ok(files.length > 50, "services/ was read");

  await t.step("no import cycle between service folders", () => {
    const edges = folderGraph(files);
    const cycle = findCycle(edges);
    const because = cycle?.slice(1).map((to, i) => edges.get(cycle[i])!.get(to)![0]);
    assert.equal(cycle, null, `cycle ${cycle?.join(" → ")}: ${because?.join("; ")}`);
  });

  await t.step("no service imports Hono", () => {
    const offenders = files.filter(({ code }) =>
      specifiers(code).some((s) => /^(npm:)?(hono|@hono\/)/.test(s))
    ).map((f) => f.path);
    assert.deepEqual(offenders, []);
  });

  await t.step("no service uses Deno.* (but the disk adapter)", () => {
    const users = files.filter(({ code }) => /\bDeno\./.test(withoutComments(code)))
      .map((f) => f.path);
    assert.deepEqual(users, [...DENO_ADAPTERS]);
  });
});

Deno.test("layout: every route group has the shape schemas, routes, handlers, mod", async () => {
  const routes = new URL("../routes/", import.meta.url);
  const folders = async (url: URL) =>
    (await Array.fromAsync(Deno.readDir(url))).filter((e) => e.isDirectory).map((e) => e.name);
  // routes/middleware holds no group; routes/public holds groups of its own.
  const groups = [
    ...(await folders(routes)).filter((name) => !["middleware", "public"].includes(name)),
    ...(await folders(new URL("public/", routes))).map((name) => `public/${name}`),
  ];
  assert.ok(groups.length >= 10, "route groups were read");
  const misshapen = [];
  for (const group of groups) {
    const files = (await Array.fromAsync(Deno.readDir(new URL(`${group}/`, routes))))
      .map((e) => e.name).sort();
    if (files.join() !== "handlers.ts,mod.ts,routes.ts,schemas.ts") {
      misshapen.push(`${group}: ${files.join(" ")}`);
    }
  }
  assert.deepEqual(misshapen, []);
});
