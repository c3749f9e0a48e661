import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { type ColumnSpec, type LayoutBlock, type RowStyle, type TextStyle } from './layout';

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

/**
 * Draws layout blocks onto A4 pages with the standard Helvetica fonts: text wraps to its column,
 * a block that does not fit starts a new page, and a table's header row is repeated there.
 */
export const writeLayout = async (pdf: PDFDocument, blocks: LayoutBlock[], options: WriteOptions) => {
  const writer = new PdfWriter(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  for (const block of blocks) writer.draw(block);
  writer.finish(options.pageLabel);
};

class PdfWriter {
  private page: PDFPage;
  private y = 0;
  private columns: Column[] = [];
  private header: string[] | null = null;
  /** Code points each font can encode (WinAnsi for the standard fonts). */
  private readonly charsets = new Map<PDFFont, Set<number>>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly boldFont: PDFFont,
  ) {
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

  /** Numbers the pages once they are all drawn. */
  finish(pageLabel: string): void {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      const style = STYLES.small;
      const y = MARGIN.bottom / 2;
      const label = this.fit(pageLabel, this.regular);
      page.drawText(label, { x: MARGIN.left, y, size: style.size, font: this.regular, color: style.color });
      const number = `Page ${index + 1} of ${pages.length}`;
      const width = this.regular.widthOfTextAtSize(number, style.size);
      page.drawText(number, {
        x: PAGE_SIZE[0] - MARGIN.right - width,
        y,
        size: style.size,
        font: this.regular,
        color: style.color,
      });
    });
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
    const font = this.font(style);
    this.y -= extraBefore;
    for (const line of this.wrap(text, font, style.size, CONTENT_WIDTH)) {
      this.ensureSpace(style.leading);
      this.text(line, MARGIN.left, style, font);
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
    const fonts = styles.map((s) => this.font(s));
    const lines = cells.map((cell, i) => this.wrap(cell, fonts[i], styles[i].size, columns[i].width));
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
        const dx = align === 'right' ? width - fonts[i].widthOfTextAtSize(line, styles[i].size) : 0;
        this.text(line, x + dx, styles[i], fonts[i]);
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

  /** Draws a line of text whose top is at the current position. */
  private text(line: string, x: number, style: Style, font: PDFFont): void {
    const baseline = this.y - style.leading + (style.leading - style.size) / 2 + style.size * 0.22;
    this.page.drawText(line, { x, y: baseline, size: style.size, font, color: style.color });
  }

  private font(style: Style): PDFFont {
    return style.bold ? this.boldFont : this.regular;
  }

  /**
   * Replaces what the font cannot encode: an accented letter outside WinAnsi falls back to its base
   * letter ("ő" → "o"), anything else (CJK, emoji) to "?". Standard fonts cannot draw those scripts.
   */
  private fit(text: string, font: PDFFont): string {
    let charset = this.charsets.get(font);
    if (!charset) {
      charset = new Set(font.getCharacterSet());
      this.charsets.set(font, charset);
    }
    const known = charset;
    let out = '';
    for (const char of text.normalize('NFC')) {
      if (known.has(char.codePointAt(0) ?? 0)) {
        out += char;
        continue;
      }
      const base = [...char.normalize('NFKD')].filter((c) => known.has(c.codePointAt(0) ?? 0)).join('');
      out += base || '?';
    }
    return out;
  }

  /** Greedy word wrap to `width`; a word longer than a line is broken between characters. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const words = this.fit(text, font).split(/\s+/).filter(Boolean);
    const measure = (s: string) => font.widthOfTextAtSize(s, size);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (measure(rest) > width) {
        let cut = 1;
        while (cut < rest.length && measure(rest.slice(0, cut + 1)) <= width) cut++;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line || !lines.length) lines.push(line);
    return lines;
  }
}

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
