import * as fs from 'node:fs';
import * as fontkit from '@pdf-lib/fontkit';
import { FALLBACK_FONTS, documentFontkit } from './fonts';
import { woffToSfnt } from './woff';

describe('fallback fonts', () => {
  const [chinese, tamil] = FALLBACK_FONTS;

  it('cover Chinese and Tamil names, not each other', () => {
    expect([...'陈美玲'].every((char) => chinese.covers(char))).toBe(true);
    expect(chinese.covers('கா')).toBe(false);
    expect(tamil.covers('கா')).toBe(true);
    expect(tamil.covers('ன்\u200c')).toBe(true);
    expect(tamil.covers('陈')).toBe(false);
  });

  it('are read and parsed once per process, not per document', () => {
    const read = jest.spyOn(fs, 'readFileSync');
    try {
      const first = tamil.face('bold');
      const reads = read.mock.calls.length;
      expect(tamil.face('bold')).toBe(first);
      // pdf-lib parses the bytes it embeds through the fontkit each document registers.
      expect(documentFontkit.create(first.bytes)).toBe(first.font);
      expect(read.mock.calls.length).toBe(reads);
    } finally {
      read.mockRestore();
    }
  });
});

describe('woffToSfnt', () => {
  it('unpacks a WOFF font into the TrueType font it wraps', () => {
    const woff = fs.readFileSync(
      require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'),
    );
    const sfnt = woffToSfnt(woff);
    expect(Buffer.from(sfnt).readUInt32BE(0)).toBe(0x00010000);
    const unpacked = fontkit.create(sfnt);
    const original = fontkit.create(woff);
    expect(unpacked.characterSet).toEqual(original.characterSet);
    expect(unpacked.layout('கார்த்திகேயன்').glyphs.map((glyph) => glyph.id)).toEqual(
      original.layout('கார்த்திகேயன்').glyphs.map((glyph) => glyph.id),
    );
  });

  it('refuses what is not WOFF', () => {
    expect(() => woffToSfnt(new Uint8Array([0, 1, 0, 0]))).toThrow('Not a WOFF font');
  });
});
