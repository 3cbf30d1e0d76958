import assert from "node:assert/strict";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { AppError } from "../services/errors.ts";
import {
  type DocumentFormat,
  documentFormats,
  type RenderableDocument,
  renderDocument,
  renderDocx,
  renderMarkdown,
  renderPdf,
  sanitizeForFont,
  zipFiles,
} from "../services/documents/mod.ts";
import { docxText, pdfPages, pdfText } from "../services/documents/read.ts";

const OBLIGATIONS = Array.from(
  { length: 48 },
  (_, i) =>
    `Obligation ${i + 1}: the Recipient shall keep Partner Data confidential, use it only for ` +
    `the Permitted Purpose and delete it within thirty days of a written request.`,
).join(" ");

const UNICODE_LINE = "Signed in Montréal — the parties’ “quotes” are kept ✓";

const agreement: RenderableDocument = {
  title: "Data Partnership Agreement",
  subtitle: "Between Acme Sports Data Ltd. and Orbit Analytics, Inc.",
  meta: {
    "Agreement No.": "DPA-2026-014",
    "Effective date": "1 March 2026",
    "Governing law": "England and Wales",
  },
  blocks: [
    { kind: "heading", level: 1, text: "1. Parties" },
    {
      kind: "paragraph",
      text: "This agreement is made between Acme Sports Data Ltd. (the Partner) and " +
        "Orbit Analytics, Inc. (the Recipient).",
    },
    { kind: "heading", level: 1, text: "2. Fees" },
    {
      kind: "table",
      header: ["Item", "Amount", "Due"],
      rows: [
        ["Annual data licence", "$150,000", "On signature"],
        ["Integration support | premium tier", "$25,000", "Net 30"],
        ["Overage per million events", "$1,200", "Monthly in arrears"],
      ],
    },
    { kind: "heading", level: 2, text: "2.1 Payment terms" },
    {
      kind: "list",
      ordered: true,
      items: [
        "Invoices are payable within thirty days.",
        "Late amounts bear interest at 4% above base rate.",
        "Fees exclude VAT.",
      ],
    },
    { kind: "heading", level: 1, text: "3. Data protection" },
    { kind: "paragraph", text: OBLIGATIONS },
    { kind: "paragraph", text: UNICODE_LINE },
    { kind: "heading", level: 3, text: "3.1 Security measures" },
    { kind: "list", items: ["Encryption at rest", "Access logging", "Annual penetration test"] },
    { kind: "heading", level: 1, text: "4. Signatures" },
    {
      kind: "signature",
      parties: [
        { name: "Acme Sports Data Ltd.", title: "Chief Executive Officer" },
        { name: "Orbit Analytics, Inc.", title: "General Counsel" },
      ],
    },
  ],
};

const HEADINGS = agreement.blocks.flatMap((b) => (b.kind === "heading" ? [b.text] : []));

const isValidation = (error: unknown) => error instanceof AppError && error.kind === "validation";

/** Asserts that `words` occur in `text` in this order (anything may come between them). */
function assertInOrder(text: string, words: string[]): void {
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    assert.ok(at >= 0, `"${word}" not found in order after offset ${from}`);
    from = at + word.length;
  }
}

Deno.test("markdown has the title, headings in order, a GFM fee table and the signatures", () => {
  const md = renderMarkdown(agreement);
  assert.ok(md.startsWith("# Data Partnership Agreement\n"));
  assert.match(md, /^- \*\*Effective date:\*\* 1 March 2026$/m);
  assert.ok(md.includes("| Item | Amount | Due |\n| --- | --- | --- |\n"));
  assert.ok(md.includes("| Annual data licence | $150,000 | On signature |"));
  assert.ok(md.includes("| Integration support \\| premium tier | $25,000 | Net 30 |"));
  assertInOrder(md, ["## 1. Parties", "## 2. Fees", "### 2.1 Payment terms", "## 3. Data"]);
  assert.ok(md.includes("#### 3.1 Security measures"));
  assert.ok(md.includes("1. Invoices are payable") && md.includes("3. Fees exclude VAT."));
  assert.ok(md.includes("- Encryption at rest"));
  assert.ok(md.includes(UNICODE_LINE));
  assert.ok(md.includes("**Acme Sports Data Ltd.**\\\nChief Executive Officer\\\nSignature:"));
});

