/**
 * Questionnaire ingestion (services/questionnaire/ingest/mod.ts): every input is built here, the
 * happy ones with the libraries leagues' tools use (pdf-lib, docx), the hostile ones by hand.
 */
import assert from "node:assert/strict";
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from "docx";
import { zipSync, Zlib } from "fflate";
import { zipBomb } from "./fixtures/zip_bomb.ts";
import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { AppError } from "../services/errors.ts";
import { ingestDocument, MAX_UPLOAD_BYTES } from "../services/questionnaire/ingest/mod.ts";
import { extractQuestionnaire } from "../services/questionnaire/extract/mod.ts";

const encode = (text: string) => new TextEncoder().encode(text);

/** One PDF page per entry, lines drawn top-down: a string at x = 72, or `[text, x]` pieces
 * sharing one baseline. */
async function makePdf(pages: (string | [string, number][])[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => {
      const y = 720 - i * 20;
      const pieces = typeof line === "string" ? [[line, 72] as [string, number]] : line;
      for (const [text, x] of pieces) page.drawText(text, { x, y, size: 12, font });
    });
  }
  return await doc.save();
}

async function makeImageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawRectangle({ x: 50, y: 50, width: 500, height: 600, color: rgb(0.2, 0.3, 0.4) });
  return await doc.save();
}

/**
 * A one-page PDF written by hand around a Flate-compressed content stream of `size` bytes of
 * `operators` repeated, compressed while streaming 1 MiB at a time.
 */
