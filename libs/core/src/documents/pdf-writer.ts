import {
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  StandardFonts,
  beginText,
  endText,
  moveText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import { FALLBACK_FONTS, type FallbackFont, type FontWeight, documentFontkit } from './fonts';
import { type ColumnSpec, type LayoutBlock, type RowStyle, type TextStyle } from './layout';
import { type TextRun, splitGraphemes, splitRuns } from './text-runs';

/** A4 in points. */
const PAGE_SIZE: [number, number] = [595.28, 841.89];
const MARGIN = { top: 56, right: 50, bottom: 64, left: 50 };
const CONTENT_WIDTH = PAGE_SIZE[0] - MARGIN.left - MARGIN.right;
const COLUMN_GAP = 10;
const FIELD_LABEL_WIDTH = 110;
const ROW_PADDING = 2.5;

const INK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.6, 0.6, 0.6);

interface Style {
  bold: boolean;
  size: number;
  leading: number;
  color: typeof INK;
}

const STYLES = {
  title: { bold: true, size: 20, leading: 26, color: INK },
  heading: { bold: true, size: 11, leading: 15, color: INK },
  body: { bold: false, size: 9.5, leading: 13, color: INK },
  bold: { bold: true, size: 9.5, leading: 13, color: INK },
  small: { bold: false, size: 8, leading: 10.5, color: GREY },
} satisfies Record<string, Style>;

const ROW_STYLES: Record<RowStyle, Style> = { body: STYLES.body, bold: STYLES.bold, header: STYLES.bold };
const TEXT_STYLES: Record<TextStyle, Style> = { body: STYLES.body, bold: STYLES.bold, small: STYLES.small };

interface Column {
  x: number;
  width: number;
  align: 'left' | 'right';
}

export interface WriteOptions {
  /** Drawn at the foot of every page with "Page n of m", e.g. "Tax Invoice INV-0001". */
  pageLabel: string;
}

/** Where a run of text gets its glyphs: a standard font, or an embedded fallback for other scripts. */
interface Face {
  covers(grapheme: string): boolean;
  width(text: string, size: number): number;
}

/** Helvetica (regular or bold): WinAnsi only, nothing to embed. */
class StandardFace implements Face {
  private readonly charset: Set<number>;

  constructor(readonly font: PDFFont) {
    this.charset = new Set(font.getCharacterSet());
  }

  covers(grapheme: string): boolean {
    return [...grapheme].every((char) => this.charset.has(char.codePointAt(0) ?? 0));
  }

  width(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }
}

/** A Noto font for a script Helvetica cannot draw; embedded (as a subset) only when drawn. */
class FallbackFace implements Face {
  constructor(
    readonly fallback: FallbackFont,
    readonly weight: FontWeight,
  ) {}

  covers(grapheme: string): boolean {
    return this.fallback.covers(grapheme);
  }

  /** As pdf-lib measures what it draws: the shaped glyphs' advances. */
  width(text: string, size: number): number {
    const { font } = this.fallback.face(this.weight);
    const advance = font.layout(text).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
    return (advance * size) / font.unitsPerEm;
  }
}

/** A line of text placed during layout and drawn once every face it uses is embedded. */
interface PlacedLine {
  page: PDFPage;
  x: number;
  baseline: number;
  style: Style;
  runs: TextRun<Face>[];
}

/**
 * Draws layout blocks onto A4 pages: text wraps to its column, a block that does not fit starts a
 * new page, and a table's header row is repeated there. Latin text is set in the standard Helvetica
 * fonts; each run of another script (Chinese, Tamil) in a Noto font, embedded as a subset of the
 * glyphs drawn.
 */
export const writeLayout = async (pdf: PDFDocument, blocks: LayoutBlock[], options: WriteOptions) => {
  const writer = new PdfWriter(pdf, {
    regular: new StandardFace(await pdf.embedFont(StandardFonts.Helvetica)),
    bold: new StandardFace(await pdf.embedFont(StandardFonts.HelveticaBold)),
  });
  for (const block of blocks) writer.draw(block);
  writer.finish(options.pageLabel);
  await writer.paint();
};

class PdfWriter {
  private page: PDFPage;
  private y = 0;
  private columns: Column[] = [];
  private header: string[] | null = null;
  private readonly faces: Record<FontWeight, Face[]>;
  private readonly placed: PlacedLine[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    latin: Record<FontWeight, StandardFace>,
  ) {
    const withFallbacks = (weight: FontWeight) => [
      latin[weight],
      ...FALLBACK_FONTS.map((fallback) => new FallbackFace(fallback, weight)),
    ];
    this.faces = { regular: withFallbacks('regular'), bold: withFallbacks('bold') };
    this.page = this.newPage();
  }

