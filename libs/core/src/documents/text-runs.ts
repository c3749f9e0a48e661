/** Something that may draw a grapheme: a font, or a stand-in for one in tests. */
export interface GlyphSource {
  covers(grapheme: string): boolean;
}

export interface TextRun<F extends GlyphSource> {
  source: F;
  text: string;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A line's user-perceived characters: a Tamil consonant with its vowel sign stays one piece. */
export const splitGraphemes = (text: string): string[] =>
  [...graphemes.segment(text)].map((part) => part.segment);

/**
 * Splits a line into runs of one font each: each grapheme goes to the first source that draws it
 * (the first is the Latin font, so Latin text stays in it). What none draws falls back, in the
 * first source, to its base letters ("ő" → "o") or to "?".
 */
export const splitRuns = <F extends GlyphSource>(text: string, sources: readonly F[]): TextRun<F>[] => {
  const [first] = sources;
  const runs: TextRun<F>[] = [];
  for (const grapheme of splitGraphemes(text.normalize('NFC'))) {
    let source = sources.find((candidate) => candidate.covers(grapheme));
    let drawn = grapheme;
    if (!source) {
      source = first;
      drawn = [...grapheme.normalize('NFKD')].filter((char) => first.covers(char)).join('') || '?';
    }
    const last = runs[runs.length - 1];
    if (last?.source === source) last.text += drawn;
    else runs.push({ source, text: drawn });
  }
  return runs;
};
