/** DOC (Word 97–2003, an OLE2 compound file): best-effort text from the WordDocument stream. */
import { extractionFailed, invalidFormat, nonSpaceLength, tidy, type Upload } from "./common.ts";

/** Fewer non-space characters than this and a DOC's text scan counts as failed. */
const MIN_DOC_TEXT_CHARS = 200;

export function extractDoc(bytes: Uint8Array, upload: Upload): string {
  const file = readCompoundFile(bytes);
  if (file?.names.some((name) => name === "EncryptedPackage")) {
    throw invalidFormat(upload, "a password-protected Office document (remove the password first)");
  }
  const stream = file?.stream("WordDocument");
  const text = stream ? printableRuns(stream) : "";
  if (nonSpaceLength(text) < MIN_DOC_TEXT_CHARS) {
    const why = stream ? "too little readable text" : "no readable WordDocument stream";
    throw extractionFailed(
      upload,
      "DOC extraction",
      why,
      "Open the file in Word, save it as DOCX or PDF and upload again.",
    );
  }
  return text;
}

const FREE_OR_END = 0xfffffffa; // sector ids at or above this are markers, not sectors

/**
 * A minimal reader of the OLE2 compound file: directory entry names, and a stream's bytes by
 * name. `undefined` for anything inconsistent; every chain walk is bounded by the sector count.
 */
function readCompoundFile(
  bytes: Uint8Array,
): { names: string[]; stream(name: string): Uint8Array | undefined } | undefined {
  if (bytes.length < 512) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return undefined;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize);
  if (sectorCount <= 0) return undefined;
  const sector = (id: number) => bytes.subarray((id + 1) * sectorSize, (id + 2) * sectorSize);
  const perSector = sectorSize / 4;

  const fatSectors: number[] = [];
  const fatCount = Math.min(u32(0x2c), sectorCount);
  for (let i = 0; i < 109 && fatSectors.length < fatCount; i++) fatSectors.push(u32(0x4c + i * 4));
  for (let id = u32(0x44), hops = 0; id < FREE_OR_END && fatSectors.length < fatCount; hops++) {
    if (id >= sectorCount || hops > sectorCount) return undefined;
    const at = (id + 1) * sectorSize;
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatCount; i++) {
      fatSectors.push(u32(at + i * 4));
    }
    id = u32(at + sectorSize - 4);
  }
  if (fatSectors.some((id) => id >= sectorCount)) return undefined;
  const fat = new Uint32Array(fatSectors.length * perSector);
  fatSectors.forEach((id, i) => {
    const at = (id + 1) * sectorSize;
    for (let j = 0; j < perSector; j++) fat[i * perSector + j] = u32(at + j * 4);
  });

  const chain = (start: number, table: Uint32Array, limit: number): number[] | undefined => {
    const ids: number[] = [];
    for (let id = start; id < FREE_OR_END; id = table[id]) {
      if (id >= limit || id >= table.length || ids.length >= limit) return undefined;
      ids.push(id);
    }
    return ids;
  };
  const readChain = (start: number, size?: number): Uint8Array | undefined => {
    const ids = chain(start, fat, sectorCount);
    if (!ids) return undefined;
    const out = new Uint8Array(ids.length * sectorSize);
    ids.forEach((id, i) => out.set(sector(id), i * sectorSize));
    if (size === undefined) return out;
    return size <= out.length ? out.subarray(0, size) : undefined;
  };

  const directory = readChain(u32(0x30));
  if (!directory) return undefined;
  const dir = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const entries: { name: string; type: number; start: number; size: number }[] = [];
  for (let at = 0; at + 128 <= directory.length; at += 128) {
    const nameLength = Math.min(dir.getUint16(at + 0x40, true), 64);
    const name = new TextDecoder("utf-16le").decode(
      directory.subarray(at, at + Math.max(0, nameLength - 2)),
    );
    const type = directory[at + 0x42];
    entries.push({
      name,
      type,
      start: dir.getUint32(at + 0x74, true),
      size: dir.getUint32(at + 0x78, true),
    });
  }
  const root = entries[0];
  if (!root || root.type !== 5) return undefined;

  const miniCutoff = u32(0x38);
  return {
    names: entries.filter((e) => e.type === 1 || e.type === 2).map((e) => e.name),
    stream(name) {
      const entry = entries.find((e) => e.type === 2 && e.name === name);
      if (!entry || entry.size > bytes.length) return undefined;
      if (entry.size >= miniCutoff) return readChain(entry.start, entry.size);
      // Small streams live in 64-byte sectors inside the root entry's "mini stream".
      const miniStream = readChain(root.start, root.size);
      const miniFatBytes = readChain(u32(0x3c));
      if (!miniStream || !miniFatBytes) return undefined;
      const miniFat = new Uint32Array(miniFatBytes.length / 4);
      const mf = new DataView(miniFatBytes.buffer, miniFatBytes.byteOffset, miniFatBytes.length);
      for (let i = 0; i < miniFat.length; i++) miniFat[i] = mf.getUint32(i * 4, true);
      const ids = chain(entry.start, miniFat, Math.floor(miniStream.length / 64));
      if (!ids || ids.length * 64 < entry.size) return undefined;
      const out = new Uint8Array(ids.length * 64);
      ids.forEach((id, i) => out.set(miniStream.subarray(id * 64, id * 64 + 64), i * 64));
      return out.subarray(0, entry.size);
    },
  };
}

