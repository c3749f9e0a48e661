import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * Unpacks a WOFF 1.0 font into the TrueType/OpenType file it wraps (W3C WOFF, section 5). The font
 * packages ship WOFF; fontkit reads it too, but inflates tables again on every read with a
 * JavaScript inflater (about a second per invoice), so the fonts are unpacked once with zlib.
 */
export const woffToSfnt = (woff: Uint8Array): Uint8Array => {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.length < WOFF_HEADER || input.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF font');
  }
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = input.readUInt32BE(entry + 4);
    const compressedLength = input.readUInt32BE(entry + 8);
    const length = input.readUInt32BE(entry + 12);
    const stored = input.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('WOFF table length does not match its data');
    return { tag: input.readUInt32BE(entry), checksum: input.readUInt32BE(entry + 16), data };
  });

  // The sfnt table directory's binary-search fields (OpenType "Table directory").
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  const padded = (length: number) => (length + 3) & ~3;
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  const output = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), offset));
  output.writeUInt32BE(flavor, 0);
  output.writeUInt16BE(numTables, 4);
  output.writeUInt16BE(searchRange, 6);
  output.writeUInt16BE(entrySelector, 8);
  output.writeUInt16BE(numTables * SFNT_ENTRY - searchRange, 10);
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    output.writeUInt32BE(table.tag, entry);
    output.writeUInt32BE(table.checksum, entry + 4);
    output.writeUInt32BE(offset, entry + 8);
    output.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(output, offset);
    offset += padded(table.data.length);
  });
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
};