Deno.test("markdown escapes markup in plain text", () => {
  const md = renderMarkdown({
    title: "T",
    meta: {},
    blocks: [
      { kind: "paragraph", text: "# not a heading\n*not emphasis* and [not](a link) &amp;" },
      { kind: "table", header: ["a|b"], rows: [["x\ny", "extra"]] },
    ],
  });
  assert.ok(md.includes("\\# not a heading\n\\*not emphasis\\* and \\[not\\](a link) \\&amp;"));
  // A ragged table is padded to its widest row; a newline in a cell stays on the row.
  assert.ok(md.includes("| a\\|b |  |\n| --- | --- |\n| x y | extra |"));
});

Deno.test("docx is a Word package with headings, fee table, numbering and title", async () => {
  const bytes = await renderDocx(agreement);
  assert.deepEqual([...bytes.subarray(0, 4)], [0x50, 0x4b, 0x03, 0x04]);
  const files = unzipSync(bytes);
  for (const part of ["[Content_Types].xml", "word/document.xml", "docProps/core.xml"]) {
    assert.ok(files[part], `${part} missing`);
  }
  const text = docxText(bytes);
  const lines = text.split("\n");
  assert.ok(lines.includes("$150,000"));
  assert.ok(lines.includes("Annual data licence"));
  assert.equal(lines[0], "Data Partnership Agreement");
  const positions = HEADINGS.map((h) => lines.indexOf(h));
  assert.ok(positions.every((p) => p > 0), `missing heading: ${positions}`);
  assert.deepEqual(positions, [...positions].sort((a, b) => a - b));
  assertInOrder(text, OBLIGATIONS.split(" "));
  assert.ok(text.includes(UNICODE_LINE));

  const xml = new TextDecoder().decode(files["word/document.xml"]);
  assert.ok(xml.includes('<w:pStyle w:val="Title"/>'));
  assert.ok(xml.includes('<w:pStyle w:val="Heading1"/>'));
  assert.ok(xml.includes('<w:pStyle w:val="Heading3"/>'));
  assert.ok(xml.includes("<w:tblHeader/>"));
  assert.ok(xml.includes("<w:numPr>"));
  const core = new TextDecoder().decode(files["docProps/core.xml"]);
  assert.ok(core.includes("<dc:title>Data Partnership Agreement</dc:title>"));
});

Deno.test("pdf wraps onto a second page with footers, fee and the paragraph in order", async () => {
  const bytes = await renderPdf(agreement);
  assert.equal(new TextDecoder().decode(bytes.subarray(0, 5)), "%PDF-");
  const pages = await pdfPages(bytes);
  assert.ok(pages.length >= 2, `only ${pages.length} page(s)`);
  pages.forEach((page, i) => assert.ok(page.includes(`Page ${i + 1} of ${pages.length}`)));

  const text = await pdfText(bytes);
  assert.ok(text.includes("150,000"));
  assert.ok(text.includes("Page 1 of"));
  assertInOrder(text, ["Data Partnership Agreement", ...HEADINGS]);
  assertInOrder(text.replace(/\s+/g, " "), OBLIGATIONS.split(" "));
  // The long paragraph really wraps: none of its lines holds all of it.
  assert.ok(text.split("\n").every((line) => line.length < OBLIGATIONS.length / 4));
  // WinAnsi keeps é, the dash and the smart quotes; the check mark has no glyph.
  assert.ok(text.includes("Signed in Montréal — the parties’ “quotes” are kept ?"), text);

  const loaded = await PDFDocument.load(bytes, { updateMetadata: false });
  assert.equal(loaded.getTitle(), "Data Partnership Agreement");
  assert.equal(loaded.getSubject(), agreement.subtitle);
  assert.equal(loaded.getCreator(), "documents service");
  assert.equal(loaded.getPageCount(), pages.length);
});