  draw(block: LayoutBlock): void {
    // A table ends at the first block that is not part of it: its header is not repeated after that.
    if (!['row', 'rule', 'space', 'keep'].includes(block.kind)) this.header = null;
    switch (block.kind) {
      case 'title':
        this.paragraph(block.text, STYLES.title, 2);
        this.y -= 4;
        return;
      case 'heading':
        this.y -= 4;
        // Keep a heading with at least two lines of what follows it.
        this.ensureSpace(STYLES.heading.leading + 2 * STYLES.body.leading);
        this.paragraph(block.text, STYLES.heading);
        return;
      case 'text':
        this.paragraph(block.text, TEXT_STYLES[block.style]);
        return;
      case 'field':
        this.drawRow(
          [block.label, block.value],
          [
            { x: MARGIN.left, width: FIELD_LABEL_WIDTH - COLUMN_GAP, align: 'left' },
            { x: MARGIN.left + FIELD_LABEL_WIDTH, width: CONTENT_WIDTH - FIELD_LABEL_WIDTH, align: 'left' },
          ],
          [STYLES.bold, STYLES.body],
          0.5,
        );
        return;
      case 'columns':
        this.columns = resolveColumns(block.columns);
        return;
      case 'row':
        this.tableRow(block.cells, block.style);
        return;
      case 'rule':
        this.ensureSpace(6);
        this.rule();
        return;
      case 'space':
        this.y -= Math.max(0, Math.min(block.points, this.y - MARGIN.bottom));
        return;
      case 'keep':
        this.ensureSpace(Math.min(block.points, this.fullHeight));
        return;
    }
  }

  /** Numbers the pages once they are all laid out. */
  finish(pageLabel: string): void {
    const pages = this.pdf.getPages();
    const style = STYLES.small;
    const baseline = MARGIN.bottom / 2;
    pages.forEach((page, index) => {
      this.place(page, pageLabel, MARGIN.left, baseline, style);
      const number = `Page ${index + 1} of ${pages.length}`;
      this.place(page, number, PAGE_SIZE[0] - MARGIN.right - this.measure(number, style), baseline, style);
    });
  }

  /**
   * Draws every placed line: embeds the fallback faces they use (a subset of the glyphs drawn, so
   * a Latin-only document embeds no font at all), then writes each line as one text object.
   */
  async paint(): Promise<void> {
    const fonts = new Map<Face, PDFFont>();
    const fallbacks = new Set(
      this.placed
        .flatMap((line) => line.runs.map((run) => run.source))
        .filter((f) => f instanceof FallbackFace),
    );
    if (fallbacks.size) this.pdf.registerFontkit(documentFontkit);
    for (const face of fallbacks) {
      const { bytes } = face.fallback.face(face.weight);
      // A name of our own: pdf-lib would add a random suffix, and the same invoice must give the same bytes.
      const customName = `${face.fallback.name.replace(/\s+/g, '')}-${face.weight === 'bold' ? 'Bold' : 'Regular'}`;
      fonts.set(face, await this.pdf.embedFont(bytes, { subset: true, customName }));
    }
    const keys = new Map<PDFPage, Map<PDFFont, PDFName>>();
    const fontKey = (page: PDFPage, font: PDFFont): PDFName => {
      const onPage = keys.get(page) ?? new Map<PDFFont, PDFName>();
      keys.set(page, onPage);
      let key = onPage.get(font);
      if (!key) {
        key = page.node.newFontDictionary(font.name, font.ref);
        onPage.set(font, key);
      }
      return key;
    };
    for (const line of this.placed) {
      const operators = [
        pushGraphicsState(),
        beginText(),
        setFillingColor(line.style.color),
        moveText(line.x, line.baseline),
      ];
      for (const run of line.runs) {
        const font = fontOf(run.source, fonts);
        operators.push(setFontAndSize(fontKey(line.page, font), line.style.size));
        const glyphs = showText(font.encodeText(run.text));
        // Shaped scripts draw glyphs in visual order (a Tamil vowel sign before its consonant):
        // ActualText gives copy, search and screen readers the text as written.
        if (run.source instanceof FallbackFace) operators.push(...withActualText(run.text, glyphs));
        else operators.push(glyphs);
      }
      operators.push(endText(), popGraphicsState());
      line.page.pushOperators(...operators);
    }
  }

  private newPage(): PDFPage {
    this.page = this.pdf.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN.top;
    return this.page;
  }

  private get fullHeight(): number {
    return PAGE_SIZE[1] - MARGIN.top - MARGIN.bottom;
  }

  /** Starts a new page (repeating the table header) unless `height` points are left on this one. */
  private ensureSpace(height: number): void {
    if (this.y - height >= MARGIN.bottom - 0.01) return;
    this.newPage();
    if (this.header)
      this.drawRow(
        this.header,
        this.columns,
        this.header.map(() => ROW_STYLES.header),
        ROW_PADDING,
        true,
      );
  }

  private paragraph(text: string, style: Style, extraBefore = 0): void {
    this.y -= extraBefore;
    for (const line of this.wrap(text, style, CONTENT_WIDTH)) {
      this.ensureSpace(style.leading);
      this.text(line, MARGIN.left, style);
      this.y -= style.leading;
    }
  }

