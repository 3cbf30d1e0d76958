import { strFromU8, unzipSync } from "fflate";

/**
 * Reads rendered documents back to plain text, so tests and the pipeline's compliance check can
 * verify what a document says rather than how its bytes look.
 */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== "#") return ENTITIES[body] ?? entity;
    const code = body[1] === "x" || body[1] === "X"
      ? parseInt(body.slice(2), 16)
      : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The text of a .docx's main document part, a line per paragraph (so a table gives a line per
 * cell paragraph), with Word's tabs and line breaks kept. Numbering labels are not text in a
 * .docx, so list items read back without their "1." or bullet.
 */
export function docxText(bytes: Uint8Array): string {
  const files = unzipSync(bytes, { filter: (file) => file.name === "word/document.xml" });
  const part = files["word/document.xml"];
  if (!part) throw new Error("not a .docx: word/document.xml is missing");
  const xml = strFromU8(part);
  const lines: string[] = [];
  let line: string | undefined;
  const end = () => {
    if (line !== undefined) lines.push(line);
    line = undefined;
  };
  const tokens =
    /<w:p(?:\s[^>]*)?\/?>|<\/w:p>|<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:(?:br|cr)\b[^>]*>/g;
  for (const [token, text] of xml.matchAll(tokens)) {
    if (token.startsWith("<w:p")) {
      end();
      line = "";
      if (token.endsWith("/>")) end();
    } else if (token === "</w:p>") {
      end();
    } else if (token.startsWith("<w:tab")) {
      line = (line ?? "") + "\t";
    } else if (token.startsWith("<w:br") || token.startsWith("<w:cr")) {
      line = (line ?? "") + "\n";
    } else {
      line = (line ?? "") + decodeEntities(text);
    }
  }
  end();
  return lines.join("\n");
}

/** The text of each page of a PDF, lines as pdf.js finds them. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  // Loaded on first use: pdf.js evaluates browser globals at import, which Workers lack.
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // pdf.js takes ownership of (and may detach) the buffer it is given, so it gets a copy.
  const task = getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        text += item.str + (item.hasEOL ? "\n" : "");
      }
      pages.push(text.trimEnd());
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** The text of a PDF, its pages separated by a blank line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join("\n\n");
}
