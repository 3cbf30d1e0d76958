/**
 * The explorer's knowledge base: the documents of `docs/sportsdb/` in the repository. Names
 * are checked against the fixed list below, so no request names a path of its own.
 */
import { notFound } from "../errors.ts";
import { markdownToHtml } from "./markdown.ts";

export const KB_DOCUMENTS = [
  { filename: "explorer.md", title: "The database explorer" },
  { filename: "sports-data.md", title: "Sports data" },
  { filename: "glossary.json", title: "Glossary" },
] as const;

const FILENAME = /^[a-z0-9][a-z0-9-]*\.(md|json)$/;

/**
 * The folder, resolved when a document is read: on Workers the bundle has no `file:` module
 * URL, and resolving it while the module loads would stop the Worker from starting.
 */
const docsDir = () => new URL("../../docs/sportsdb/", import.meta.url);

export type ReadDocument = (url: URL) => Promise<string>;

/** Reads a document of the repository (the bundle's files: `fetch` of a `file:` URL). */
const readBundled: ReadDocument = async (url) => {
  const res = await fetch(url).catch(() => undefined);
  if (!res) {
    throw notFound("the knowledge base's documents are not readable on this runtime", {
      parameter: "filename",
    });
  }
  if (!res.ok) throw notFound("document not found", { parameter: "filename" });
  return await res.text();
};

export function knowledgeBase() {
  return {
    documents: KB_DOCUMENTS.map((d) => ({
      ...d,
      format: d.filename.endsWith(".md") ? "markdown" : "json",
      url: `/sportsdb/docs/${d.filename}`,
    })),
    total: KB_DOCUMENTS.length,
  };
}

export type KbDocument =
  | { kind: "html"; body: string }
  | { kind: "json"; body: unknown };

/** A knowledge-base document: markdown rendered as an HTML page, JSON as data. */
export async function readDocument(
  filename: string,
  read: ReadDocument = readBundled,
): Promise<KbDocument> {
  const doc = KB_DOCUMENTS.find((d) => d.filename === filename);
  if (!FILENAME.test(filename) || !doc) {
    throw notFound(`no document named '${filename}'`, {
      parameter: "filename",
      available: KB_DOCUMENTS.map((d) => d.filename),
    });
  }
  let url: URL;
  try {
    url = new URL(doc.filename, docsDir());
  } catch {
    throw notFound("the knowledge base's documents are not readable on this runtime", {
      parameter: "filename",
    });
  }
  const text = await read(url);
  if (doc.filename.endsWith(".json")) return { kind: "json", body: JSON.parse(text) };
  return {
    kind: "html",
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${doc.title}` +
      `</title></head><body><main>${markdownToHtml(text)}</main></body></html>`,
  };
}
