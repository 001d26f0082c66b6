import v8 from 'node:v8';
import vm from 'node:vm';
import { deflateSync, inflateSync } from 'node:zlib';

/** Test helpers of the report PDF (not part of the public API). */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGB PNG of deterministic noise (barely compressible: its size is about width × height × 3 bytes). */
export function noisePng(width: number, height: number, seed: number): Buffer {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state & 0xff;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let i = 1; i < row.length; i++) row[i] = next();
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** WinAnsi's codes 0x80–0x9f (Node's TextDecoder reads 'windows-1252' as latin1). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const WIN_ANSI = {
  decode: (bytes: Buffer) =>
    [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join(''),
};

/** A forced garbage collection (V8's, enabled at run time), so a memory reading counts only what is retained. */
export function forcedGc(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/**
 * The text pdfkit drew with the standard fonts: every content stream inflated, each `[<hex> k <hex>] TJ` array
 * joined, decoded as WinAnsi. One string per shown text run.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const runs: string[] = [];
  const source = pdf.toString('latin1');
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
      const text = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => WIN_ANSI.decode(Buffer.from(hex[1] ?? '', 'hex')))
        .join('');
      runs.push(text);
    }
    streamPattern.lastIndex = end;
  }
  return runs;
}