Deno.test("pdf never throws on text the standard fonts cannot encode", async () => {
  const hostile: RenderableDocument = {
    title: "Vertrag 合同 🚀",
    meta: { "Ключ": "значение", "Null\u0000": "tab\there" },
    blocks: [
      { kind: "heading", level: 1, text: "Überschrift ő ł → ≥ \u200b" },
      { kind: "paragraph", text: `lone \ud800 surrogate, emoji 👍🏽, ${"x".repeat(400)}` },
      {
        kind: "table",
        header: ["Clause", "Text"],
        rows: [
          ["1", Array.from({ length: 90 }, (_, i) => `line ${i + 1}`).join("\n")],
          ["2"],
          ["3", "last row", "extra cell"],
        ],
      },
      { kind: "signature", parties: [{ name: "Ωmega GmbH" }] },
    ],
  };
  const bytes = await renderPdf(hostile);
  const pages = await pdfPages(bytes);
  assert.ok(pages.length >= 3);
  const text = pages.join("\n");
  assert.ok(text.includes("Vertrag ?? ?"));
  assert.ok(text.includes("Überschrift o ? -> >="));
  assertInOrder(text, ["line 1", "line 45", "line 90", "last row", "extra cell"]);
  // A row taller than a page is split, and the header row repeats on each page it spans.
  assert.ok(pages[1].includes("Clause") && pages[1].includes("line 60"));
  assert.ok(text.includes("x".repeat(60)));
  // Metadata is Unicode and keeps what the page text could not.
  assert.equal((await PDFDocument.load(bytes)).getTitle(), hostile.title);
});

Deno.test("sanitizeForFont keeps WinAnsi, substitutes the rest", () => {
  const winAnsi = new Set([..."abc -?é—“”’"].map((c) => c.codePointAt(0)!));
  assert.equal(sanitizeForFont("é — “abc” ✓", winAnsi), "é — “abc” ?");
  assert.equal(sanitizeForFont("e\u0301", winAnsi), "é"); // composed first
  assert.equal(sanitizeForFont("a\u200bb\u0007c", winAnsi), "abc");
  assert.equal(sanitizeForFont("a\u2011b\u2003c", winAnsi), "a-b c");
  assert.equal(sanitizeForFont("a\nb", winAnsi), "a\nb");
});

Deno.test("json is the model itself", async () => {
  const { bytes, contentType, extension } = await renderDocument(agreement, "json");
  assert.equal(contentType, "application/json");
  assert.equal(extension, "json");
  assert.deepEqual(JSON.parse(new TextDecoder().decode(bytes)), agreement);
});

Deno.test("renderDocument gives each format's bytes, content type and extension", async () => {
  const expected: Record<DocumentFormat, [string, RegExp]> = {
    md: ["text/markdown; charset=utf-8", /^# Data/],
    docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", /^PK/],
    pdf: ["application/pdf", /^%PDF-/],
    json: ["application/json", /^\{/],
  };
  for (const format of documentFormats) {
    const { bytes, contentType, extension } = await renderDocument(agreement, format);
    assert.equal(contentType, expected[format][0]);
    assert.equal(extension, format);
    assert.match(new TextDecoder("latin1").decode(bytes.subarray(0, 8)), expected[format][1]);
  }
  await assert.rejects(renderDocument(agreement, "rtf" as DocumentFormat), isValidation);
});

Deno.test("a zip of all four formats unzips to the same bytes", async () => {
  const rendered = await Promise.all(
    documentFormats.map(async (format) => {
      const { bytes, extension } = await renderDocument(agreement, format);
      return { name: `dpa-2026-014/agreement.${extension}`, data: bytes };
    }),
  );
  const notes = { name: "README.txt", data: "Rendered from one model.\n" };
  const zip = zipFiles([...rendered, notes]);

  const methods: Record<string, number> = {};
  const unzipped = unzipSync(zip, {
    filter: (file) => {
      methods[file.name] = file.compression;
      return true;
    },
  });
  assert.deepEqual(
    Object.keys(unzipped).sort(),
    [...rendered.map((f) => f.name), notes.name].sort(),
  );
  for (const { name, data } of rendered) assert.deepEqual(unzipped[name], data);
  assert.equal(new TextDecoder().decode(unzipped["README.txt"]), notes.data);
  // Already-compressed formats are stored (0), text is deflated (8).
  assert.equal(methods["dpa-2026-014/agreement.pdf"], 0);
  assert.equal(methods["dpa-2026-014/agreement.docx"], 0);
  assert.equal(methods["dpa-2026-014/agreement.md"], 8);
  assert.equal(methods["README.txt"], 8);
});

Deno.test("zip refuses names that could escape the target directory", () => {
  const data = new Uint8Array([1]);
  for (
    const name of ["../x", "a/../../x", "/etc/passwd", "C:/x", "a\\..\\x", "", "a//b", "./a", "a\0"]
  ) {
    assert.throws(() => zipFiles([{ name, data }]), isValidation, JSON.stringify(name));
  }
  assert.throws(() => zipFiles([{ name: "a.txt", data }, { name: "a.txt", data }]), isValidation);
  assert.ok(zipFiles([{ name: "folder/..name.txt", data }]).length > 0);
});