  private tableRow(cells: string[], style: RowStyle): void {
    const rowStyle = ROW_STYLES[style];
    if (style === 'header') {
      this.header = cells;
      // A header alone at the foot of a page is no use: keep it with a row.
      this.ensureSpace(2 * (rowStyle.leading + 2 * ROW_PADDING));
    }
    this.drawRow(
      cells,
      this.columns,
      cells.map(() => rowStyle),
      ROW_PADDING,
      style === 'header',
    );
  }

  /** Draws one row of wrapped cells; moves it whole to the next page when it fits there. */
  private drawRow(
    cells: string[],
    columns: Column[],
    styles: Style[],
    padding: number,
    underline = false,
  ): void {
    const lines = cells.map((cell, i) => this.wrap(cell, styles[i], columns[i].width));
    const leading = Math.max(...styles.map((s) => s.leading));
    const count = Math.max(...lines.map((l) => l.length));
    const height = count * leading + 2 * padding + (underline ? 3 : 0);
    if (height <= this.fullHeight - 40) this.ensureSpace(height);
    this.y -= padding;
    for (let n = 0; n < count; n++) {
      this.ensureSpace(leading + padding);
      lines.forEach((cellLines, i) => {
        const line = cellLines[n];
        if (!line) return;
        const { x, width, align } = columns[i];
        const dx = align === 'right' ? width - this.measure(line, styles[i]) : 0;
        this.text(line, x + dx, styles[i]);
      });
      this.y -= leading;
    }
    this.y -= padding;
    if (underline) {
      this.rule();
      this.y -= 1;
    }
  }

  private rule(): void {
    this.y -= 2;
    this.page.drawLine({
      start: { x: MARGIN.left, y: this.y },
      end: { x: PAGE_SIZE[0] - MARGIN.right, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 2;
  }

  /** Places a line of text whose top is at the current position. */
  private text(line: string, x: number, style: Style): void {
    const baseline = this.y - style.leading + (style.leading - style.size) / 2 + style.size * 0.22;
    this.place(this.page, line, x, baseline, style);
  }

  private place(page: PDFPage, line: string, x: number, baseline: number, style: Style): void {
    if (line) this.placed.push({ page, x, baseline, style, runs: this.runs(line, style) });
  }

  /** The line in runs of one face each (see `splitRuns`: Latin first, then the fallbacks). */
  private runs(text: string, style: Style): TextRun<Face>[] {
    return splitRuns(text, this.faces[style.bold ? 'bold' : 'regular']);
  }

  private measure(text: string, style: Style): number {
    return this.runs(text, style).reduce((sum, run) => sum + run.source.width(run.text, style.size), 0);
  }

  /**
   * Greedy word wrap to `width` at spaces (never at a no-break space); a word longer than a line is
   * broken between graphemes.
   */
  private wrap(text: string, style: Style, width: number): string[] {
    const words = text
      .normalize('NFC')
      .split(/[^\S\u00a0]+/)
      .filter(Boolean);
    const fits = (s: string) => this.measure(s, style) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = splitGraphemes(word);
      while (rest.length > 1 && !fits(rest.join(''))) {
        let cut = 1;
        while (cut < rest.length - 1 && fits(rest.slice(0, cut + 1).join(''))) cut++;
        lines.push(rest.slice(0, cut).join(''));
        rest = rest.slice(cut);
      }
      line = rest.join('');
    }
    if (line || !lines.length) lines.push(line);
    return lines;
  }
}

const fontOf = (face: Face, embedded: Map<Face, PDFFont>): PDFFont => {
  const font = face instanceof StandardFace ? face.font : embedded.get(face);
  if (!font) throw new Error('A face was drawn without being embedded');
  return font;
};

/** Marks drawn glyphs as a span whose text is `text` (PDF 32000-1, 14.9.4 "ActualText"). */
const withActualText = (text: string, glyphs: PDFOperator): PDFOperator[] => [
  PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
    PDFName.of('Span'),
    `<</ActualText ${PDFHexString.fromText(text).toString()}>>`,
  ]),
  glyphs,
  PDFOperator.of(PDFOperatorNames.EndMarkedContent),
];

const resolveColumns = (specs: ColumnSpec[]): Column[] => {
  const fixed = specs.reduce((sum, c) => sum + (c.width ?? 0), 0) + COLUMN_GAP * (specs.length - 1);
  const shared = specs.filter((c) => c.width === null).length;
  const each = shared ? (CONTENT_WIDTH - fixed) / shared : 0;
  if (fixed > CONTENT_WIDTH || (shared && each < 20)) {
    throw new Error(`Columns are wider than the page (${fixed} of ${CONTENT_WIDTH} points fixed)`);
  }
  let x = MARGIN.left;
  return specs.map((spec) => {
    const column = { x, width: spec.width ?? each, align: spec.align };
    x += column.width + COLUMN_GAP;
    return column;
  });
};
