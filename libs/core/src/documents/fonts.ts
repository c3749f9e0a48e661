// @pdf-lib/fontkit's Indic shaper (which Tamil needs) was compiled against a global
// `regeneratorRuntime`; this import installs it, once, before any Tamil text is laid out.
import 'regenerator-runtime/runtime';
import { readFileSync } from 'node:fs';
import * as fontkit from '@pdf-lib/fontkit';
import { woffToSfnt } from './woff';

export type FontWeight = 'regular' | 'bold';

/** A parsed font and the bytes pdf-lib embeds (a subset of) for it. */
export interface LoadedFace {
  bytes: Uint8Array;
  font: fontkit.Font;
}

/** Fonts already parsed, by the bytes pdf-lib will hand back to `documentFontkit.create`. */
const parsed = new WeakMap<Uint8Array, fontkit.Font>();

/**
 * The fontkit each document registers: it answers with the font parsed when the file was first
 * loaded, so no document parses a font again.
 */
export const documentFontkit = {
  create: (bytes: Uint8Array, postscriptName?: string): fontkit.Font =>
    parsed.get(bytes) ?? fontkit.create(bytes, postscriptName),
};

/** Joiners and variation selectors draw nothing: a font need not have glyphs for them. */
const drawsNothing = (codePoint: number): boolean =>
  codePoint === 0x200c || codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f);

/**
 * A script the standard PDF fonts (WinAnsi only) cannot draw, and the Noto font that can. Its files
 * are read, unpacked and parsed the first time a document needs them, then kept for the process.
 */
export class FallbackFont {
  private readonly faces = new Map<FontWeight, LoadedFace>();

  constructor(
    readonly name: string,
    private readonly files: Record<FontWeight, string>,
  ) {}

  /** Whether this font draws every character of a grapheme (both weights cover the same ones). */
  covers(grapheme: string): boolean {
    const font = this.face('regular').font;
    return [...grapheme]
      .map((char) => char.codePointAt(0) ?? 0)
      .every((codePoint) => drawsNothing(codePoint) || font.hasGlyphForCodePoint(codePoint));
  }

  face(weight: FontWeight): LoadedFace {
    let face = this.faces.get(weight);
    if (!face) {
      const bytes = woffToSfnt(readFileSync(this.files[weight]));
      face = { bytes, font: documentFontkit.create(bytes) };
      parsed.set(bytes, face.font);
      this.faces.set(weight, face);
    }
    return face;
  }
}

const fontsourceFile = (family: string, subset: string, weight: number) =>
  require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);

const notoFont = (name: string, family: string, subset: string) =>
  new FallbackFont(name, {
    regular: fontsourceFile(family, subset, 400),
    bold: fontsourceFile(family, subset, 700),
  });

/**
 * Tried in order for what Helvetica cannot draw: Chinese (the simplified-Chinese subset of Noto
 * Sans SC, about 8,000 characters including the traditional forms common in names) and Tamil.
 */
export const FALLBACK_FONTS: readonly FallbackFont[] = [
  notoFont('Noto Sans SC', 'noto-sans-sc', 'chinese-simplified'),
  notoFont('Noto Sans Tamil', 'noto-sans-tamil', 'tamil'),
];