/** ASCII, plus Word's in-text marks: cell end (7), tab, line feed, line break (11), page break
 * (12), paragraph end (13). */
function isPlainChar(c: number): boolean {
  return (c >= 0x20 && c <= 0x7e) || (c >= 0x07 && c <= 0x0d && c !== 0x08);
}

/** A letter or digit: Latin (with accents), Greek, Cyrillic, Vietnamese. */
function isAlphanumeric(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x386 && c <= 0x3ff) ||
    (c >= 0x400 && c <= 0x4ff) || (c >= 0x1e00 && c <= 0x1eff);
}

function isWideChar(c: number): boolean {
  // Latin with accents, Greek, Cyrillic, Vietnamese, punctuation, currency signs (₦ ₹ ₱ €).
  return isPlainChar(c) || (c >= 0xa0 && c <= 0x24f) || (c >= 0x370 && c <= 0x4ff) ||
    (c >= 0x1e00 && c <= 0x1eff) || (c >= 0x2010 && c <= 0x2027) || (c >= 0x20a0 && c <= 0x20cf);
}

/**
 * Runs of 4+ printable characters, read both as 8-bit text and as UTF-16LE (at both byte
 * alignments), in file order. Word keeps a document's text in one of the two; ASCII read as
 * UTF-16 lands in CJK code points and is not taken, UTF-16 read as 8-bit has a NUL every other
 * byte and makes no runs. Runs where letters and digits are under half of the non-space
 * characters (formatting data) are dropped.
 */
function printableRuns(data: Uint8Array): string {
  const runs: { at: number; text: string }[] = [];
  const decoders = { 1: new TextDecoder("latin1"), 2: new TextDecoder("utf-16le") };
  const decode = (step: 1 | 2, start: number, end: number) => {
    if (end - start > 1024) return decoders[step].decode(data.subarray(start, end));
    let text = ""; // short runs: cheaper than a decoder call each
    for (let i = start; i < end; i += step) {
      text += String.fromCharCode(step === 1 ? data[i] : data[i] | (data[i + 1] << 8));
    }
    return text;
  };
  const scan = (step: 1 | 2, from: number) => {
    const printable = step === 1 ? isPlainChar : isWideChar;
    let start = -1;
    let visible = 0;
    let wordy = 0;
    const close = (end: number) => {
      if (start >= 0 && end - start >= 4 * step && wordy > 0 && wordy * 2 >= visible) {
        runs.push({ at: start, text: decode(step, start, end) });
      }
      start = -1;
      visible = 0;
      wordy = 0;
    };
    let i = from;
    for (; i + step <= data.length; i += step) {
      const c = step === 1 ? data[i] : data[i] | (data[i + 1] << 8);
      if (!printable(c)) {
        close(i);
        continue;
      }
      if (start < 0) start = i;
      if (c > 0x20) {
        visible++;
        if (isAlphanumeric(c)) wordy++;
      }
    }
    close(i);
  };
  scan(1, 0);
  scan(2, 0);
  scan(2, 1);

  runs.sort((a, b) => a.at - b.at);
  const text = runs.map((r) => r.text).join("\n")
    .replaceAll("\x07\x07", "\n") // cell end + row end
    .replaceAll("\x07", " | ")
    .replaceAll("\r", "\n")
    .replaceAll("\x0b", "\n")
    .replaceAll("\x0c", "\n");
  return tidy(text.split("\n"));
}
