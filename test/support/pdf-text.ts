import { inflateSync } from 'node:zlib';
import { type Test } from 'supertest';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  type PDFPage,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

/**
 * The text of a PDF as a reader gets it when copying or searching: each text object (BT … ET) is
 * one piece of text, its strings decoded through the font's ToUnicode map (embedded fonts) or
 * WinAnsi (standard fonts), and a marked span's ActualText in place of the glyphs it covers
 * (what shaped scripts such as Tamil rely on). Enough PDF for what pdf-lib writes, read
 * independently of the code that wrote it.
 */
export interface PdfText {
  text: string;
  /** The font size of the object's first `Tf`. */
  size: number;
  /** Where the object starts (its first `Td` or `Tm`), in points from the page's lower left. */
  x: number;
  y: number;
}

type Token =
  | { kind: 'name'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'bytes'; value: Buffer }
  | { kind: 'dict'; value: Map<string, Token> }
  | { kind: 'array'; value: Token[] }
  | { kind: 'operator'; value: string };

/** WinAnsiEncoding's 0x80–0x9F (PDF 32000-1, annex D); every other byte is Latin-1. */
const WIN_ANSI_HIGH = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ';
const winAnsi = (bytes: Buffer): string =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte < 0xa0 ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join('');

const streamBytes = (stream: PDFObject | undefined): Buffer => {
  if (!(stream instanceof PDFRawStream)) throw new Error('Expected a stream');
  const filter = stream.dict.get(PDFName.of('Filter'));
  if (filter && filter !== PDFName.of('FlateDecode')) throw new Error(`Unsupported filter ${String(filter)}`);
  return filter ? inflateSync(stream.contents) : Buffer.from(stream.contents);
};

const utf16 = (hex: string): string => {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return text;
};

/** A ToUnicode CMap's bfchar and bfrange entries: character code → text. */
const parseToUnicode = (cmap: string): Map<number, string> => {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(code, 16), utf16(text));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g);
    for (const [, low, high, target] of ranges) {
      const from = parseInt(low, 16);
      const to = parseInt(high, 16);
      const listed = target.startsWith('[')
        ? [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => m[1])
        : null;
      for (let code = from; code <= to; code++) {
        if (listed) map.set(code, utf16(listed[code - from] ?? ''));
        else {
          const start = utf16(target.slice(1, -1));
          const last = start.charCodeAt(start.length - 1) + (code - from);
          map.set(code, start.slice(0, -1) + String.fromCharCode(last));
        }
      }
    }
  }
  return map;
};

type Decoder = (bytes: Buffer) => string;

const fontDecoder = (pdf: PDFDocument, font: PDFDict): Decoder => {
  if (font.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) return winAnsi;
  const toUnicode = font.get(PDFName.of('ToUnicode'));
  const map = parseToUnicode(streamBytes(pdf.context.lookup(toUnicode)).toString('latin1'));
  return (bytes) => {
    let text = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) text += map.get(bytes.readUInt16BE(i)) ?? '\ufffd';
    return text;
  };
};

const pageDecoders = (pdf: PDFDocument, page: PDFPage): Map<string, Decoder> => {
  const decoders = new Map<string, Decoder>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = ref instanceof PDFRef ? pdf.context.lookup(ref, PDFDict) : ref;
    if (font instanceof PDFDict) decoders.set(name.decodeText(), fontDecoder(pdf, font));
  }
  return decoders;
};

const DELIMITER = /[\s()<>[\]{}/%]/;