function makeHeavyPdf(operators: string, size: number): Uint8Array {
  const compressed: Uint8Array[] = [];
  const zlib = new Zlib({ level: 6 }, (chunk) => compressed.push(chunk));
  const unit = encode(operators.repeat(Math.ceil((1024 * 1024) / operators.length)));
  for (let done = 0; done < size; done += unit.length) zlib.push(unit);
  zlib.push(new Uint8Array(0), true);
  const content = concat(compressed);

  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? encode(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, ...body: (string | Uint8Array)[]) => {
    offsets[n] = length;
    add(`${n} 0 obj\n`);
    body.forEach(add);
    add("\nendobj\n");
  };
  add("%PDF-1.7\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  object(
    3,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R " +
      "/Resources << /Font << /F1 5 0 R >> >> >>",
  );
  object(
    4,
    `<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`,
    content,
    "\nendstream",
  );
  object(5, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const xref = length;
  const entries = [1, 2, 3, 4, 5].map((n) => `${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  add(`xref\n0 6\n0000000000 65535 f \n${entries.join("")}`);
  add(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return concat(parts);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/** Deterministic noise (xorshift), so failures reproduce. */
function noise(length: number, seed = 0x9e3779b9): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

/** A Word 97 file whose WordDocument stream holds `text` after its FIB (8-bit or UTF-16). */
function makeDoc(text: Uint8Array): Uint8Array {
  const stream = new Uint8Array(4096);
  stream.set([0xec, 0xa5, 0xc1, 0x00]); // the FIB's wIdent, the rest of it zeros
  stream.set(text, 0x600);
  return makeOle2(stream);
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;

/**
 * A minimal OLE2 compound file (version 3, 512-byte sectors) holding one stream,
 * `WordDocument`: sector 0 is the FAT, sector 1 the directory, the stream follows. The stream
 * is padded to 4 KiB so it lives in regular sectors, as Word's does.
 */
function makeOle2(wordDocument: Uint8Array): Uint8Array {
  const size = Math.max(4096, Math.ceil(wordDocument.length / 512) * 512);
  const streamSectors = size / 512;
  const file = new Uint8Array(512 * (3 + streamSectors));
  const view = new DataView(file.buffer);
  file.set(OLE2_MAGIC);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true); // 512-byte sectors
  view.setUint16(0x20, 6, true); // 64-byte mini sectors
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // directory at sector 1
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, END_OF_CHAIN, true); // no mini FAT
  view.setUint32(0x44, END_OF_CHAIN, true); // no extra DIFAT
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : 0xffffffff, true);

  const sector = (n: number) => 512 * (n + 1);
  const fat = (n: number, value: number) => view.setUint32(sector(0) + n * 4, value, true);
  for (let n = 0; n < 128; n++) fat(n, 0xffffffff);
  fat(0, 0xfffffffd); // the FAT itself
  fat(1, END_OF_CHAIN); // the directory
  for (let n = 0; n < streamSectors; n++) {
    fat(2 + n, n === streamSectors - 1 ? END_OF_CHAIN : 3 + n);
  }

  const entry = (index: number, name: string, type: number, start: number, length: number) => {
    const at = sector(1) + index * 128;
    for (let i = 0; i < name.length; i++) view.setUint16(at + i * 2, name.charCodeAt(i), true);
    view.setUint16(at + 0x40, (name.length + 1) * 2, true);
    file[at + 0x42] = type;
    file[at + 0x43] = 1; // black
    view.setUint32(at + 0x44, NO_STREAM, true);
    view.setUint32(at + 0x48, NO_STREAM, true);
    view.setUint32(at + 0x4c, index === 0 ? 1 : NO_STREAM, true);
    view.setUint32(at + 0x74, start, true);
    view.setUint32(at + 0x78, length, true);
  };
  entry(0, "Root Entry", 5, END_OF_CHAIN, 0);
  entry(1, "WordDocument", 2, 2, size);
  file.set(wordDocument, sector(2));
  return file;
}

/** Awaits the rejection, checks it is the expected AppError within the time allowed. */
async function rejectsWith(
  run: () => Promise<unknown>,
  expected: { kind: string; code?: string | string[]; message?: RegExp },
  withinMs = 2000,
): Promise<AppError> {
  const started = performance.now();
  let caught: unknown;
  try {
    await run();
  } catch (err) {
    caught = err;
  }
  const elapsed = performance.now() - started;
  assert.ok(caught instanceof AppError, `expected an AppError, got ${caught}`);
  assert.equal(caught.kind, expected.kind, caught.message);
  const codes = Array.isArray(expected.code) ? expected.code : [expected.code];
  assert.ok(codes.includes(caught.options.code), `code ${caught.options.code}: ${caught.message}`);
  if (expected.message) assert.match(caught.message, expected.message);
  assert.ok(caught.options.suggestion, "a suggestion for the caller");
  assert.ok(elapsed < withinMs, `answered in ${elapsed.toFixed(0)} ms, limit ${withinMs} ms`);
  return caught;
}

// ---------------------------------------------------------------------------------------------
// Happy paths

Deno.test("PDF: both pages' lines, in order, one per line", async () => {
  const bytes = await makePdf([
    [
      "League name: Alpha Pickleball League",
      "Sport: pickleball",
      [["Teams:", 72], ["12", 250]],
    ],
    ["Founded: 2019", "Headquarters: Austin, TX"],
  ]);
  const doc = await ingestDocument({ filename: "alpha.pdf", bytes });
  assert.equal(doc.format, "pdf");
  assert.equal(doc.pages, 2);
  assert.equal(doc.bytes, bytes.length);
  assert.equal(doc.filename, "alpha.pdf");
  const lines = doc.text.split("\n").map((line) => line.replace(/\s+/g, " ").trim());
  const wanted = [
    "League name: Alpha Pickleball League",
    "Sport: pickleball",
    "Teams: 12",
    "Founded: 2019",
    "Headquarters: Austin, TX",
  ];
  const positions = wanted.map((line) => lines.indexOf(line));
  assert.ok(positions.every((p) => p >= 0), `every line on its own: ${JSON.stringify(lines)}`);
  assert.deepEqual([...positions].sort((a, b) => a - b), positions, "in document order");
  assert.match(doc.text, /Teams:\s+12\n\f\nFounded: 2019/, "pages separated by a form feed");
});

Deno.test("PDF: a landscape page with its text turned 90° keeps its words on their lines", async () => {
  // What enscript --landscape and ps2pdf make: each word drawn on its own, rotated.
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  const page = doc.addPage([612, 792]);
  const rows = [["Nombre", "de", "la", "liga:", "Liga", "Pampeana"], ["Equipos:", "10"]];
  rows.forEach((words, row) => {
    let along = 72;
    for (const word of words) {
      page.drawText(word, { x: 60 + row * 14, y: along, size: 10, font, rotate: degrees(90) });
      along += (word.length + 1) * 6;
    }
  });
  const ingested = await ingestDocument({ filename: "landscape.pdf", bytes: await doc.save() });
  const lines = ingested.text.split("\n").map((line) => line.replace(/\s+/g, " ").trim());
  assert.ok(lines.includes("Nombre de la liga: Liga Pampeana"), JSON.stringify(lines));
  assert.ok(lines.includes("Equipos: 10"), JSON.stringify(lines));
});

Deno.test("PDF: a justified line's even wide spaces are no table columns", async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  let x = 72;
  for (const word of ["Please", "contact", "Mr.", "Aniket", "Deshpande,", "Head"]) {
    page.drawText(word, { x, y: 700, size: 12, font });
    x += font.widthOfTextAtSize(word, 12) + 20;
  }
  for (const [text, at] of [["Clubs", 72], ["10", 300], ["12", 380], ["14", 470]] as const) {
    page.drawText(text, { x: at, y: 660, size: 12, font });
  }
  const ingested = await ingestDocument({ filename: "justified.pdf", bytes: await doc.save() });
  const [sentence, row] = ingested.text.split("\n");
  assert.equal(sentence.replace(/ +/g, " "), "Please contact Mr. Aniket Deshpande, Head");
  assert.equal(row.replace(/ +/g, ""), "Clubs\t10\t12\t14");
});

Deno.test("PDF: the caller's bytes are left intact (pdf.js transfers its copy)", async () => {
  const bytes = await makePdf([["League name: Intact League", "Sport: padel tennis doubles"]]);
  const before = bytes.length;
  await ingestDocument({ filename: "intact.pdf", bytes });
  assert.equal(bytes.length, before);
  assert.equal(new TextDecoder().decode(bytes.subarray(0, 5)), "%PDF-");
});

Deno.test("DOCX: paragraphs become lines, a 2-column table 'Label | value' lines", async () => {
  const document = new Document({
    sections: [{
      children: [
        new Paragraph("League name: Beta Jai Alai League"),
        new Paragraph({
          children: [new TextRun("Sport: "), new TextRun({ text: "jai alai", bold: true })],
        }),
        new Paragraph('Q&A <notes> "quoted"'),
        new Table({
          rows: [["Teams", "8"], ["Founded", "2001"], ["Headquarters", "Miami, FL"]].map(
            (cells) =>
              new TableRow({
                children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })),
              }),
          ),
        }),
        new Paragraph({
          children: [new TextRun("Contact"), new TextRun({ text: "ops@beta.example", break: 1 })],
        }),
      ],
    }],
  });
  const bytes = new Uint8Array(await Packer.toBuffer(document));
  const doc = await ingestDocument({ filename: "beta.docx", bytes });
  assert.equal(doc.format, "docx");
  assert.equal(doc.pages, undefined);
  const lines = doc.text.split("\n");
  for (
    const line of [
      "League name: Beta Jai Alai League",
      "Sport: jai alai",
      'Q&A <notes> "quoted"',
      "Teams | 8",
      "Founded | 2001",
      "Headquarters | Miami, FL",
      "Contact",
      "ops@beta.example",
    ]
  ) {
    assert.ok(lines.includes(line), `${JSON.stringify(line)} in ${JSON.stringify(lines)}`);
  }
  assert.ok(lines.indexOf("Sport: jai alai") < lines.indexOf("Teams | 8"), "document order");
});

Deno.test("DOCX: a numbered label in bold before its answer on one line is a label and its answer", async () => {
  const line = (label: string, answer: string) =>
    new Paragraph({
      children: [new TextRun({ text: label, bold: true }), new TextRun(" "), new TextRun(answer)],
    });
  const document = new Document({
    sections: [{
      children: [
        line("1.2 Sportul", "minifotbal (6+1)"),
        line("1.6 Număr de echipe", "48 de echipe, în trei divizii"),
        // (A bold lead-in to a sentence, a run-in heading and a colon stay as written.)
        line("The League", "is the oldest of its kind."),
        line("Who we are.", "We were founded in 2010."),
        line("Officiating:", "two referees"),
      ],
    }],
  });
  const doc = await ingestDocument({
    filename: "form.docx",
    bytes: new Uint8Array(await Packer.toBuffer(document)),
  });
  const lines = doc.text.split("\n");
  for (
    const expected of [
      "1.2 Sportul \tminifotbal (6+1)",
      "1.6 Număr de echipe \t48 de echipe, în trei divizii",
      "The League is the oldest of its kind.",
      "Who we are. We were founded in 2010.",
      "Officiating: two referees",
    ]
  ) assert.ok(lines.includes(expected), `${JSON.stringify(expected)} in ${JSON.stringify(lines)}`);
  const { fields } = extractQuestionnaire({ text: doc.text });
  assert.equal(fields.sport, "minifotbal (6+1)");
  assert.equal(fields.teams_count, 48);
});

Deno.test("TXT: UTF-8 with BOM and CRLF → clean text", async () => {
  const bytes = encode("\uFEFFLeague name: Gamma Padel\r\nSport: padel\r\nMarkets: España\r\n");
  const doc = await ingestDocument({ filename: "gamma.txt", bytes, contentType: "text/plain" });
  assert.equal(doc.format, "txt");
  assert.equal(doc.text, "League name: Gamma Padel\nSport: padel\nMarkets: España\n");
  assert.equal(doc.json, undefined);
});

Deno.test("TXT saved as Windows-1252 (not UTF-8) is read as such", async () => {
  // "Gegründet: 1998 – Grüße": ü, en dash and ß as one byte each, as Windows editors save them.
  const bytes = new Uint8Array([
    ...encode("Gegr"),
    0xfc,
    ...encode("ndet: 1998 "),
    0x96,
    ...encode(" Gr"),
    0xfc,
    0xdf,
    ...encode("e\nMannschaften: 14\n"),
  ]);
  const read = await ingestDocument({ filename: "antwort.txt", bytes });
  assert.equal(read.format, "txt");
  assert.match(read.text, /^Gegründet: 1998 – Grüße$/m);
  assert.equal(extractQuestionnaire(read, { year: 2026 }).fields.teams_count, 14);
});

Deno.test("TXT that is HTML (a saved page or an e-mail's HTML) is read as its text", async () => {
  const html = "<html><body><h1>Vertical Fell Cup</h1>\n<p>Number of teams: 14</p>\n" +
    "<p>Founded: 2009</p>\n<table><tr><td>Venues</td><td>Krvavec; Vogel</td></tr></table>" +
    "</body></html>\n";
  const read = await ingestDocument({ filename: "reply.txt", bytes: encode(html) });
  assert.doesNotMatch(read.text, /<p>|<td>/);
  const fields = extractQuestionnaire(read, { year: 2026 }).fields;
  assert.equal(fields.teams_count, 14);
  assert.equal(fields.founded_year, 2009);
  // Text that mentions a tag or two is still the text it is.
  const plain = await ingestDocument({
    filename: "notes.txt",
    bytes: encode("Teams: 9\nWe use <b> for bold in our newsletter.\nFounded 2001\n"),
  });
  assert.match(plain.text, /<b>/);
});

Deno.test("JSON: parsed value and pretty text", async () => {
  const value = { league_name: "Delta Darts", teams_count: 16, markets: ["UK", "IE"] };
  const bytes = encode(JSON.stringify(value));
  const doc = await ingestDocument({ filename: "delta.json", bytes });
  assert.equal(doc.format, "json");
  assert.deepEqual(doc.json, value);
  assert.equal(doc.text, JSON.stringify(value, null, 2));
});

Deno.test("JSON named .json that does not parse → E005", async () => {
  await rejectsWith(
    () => ingestDocument({ filename: "broken.json", bytes: encode('{"league_name": "Delta",') }),
    { kind: "unprocessable", code: "E005", message: /not valid JSON/ },
  );
  await rejectsWith(
    () => ingestDocument({ filename: "list.json", bytes: encode("[1, 2]") }),
    { kind: "unprocessable", code: "E005", message: /array of values at the top level/ },
  );
});

Deno.test("content wins over the name: plain text named .pdf is ingested as txt", async () => {
  const bytes = encode("League name: Epsilon Cornhole\nSport: cornhole\n");
  const doc = await ingestDocument({
    filename: "epsilon.pdf",
    bytes,
    contentType: "application/pdf",
  });
  assert.equal(doc.format, "txt");
  assert.equal(doc.text, "League name: Epsilon Cornhole\nSport: cornhole\n");
  // ...and a real PDF named .txt is a PDF.
  const pdf = await makePdf([["League name: Zeta Disc Golf", "Sport: disc golf"]]);
  const fromTxt = await ingestDocument({ filename: "zeta.txt", bytes: pdf });
  assert.equal(fromTxt.format, "pdf");
  assert.match(fromTxt.text, /League name: Zeta Disc Golf/);
});

Deno.test("DOCX: a page laid out in a table (a column of paragraphs, a sidebar) gives a paragraph a line", async () => {
  const column = [
    "La liga",
    "Fundada en 2011 por un grupo de exjugadores, la Liga Metropolitana de Tochito Bandera es hoy la liga de tochito más grande de la capital.",
    "Temporada 2026",
    "La temporada 2026 arrancó el 15 de febrero con 104 equipos inscritos y alrededor de 2,050 jugadores. Se disputan 18 jornadas dominicales más la liguilla, y la gran final se juega a finales de julio.",
  ];
  const sidebar = ["CIFRAS CLAVE 2026", "2011 año de fundación", "104 equipos"];
  const document = new Document({
    sections: [{
      children: [
        new Table({
          rows: [
            new TableRow({
              children: [column, sidebar].map((paragraphs) =>
                new TableCell({ children: paragraphs.map((text) => new Paragraph(text)) })
              ),
            }),
            new TableRow({
              children: ["Contacto", "prensa@tochitometro.mx"].map((text) =>
                new TableCell({ children: [new Paragraph(text)] })
              ),
            }),
          ],
        }),
      ],
    }],
  });
  const bytes = new Uint8Array(await Packer.toBuffer(document));
  const lines = (await ingestDocument({ filename: "kit.docx", bytes })).text.split("\n");
  for (const line of [...column, ...sidebar, "Contacto | prensa@tochitometro.mx"]) {
    assert.ok(lines.includes(line), `${line} in ${lines.join(" / ")}`);
  }
});

Deno.test("DOC: best-effort text from the WordDocument stream of an OLE2 file", async () => {
  const body = "League name: Eta Legacy Basque Pelota League\r" +
    "Sport: basque pelota\r" +
    "Teams\x0724\x07\x07Founded\x071987\x07\x07" +
    "Headquarters: Bilbao, Spain. The league plays a spring and an autumn season with " +
    "weekly fixtures streamed on its own channel.\r" +
    "Official data feed: yes, scores within two seconds of each point.\r";
  const doc = await ingestDocument({ filename: "eta.doc", bytes: makeDoc(encode(body)) });
  assert.equal(doc.format, "doc");
  const lines = doc.text.split("\n");
  assert.ok(lines.includes("League name: Eta Legacy Basque Pelota League"), doc.text);
  assert.ok(lines.includes("Teams | 24"), doc.text);
  assert.ok(lines.includes("Founded | 1987"), doc.text);
});

Deno.test("DOC: text kept as UTF-16 in Greek, Cyrillic or Vietnamese letters is read too", async () => {
  const body = "Επωνυμία λίγκας\x07Παγκύπρια Λίγκα Τάβλι\x07\x07Έτος ίδρυσης\x072009\x07\x07" +
    "Έδρα\x07Λευκωσία, Κύπρος\x07\x07Άθλημα\x07Τάβλι (πόρτες, πλακωτό, φεύγα)\x07\x07" +
    "Σεζόν\x07Από τον Οκτώβριο έως τον Μάιο, με διακοπή τα Χριστούγεννα\x07\x07" +
    "Αγώνες\x0726 αγωνιστικές βραδιές, μαζί με το Final Four στη Λεμεσό\x07\x07" +
    "Город\x07Москва\x07\x07Giải đấu\x07Giải Đua Bò Nam Bộ\x07\x07";
  const utf16 = new Uint8Array(body.length * 2);
  for (let i = 0; i < body.length; i++) {
    utf16[i * 2] = body.charCodeAt(i) & 0xff;
    utf16[i * 2 + 1] = body.charCodeAt(i) >> 8;
  }
  const doc = await ingestDocument({ filename: "tavli.doc", bytes: makeDoc(utf16) });
  const lines = doc.text.split("\n");
  assert.ok(lines.includes("Επωνυμία λίγκας | Παγκύπρια Λίγκα Τάβλι"), doc.text);
  assert.ok(lines.includes("Город | Москва"), doc.text);
  assert.ok(lines.includes("Giải đấu | Giải Đua Bò Nam Bộ"), doc.text);
});

// ---------------------------------------------------------------------------------------------
// Hostile and wrong inputs

Deno.test("over the documented maximum → payload_too_large (413), before any parsing", async () => {
  const bytes = new Uint8Array(MAX_UPLOAD_BYTES + 1);
  bytes.set(encode("%PDF-1.7"));
  const err = await rejectsWith(
    () => ingestDocument({ filename: "huge.pdf", bytes }),
    { kind: "payload_too_large" },
    500,
  );
  assert.equal(err.status, 413);
  assert.equal(err.details.max_bytes, MAX_UPLOAD_BYTES);
  // Exactly the maximum is not refused for its size.
  const atLimit = new Uint8Array(MAX_UPLOAD_BYTES).fill(0x61);
  const doc = await ingestDocument({ filename: "a.txt", bytes: atLimit });
  assert.equal(doc.text.length, MAX_UPLOAD_BYTES);
});

Deno.test("truncated PDF (first half of a real one) → E005, fast", async () => {
  const pages = Array.from({ length: 6 }, (_, p) => [
    `League name: Theta Page ${p + 1}`,
    "Sport: ultimate frisbee",
    "Season: April to September",
  ]);
  const whole = await makePdf(pages);
  const half = whole.slice(0, Math.floor(whole.length / 2));
  await rejectsWith(
    () => ingestDocument({ filename: "theta.pdf", bytes: half }),
    { kind: "unprocessable", code: "E005", message: /truncated PDF/ },
  );
  // With an end marker glued on, it is pdf.js that has to notice: still refused, still fast.
  const glued = concat([half, encode("\n%%EOF\n")]);
  await rejectsWith(
    () => ingestDocument({ filename: "theta.pdf", bytes: glued }),
    { kind: "unprocessable", code: ["E005", "E001"] },
  );
});

Deno.test("random bytes named .pdf → E005", async () => {
  await rejectsWith(
    () => ingestDocument({ filename: "fake.pdf", bytes: noise(64 * 1024) }),
    { kind: "unprocessable", code: "E005", message: /named as a PDF file/ },
  );
});

Deno.test("zip bomb DOCX (200 MB of zeros) → E005 at the inflation limit, within 2 s", async () => {
  const bytes = zipBomb(200 * 1024 * 1024);
  assert.ok(bytes.length < 1024 * 1024, `the bomb is small: ${bytes.length} bytes`);
  const err = await rejectsWith(
    () => ingestDocument({ filename: "bomb.docx", bytes }),
    { kind: "unprocessable", code: "E005", message: /inflation limit/ },
  );
  assert.equal(err.details.max_inflated_bytes, 50 * 1024 * 1024);
  // The limit is an option.
  await rejectsWith(
    () =>
      ingestDocument({ filename: "small.docx", bytes: zipBomb(4 * 1024 * 1024) }, {
        maxInflatedBytes: 1024 * 1024,
      }),
    { kind: "unprocessable", code: "E005", message: /1048576-byte inflation limit/ },
  );
});

Deno.test("random bytes named .txt → E005", async () => {
  await rejectsWith(
    () => ingestDocument({ filename: "notes.txt", bytes: noise(32 * 1024, 42) }),
    { kind: "unprocessable", code: "E005", message: /binary data.*named as a plain text file/ },
  );
});

Deno.test("ZIP without word/document.xml named .docx → E005", async () => {
  const bytes = zipSync({
    "[Content_Types].xml": encode("<Types/>"),
    "xl/workbook.xml": encode("<workbook/>"),
  });
  await rejectsWith(
    () => ingestDocument({ filename: "form.docx", bytes }),
    { kind: "unprocessable", code: "E005", message: /without word\/document\.xml.*Excel/ },
  );
});

Deno.test("corrupt ZIP (a DOCX cut in half) → E005", async () => {
  const document = new Document({ sections: [{ children: [new Paragraph("League name: Iota")] }] });
  const whole = new Uint8Array(await Packer.toBuffer(document));
  await rejectsWith(
    () => ingestDocument({ filename: "iota.docx", bytes: whole.slice(0, whole.length >> 1) }),
    { kind: "unprocessable", code: "E005", message: /corrupt or truncated ZIP/ },
  );
});

Deno.test("image-only PDF → E001 with an OCR suggestion", async () => {
  const bytes = await makeImageOnlyPdf();
  const err = await rejectsWith(
    () => ingestDocument({ filename: "scan.pdf", bytes }),
    { kind: "unprocessable", code: "E001", message: /PDF extraction failed: no text layer/ },
  );
  assert.match(err.options.suggestion!, /OCR/);
});

Deno.test("PDF time limit → E001 'timed out'", async () => {
  const pages = Array.from({ length: 40 }, (_, p) => [`League name: Kappa page ${p + 1}`]);
  const bytes = await makePdf(pages);
  await rejectsWith(
    () => ingestDocument({ filename: "kappa.pdf", bytes }, { pdfTimeoutMs: 1 }),
    { kind: "unprocessable", code: "E001", message: /PDF extraction failed: timed out after 1 ms/ },
  );
});

Deno.test("PDF with one page of 32 MB of text operators → the time limit holds mid-page", async () => {
  // Compressed to a few hundred KB; pdf.js would spend seconds on the one page, during which
  // no timer can fire (the fake worker parses in promise callbacks).
  const bytes = makeHeavyPdf("BT /F1 12 Tf 72 700 Td (League) Tj ET\n", 32 * 1024 * 1024);
  assert.ok(bytes.length < 1024 * 1024, `a small upload: ${bytes.length} bytes`);
  await rejectsWith(
    () => ingestDocument({ filename: "heavy.pdf", bytes }, { pdfTimeoutMs: 500 }),
    { kind: "unprocessable", code: "E001", message: /timed out after 500 ms/ },
    1500,
  );
});

Deno.test("PDF over the page cap → E005", async () => {
  const bytes = await makePdf([["League name: Lambda one"], ["League name: Lambda two"]]);
  const err = await rejectsWith(
    () => ingestDocument({ filename: "lambda.pdf", bytes }, { maxPdfPages: 1 }),
    { kind: "unprocessable", code: "E005", message: /2 pages, more than the 1 allowed/ },
  );
  assert.equal(err.details.pages, 2);
});

Deno.test("OLE2 header + garbage → E001: save as DOCX or PDF", async () => {
  const bytes = concat([new Uint8Array(OLE2_MAGIC), noise(20 * 1024, 7)]);
  const err = await rejectsWith(
    () => ingestDocument({ filename: "old.doc", bytes }),
    { kind: "unprocessable", code: "E001", message: /DOC extraction failed/ },
  );
  assert.match(err.options.suggestion!, /save it as DOCX or PDF/);
});

Deno.test("empty and whitespace-only files → E005", async () => {
  await rejectsWith(
    () => ingestDocument({ filename: "empty.txt", bytes: new Uint8Array(0) }),
    { kind: "unprocessable", code: "E005", message: /empty/ },
  );
  await rejectsWith(
    () => ingestDocument({ filename: "blank.txt", bytes: encode(" \n\t\n") }),
    { kind: "unprocessable", code: "E005", message: /only whitespace/ },
  );
});

Deno.test("an e-mail saved as it travelled: quoted-printable, multipart, base64 HTML, decoded", async () => {
  const dir = new URL("./fixtures/questionnaires/mail/", import.meta.url);
  const read = async (name: string) => {
    const bytes = await Deno.readFile(new URL(name, dir));
    return await ingestDocument({ filename: name, bytes });
  };
  const qp = await read("alpenliga_reply_qp.txt");
  assert.equal(qp.format, "txt");
  assert.match(qp.text, /^From: Jürg Näf <juerg\.naef@alpenliga\.example>$/m);
  assert.match(qp.text, /^Subject: Re: Fragebogen – Alpenliga$/m);
  assert.match(qp.text, /Gegründet: 1998/);
  // The soft line break is joined, the HTML alternative left out.
  assert.match(qp.text, /an der Finalrunde über 5’000\./);
  assert.doesNotMatch(qp.text, /<table>|=C3=BC/);
  const fields = extractQuestionnaire(qp, { year: 2026 }).fields;
  assert.equal(fields.teams_count, 14);
  assert.equal(fields.founded_year, 1998);
  assert.equal(fields.contact_email, "juerg.naef@alpenliga.example");

  // As a mailbox file keeps it, under its "From " line.
  const boxed = await ingestDocument({
    filename: "reply.txt",
    bytes: new TextEncoder().encode(
      `From - Mon Nov 23 09:12:44 2026\n${
        new TextDecoder().decode(await Deno.readFile(new URL("alpenliga_reply_qp.txt", dir)))
      }`,
    ),
  });
  assert.match(boxed.text, /an der Finalrunde über 5’000\./);

  const html = await read("liga_html_base64.txt");
  assert.match(html.text, /Número de equipas: 12\nFundada em 2011/);
  // Text that merely starts like a header is left as it is.
  const plain = await ingestDocument({
    filename: "notes.txt",
    bytes: new TextEncoder().encode(
      "Subject: teams\nContent-Type: text/plain\n\nTeams: 9\n=C3=BC\n",
    ),
  });
  assert.match(plain.text, /=C3=BC/);

  // Gmail's "Show original" saved as a page: the summary it prints, then the message, decoded.
  const shown = await read("gmail_show_original.txt");
  assert.match(shown.text, /^From: Jana Nováková <jana@horskybeh\.example>$/m);
  assert.match(shown.text, /Liga byla založena v roce 2009\./);
  assert.doesNotMatch(shown.text, /Download Original/);
  const fromShown = extractQuestionnaire(shown, { year: 2026 }).fields;
  assert.equal(fromShown.founded_year, 2009);
  assert.equal(fromShown.athletes_count, 620);

  // The body alone, copied out of the message's source: still quoted-printable, decoded.
  const source = new TextDecoder().decode(
    await Deno.readFile(new URL("alpenliga_reply_qp.txt", dir)),
  );
  const bodyOnly = source.split("quoted-printable\n\n")[1].split("\n--=")[0];
  const copied = await ingestDocument({
    filename: "copied.txt",
    bytes: new TextEncoder().encode(bodyOnly),
  });
  assert.match(copied.text, /^Gegründet: 1998$/m);
  assert.match(copied.text, /an der Finalrunde über 5’000\./);
  assert.equal(extractQuestionnaire(copied, { year: 2026 }).fields.teams_count, 14);
  // In plain ASCII, soft breaks alone ("…the questio=" / "nnaire") are joined too.
  const ascii = await ingestDocument({
    filename: "ascii.txt",
    bytes: new TextEncoder().encode(
      "Two corrections to the questio=\nnnaire we sent: teams are 14, n=\not 12.\nRegards\n",
    ),
  });
  assert.match(ascii.text, /the questionnaire we sent: teams are 14, not 12\./);
});

Deno.test("an HTML-only e-mail: tags in one pass, each entity decoded once, a blank line first", async () => {
  const head = "\nFrom: Ana <ana@liga.example>\nSubject: x\nContent-Type: text/html\n\n";
  const odd = `<p>a &amp;lt; b &#38;uuml; &#0; &uuml;</p><script>x()</script>${
    "<".repeat(200_000)
  }`;
  const started = performance.now();
  const read = await ingestDocument({
    filename: "reply.txt",
    bytes: new TextEncoder().encode(head + odd),
  });
  assert.ok(performance.now() - started < 2000, "no pass per '<'");
  assert.match(read.text, /^From: Ana <ana@liga\.example>$/m);
  assert.match(read.text, /a &lt; b &uuml; &#0; ü/);
  assert.doesNotMatch(read.text, /x\(\)/);
});

/** A raw multipart/mixed message: a plain-text body, then each part base64 under its headers. */
function mimeMessage(
  body: string,
  parts: { type: string; name?: string; disposition?: string; bytes: Uint8Array }[],
): Uint8Array {
  const base64 = (bytes: Uint8Array) =>
    btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join("")).replace(/.{76}/g, "$&\n");
  const lines = [
    "From: Mairead Quinn <mairead@westfell.example>",
    "To: partnerships@sportdata.example",
    "Subject: Re: Partnership questionnaire",
    "Date: Mon, 23 Nov 2026 09:14:02 +0000",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="b0"',
    "",
    "--b0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
  ];
  for (const part of parts) {
    const name = part.name ? `; name="${part.name}"` : "";
    lines.push("--b0", `Content-Type: ${part.type}${name}`, "Content-Transfer-Encoding: base64");
    const filename = part.name ? `; filename="${part.name}"` : "";
    lines.push(`Content-Disposition: ${part.disposition ?? "attachment"}${filename}`, "");
    lines.push(base64(part.bytes));
  }
  lines.push("--b0--", "");
  return encode(lines.join("\r\n"));
}

Deno.test("an e-mail's attached answers (DOCX, PDF, text, a forwarded message) are read; a logo, a vCard are not", async () => {
  const docx = new Uint8Array(
    await Packer.toBuffer(
      new Document({
        sections: [{
          children: [
            new Paragraph("League name: West Fell Series"),
            new Paragraph("Founded: 2004"),
            new Paragraph("Number of races per season: 11"),
          ],
        }],
      }),
    ),
  );
  const pdf = await makePdf([["Average attendance: 1,400 per race"]]);
  const forwarded = encode(
    [
      "From: Ciaran Doyle <ciaran@westfell.example>",
      "Subject: stats",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Registered runners: 2,350",
    ].join("\r\n"),
  );
  const bytes = mimeMessage(
    "Hi Anna,\r\n\r\nour answers are attached.\r\n\r\nMairead Quinn\r\nSecretary",
    [
      { type: "image/png", name: "logo.png", disposition: "inline", bytes: noise(300) },
      {
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        name: "answers.docx",
        bytes: docx,
      },
      { type: "application/octet-stream", name: "figures.pdf", bytes: pdf },
      { type: "text/plain", name: "notes.txt", bytes: encode("Sport: fell running\n") },
      {
        type: "text/vcard",
        name: "mairead.vcf",
        bytes: encode("BEGIN:VCARD\nTEL:+353 1 555 0100\nEND:VCARD\n"),
      },
      { type: "message/rfc822", name: "stats.eml", bytes: forwarded },
    ],
  );
  const doc = await ingestDocument({ filename: "reply.eml.txt", bytes });
  assert.equal(doc.format, "txt");
  // The message first, then each attachment in its order, under a line that names it.
  assert.match(doc.text, /^From: Mairead Quinn <mairead@westfell\.example>$/m);
  const order = [
    /our answers are attached/,
    /^----- Attachment: answers\.docx -----$/m,
    /^League name: West Fell Series$/m,
    /^----- Attachment: figures\.pdf -----$/m,
    /Average attendance: 1,400 per race/,
    /^----- Attachment: notes\.txt -----$/m,
    /^----- Attachment: stats\.eml -----$/m,
    /^From: Ciaran Doyle <ciaran@westfell\.example>$/m,
    /Registered runners: 2,350/,
  ].map((re) => doc.text.search(re));
  assert.ok(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1])), `${order}`);
  assert.doesNotMatch(doc.text, /logo\.png|VCARD|555 0100/);
  const fields = extractQuestionnaire(doc, { year: 2026 }).fields;
  assert.equal(fields.league_name, "West Fell Series");
  assert.equal(fields.founded_year, 2004);
  assert.equal(fields.events_per_season, 11);
  assert.equal(fields.average_attendance, 1400);
  assert.equal(fields.athletes_count, 2350);
});

Deno.test("an e-mail whose only content is a scanned PDF → E001; an unreadable attachment beside a body is left out", async () => {
  const scan = await makeImageOnlyPdf();
  await rejectsWith(
    () =>
      ingestDocument({
        filename: "scan.txt",
        bytes: mimeMessage("", [{ type: "application/pdf", name: "scan.pdf", bytes: scan }]),
      }),
    { kind: "unprocessable", code: "E001", message: /no text layer/ },
  );
  const doc = await ingestDocument({
    filename: "reply.txt",
    bytes: mimeMessage("Teams: 9", [
      { type: "application/pdf", name: "scan.pdf", bytes: scan },
      { type: "application/pdf", name: "broken.pdf", bytes: noise(2000) },
    ]),
  });
  assert.match(doc.text, /^Teams: 9$/m);
  assert.doesNotMatch(doc.text, /Attachment/);
});

Deno.test("an e-mail's attachments share the upload's PDF time limit; at most five are read", async () => {
  const slow = makeHeavyPdf("BT /F1 12 Tf 72 700 Td (League) Tj ET\n", 8 * 1024 * 1024);
  const started = performance.now();
  const doc = await ingestDocument(
    {
      filename: "reply.txt",
      bytes: mimeMessage(
        "Teams: 9",
        Array.from({ length: 4 }, (_, i) => ({
          type: "application/pdf",
          name: `slow${i}.pdf`,
          bytes: slow,
        })),
      ),
    },
    { pdfTimeoutMs: 400 },
  );
  assert.ok(performance.now() - started < 1500, "one time limit for all four");
  assert.match(doc.text, /^Teams: 9$/m);
  const many = await ingestDocument({
    filename: "many.txt",
    bytes: mimeMessage(
      "See attached.",
      Array.from({ length: 8 }, (_, i) => ({
        type: "text/plain",
        name: `part${i}.txt`,
        bytes: encode(`Part ${i}\n`),
      })),
    ),
  });
  assert.equal(many.text.match(/^----- Attachment: /gm)?.length, 5);
  assert.match(many.text, /Part 4/);
  assert.doesNotMatch(many.text, /Part 5/);
});

Deno.test("a form saved from a browser: its fields as filled in (a text's value, the option selected, [x] or [ ] before a box)", async () => {
  const html = [
    "<!doctype html><html><body><form><table>",
    '<tr><td>Name der Liga *</td><td><input type="text" name="n" value="Norddeutsche Unterwasserrugby-Liga"></td></tr>',
    "<tr><td>Gründungsjahr</td><td><input name='y' value='2009'></td></tr>",
    '<tr><td>Saisonbeginn</td><td><select name="m"><option>August</option><option selected>September</option></select></td></tr>',
    '<tr><td>Offizieller Live-Datenfeed?</td><td><label><input type="radio" name="f" value="ja"> ja</label> <label><input type="radio" name="f" value="nein" checked="checked"> nein</label></td></tr>',
    '<tr><td>Ref</td><td><input type="hidden" name="ref" value="BW-26-0412"><input type="submit" value="Senden"></td></tr>',
    "</table></form></body></html>",
  ].join("\n");
  const doc = await ingestDocument({ filename: "antworten.html.txt", bytes: encode(html) });
  assert.match(doc.text, /^Name der Liga \*\tNorddeutsche Unterwasserrugby-Liga$/m);
  assert.match(doc.text, /^Saisonbeginn\tSeptember$/m);
  assert.match(doc.text, /\[ \]\s+ja \[x\]\s+nein/);
  assert.doesNotMatch(doc.text, /BW-26-0412|Senden|August/);
  const fields = extractQuestionnaire(doc, { year: 2026 }).fields;
  assert.equal(fields.league_name, "Norddeutsche Unterwasserrugby-Liga");
  assert.equal(fields.founded_year, 2009);
  assert.equal(fields.season_start_month, "September");
  assert.equal(fields.has_official_data_feed, false);
});

Deno.test("an e-mail saved with its transport headers (Received:, Message-ID:) is read as a message, though its body is plain 8-bit text", async () => {
  const source = [
    "Return-Path: <eirik@vestlandsagility.no>",
    "Received: from smtp.domeneshop.no (smtp.domeneshop.no [194.63.252.54])",
    "\tby mx.example with ESMTPS id 7be0f4a1c9",
    "Message-ID: <5c9d2e71@vestlandsagility.no>",
    "Date: Wed, 6 May 2026 08:03:12 +0200",
    "From: Eirik Nesheim <eirik@vestlandsagility.no>",
    "To: Lukas Brenner <l.brenner@example.de>",
    "Subject: Tillegg / Vestlandsligaen i agility",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    "Hei Lukas,",
    "",
    "Vi er altså 17 klubbar no.",
    "",
  ].join("\n");
  const doc = await ingestDocument({
    filename: "tillegg.txt",
    bytes: new TextEncoder().encode(source),
  });
  assert.equal(doc.format, "txt");
  assert.ok(doc.text.startsWith("From: Eirik Nesheim <eirik@vestlandsagility.no>\n"), doc.text);
  assert.ok(doc.text.includes("Vi er altså 17 klubbar no."));
  assert.ok(!doc.text.includes("Received:"));
  // A header block pasted over a reply (no transport headers) stays as written.
  const pasted = "From: Eirik Nesheim\nSent: Wednesday\nSubject: Tillegg\n\nHei Lukas,\n";
  assert.equal(
    (await ingestDocument({ filename: "p.txt", bytes: new TextEncoder().encode(pasted) })).text,
    pasted,
  );
});

Deno.test("PDF: a spacing cedilla set after its letter (groff's Turkish) is the letter it marks", async () => {
  const bytes = await makePdf([[
    "League name: Bati Ege Deve Gures\u00b8i Ligi",
    "Sport: deve gures\u00b8i",
  ]]);
  const { text } = await ingestDocument({ filename: "soru.pdf", bytes });
  assert.match(text, /League name: Bati Ege Deve Gureşi Ligi/);
  assert.match(text, /Sport: deve gureşi/);
});

Deno.test("PDF: a glyph pdf.js cannot name (Thai tone marks in Chromium's NotoSansThai) leaves no U+0000 in the text", async () => {
  const file = "s7_jetski_ajcs_qa.pdf";
  const bytes = await Deno.readFile(
    new URL(`./fixtures/questionnaires/corpus/dev/${file}`, import.meta.url),
  );
  const { text } = await ingestDocument({ filename: file, bytes });
  assert.ok(text?.includes("Streaming platforms"));
  assert.ok(text?.includes("แพลตฟอร์มสตรีมมิง"));
  assert.equal(text?.includes("\0"), false);
});