/** Tokens of a content stream (operands and operators), with nested dictionaries and arrays. */
const tokenize = (source: string): Token[] => {
  let at = 0;
  const next = (): Token | { kind: 'end'; value: string } | null => {
    while (at < source.length && /\s/.test(source[at])) at++;
    if (at >= source.length) return null;
    const char = source[at];
    if (source.startsWith('<<', at)) {
      at += 2;
      const entries = new Map<string, Token>();
      for (;;) {
        const key = next();
        if (!key || key.kind === 'end') break;
        const value = next();
        if (key.kind === 'name' && value && value.kind !== 'end') entries.set(key.value, value);
      }
      return { kind: 'dict', value: entries };
    }
    if (source.startsWith('>>', at) || char === ']') {
      at += char === ']' ? 1 : 2;
      return { kind: 'end', value: char };
    }
    if (char === '[') {
      at++;
      const items: Token[] = [];
      for (let item = next(); item && item.kind !== 'end'; item = next()) items.push(item);
      return { kind: 'array', value: items };
    }
    if (char === '<') {
      const end = source.indexOf('>', at);
      const hex = source.slice(at + 1, end).replace(/\s+/g, '');
      at = end + 1;
      return { kind: 'bytes', value: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex') };
    }
    if (char === '(') {
      let depth = 0;
      let text = '';
      for (at++; at < source.length; at++) {
        const c = source[at];
        if (c === '\\') {
          const escaped = source[++at];
          const octal = /^[0-7]{1,3}/.exec(source.slice(at, at + 3));
          if (octal) {
            text += String.fromCharCode(parseInt(octal[0], 8));
            at += octal[0].length - 1;
          } else text += { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[escaped] ?? escaped;
          continue;
        }
        if (c === '(') depth++;
        if (c === ')' && depth-- === 0) break;
        text += c;
      }
      at++;
      return { kind: 'bytes', value: Buffer.from(text, 'latin1') };
    }
    const start = at;
    at++;
    while (at < source.length && !DELIMITER.test(source[at])) at++;
    const word = source.slice(start, at);
    if (char === '/') return { kind: 'name', value: word.slice(1) };
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: 'number', value: Number(word) };
    return { kind: 'operator', value: word };
  };
  const tokens: Token[] = [];
  for (let token = next(); token; token = next()) if (token.kind !== 'end') tokens.push(token);
  return tokens;
};

const actualText = (properties: Token | undefined): string | null => {
  const value = properties?.kind === 'dict' ? properties.value.get('ActualText') : undefined;
  if (value?.kind !== 'bytes') return null;
  const bytes = value.value;
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? utf16(bytes.subarray(2).toString('hex'))
    : bytes.toString('latin1');
};

const pageText = (pdf: PDFDocument, page: PDFPage): PdfText[] => {
  const decoders = pageDecoders(pdf, page);
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  const pieces: PdfText[] = [];
  let current: PdfText | null = null;
  let moved = false;
  let decode: Decoder = winAnsi;
  /** Open marked-content sequences: true where an ActualText stands in for the glyphs inside. */
  const spans: boolean[] = [];
  let operands: Token[] = [];
  for (const stream of streams) {
    for (const token of tokenize(streamBytes(stream).toString('latin1'))) {
      if (token.kind !== 'operator') {
        operands.push(token);
        continue;
      }
      const show = (text: string) => {
        if (current && !spans.includes(true)) current.text += text;
      };
      switch (token.value) {
        case 'BT':
          current = { text: '', size: 0, x: 0, y: 0 };
          moved = false;
          break;
        case 'Td':
        case 'Tm': {
          const [x, y] = operands.slice(-2);
          if (current && !moved && x?.kind === 'number' && y?.kind === 'number') {
            [current.x, current.y, moved] = [x.value, y.value, true];
          }
          break;
        }
        case 'ET':
          if (current?.text) pieces.push(current);
          current = null;
          break;
        case 'Tf': {
          const [name, size] = operands;
          if (name?.kind === 'name') decode = decoders.get(name.value) ?? decode;
          if (current && !current.size && size?.kind === 'number') current.size = size.value;
          break;
        }
        case 'Tj':
        case "'":
        case '"': {
          const text = operands[operands.length - 1];
          if (text?.kind === 'bytes') show(decode(text.value));
          break;
        }
        case 'TJ': {
          const [array] = operands;
          if (array?.kind === 'array')
            for (const item of array.value) if (item.kind === 'bytes') show(decode(item.value));
          break;
        }
        case 'BDC': {
          const replacement = actualText(operands[1]);
          if (replacement !== null) show(replacement);
          spans.push(replacement !== null);
          break;
        }
        case 'BMC':
          spans.push(false);
          break;
        case 'EMC':
          spans.pop();
          break;
      }
      operands = [];
    }
  }
  return pieces;
};

/** Each page's text objects, in drawing order. */
export const pdfPages = async (bytes: Uint8Array): Promise<PdfText[][]> => {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((page) => pageText(pdf, page));
};

/** Every text object's text, in drawing order, page after page. */
export const pdfTexts = async (bytes: Uint8Array): Promise<string[]> =>
  (await pdfPages(bytes)).flat().map((piece) => piece.text);

/**
 * A page's text as a reader scans it: rows of pieces on one baseline, top to bottom, each row
 * left to right.
 */
export const pdfRows = (page: PdfText[]): string[][] => {
  const rows: PdfText[][] = [];
  for (const piece of [...page].sort((a, b) => b.y - a.y)) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0].y - piece.y) < 1) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => row.sort((a, b) => a.x - b.x).map((piece) => piece.text));
};

/** A PDF served by the API, as bytes (supertest parses no binary body by itself). */
export const downloadPdf = async (request: Test): Promise<Buffer> => {
  const response = await request
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200)
    .expect('Content-Type', 'application/pdf');
  return response.body as Buffer;
};
