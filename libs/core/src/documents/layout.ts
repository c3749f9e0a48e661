/**
 * The text format the document templates produce and the PDF writer draws: one block per line, told
 * apart by a directive at the start of the line (then a space, or the end of the line).
 *
 *   # Tax Invoice               title
 *   ## Heading                  section heading (bold)
 *   * text                      bold paragraph
 *   _ text                      small print paragraph
 *   text                        paragraph (wrapped to the page width)
 *   = Label | value             labelled field; "= | value" continues the previous value
 *   !cols * 40r 80r             column layout for the rows below: widths in points, "*" shares what is
 *                               left, "r" aligns right
 *   |^ A | B | C                table header row (bold, repeated at the top of each new page)
 *   | a | b | c                 table row
 *   |* a | b | c                bold table row
 *   --                          horizontal rule
 *   ~ [points]                  vertical space
 *   !keep points                start a new page unless this much height is left (keeps a block together)
 *
 * Blank lines are ignored. In any text a backslash makes the next character literal ("\|" is a pipe
 * inside a cell, "\#" a hash that starts no title). Template values go through `escapeLayoutText`,
 * which puts them on one line and escapes them, so no value can start a block, split a cell or end a line.
 */

export type TextStyle = 'body' | 'bold' | 'small';
export type RowStyle = 'body' | 'bold' | 'header';

export interface ColumnSpec {
  /** Width in points, or null to share the width the fixed columns leave. */
  width: number | null;
  align: 'left' | 'right';
}

export type LayoutBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; style: TextStyle; text: string }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'columns'; columns: ColumnSpec[] }
  | { kind: 'row'; style: RowStyle; cells: string[] }
  | { kind: 'rule' }
  | { kind: 'space'; points: number }
  | { kind: 'keep'; points: number };

/** Line breaks of every kind, other control characters and the Unicode line and paragraph separators. */
const BREAKS_AND_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

/** A value may start with a letter, digit or backslash-escape only; anything else is escaped. */
const SAFE_START = /^[\p{L}\p{N}\\]/u;

/** Makes a value safe to put anywhere in a layout line: one line, pipes and backslashes escaped. */
export const escapeLayoutText = (value: string): string => {
  const text = value
    .replace(BREAKS_AND_CONTROLS, ' ')
    .trim()
    .replace(/[\\|]/g, (c) => `\\${c}`);
  return text && !SAFE_START.test(text) ? `\\${text}` : text;
};

const unescape = (text: string): string => text.replace(/\\(.?)/gu, '$1');

/** Splits on unescaped pipes, then unescapes and trims each part. */
const splitCells = (text: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      cell += text[++i];
    } else if (c === '|') {
      cells.push(cell.trim());
      cell = '';
    } else if (c !== '\\') {
      cell += c;
    }
  }
  cells.push(cell.trim());
  return cells;
};

const parseColumn = (token: string): ColumnSpec => {
  const match = /^(\*|\d+(?:\.\d+)?)(r?)$/.exec(token);
  if (!match) throw new Error(`Bad column "${token}": use a width in points or "*", then "r" to align right`);
  return { width: match[1] === '*' ? null : Number(match[1]), align: match[2] ? 'right' : 'left' };
};

/** Characters that may start a directive; a line starting with one that is not a directive is an error. */
const DIRECTIVE_START = /^[#*_=!|~-]/;

export const parseLayout = (source: string): LayoutBlock[] => {
  const blocks: LayoutBlock[] = [];
  let columns = 0;
  source.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const space = line.indexOf(' ');
    const directive = space < 0 ? line : line.slice(0, space);
    const rest = space < 0 ? '' : line.slice(space + 1).trim();
    const fail = (why: string) => new Error(`Layout line ${index + 1} ("${line}"): ${why}`);
    switch (directive) {
      case '#':
        blocks.push({ kind: 'title', text: unescape(rest) });
        return;
      case '##':
        blocks.push({ kind: 'heading', text: unescape(rest) });
        return;
      case '*':
        blocks.push({ kind: 'text', style: 'bold', text: unescape(rest) });
        return;
      case '_':
        blocks.push({ kind: 'text', style: 'small', text: unescape(rest) });
        return;
      case '=': {
        const parts = splitCells(rest);
        if (parts.length !== 2) throw fail('a field is "= Label | value"');
        blocks.push({ kind: 'field', label: parts[0], value: parts[1] });
        return;
      }
      case '!cols': {
        const specs = rest.split(/\s+/).filter(Boolean).map(parseColumn);
        if (!specs.length) throw fail('no columns given');
        columns = specs.length;
        blocks.push({ kind: 'columns', columns: specs });
        return;
      }
      case '|':
      case '|*':
      case '|^': {
        const cells = splitCells(rest);
        if (!columns) throw fail('a table row needs a !cols line before it');
        if (cells.length !== columns) throw fail(`${cells.length} cells for ${columns} columns`);
        const style: RowStyle = directive === '|^' ? 'header' : directive === '|*' ? 'bold' : 'body';
        blocks.push({ kind: 'row', style, cells });
        return;
      }
      case '--':
        if (rest) throw fail('a rule takes no text');
        blocks.push({ kind: 'rule' });
        return;
      case '!keep': {
        const points = Number(rest);
        if (!rest || !Number.isFinite(points) || points < 0) throw fail('keep is "!keep <points>"');
        blocks.push({ kind: 'keep', points });
        return;
      }
      case '~': {
        const points = rest ? Number(rest) : 6;
        if (!Number.isFinite(points) || points < 0) throw fail('space is "~" or "~ <points>"');
        blocks.push({ kind: 'space', points });
        return;
      }
      default:
        if (DIRECTIVE_START.test(line))
          throw fail('unknown directive (escape a literal first character with "\\")');
        blocks.push({ kind: 'text', style: 'body', text: unescape(line) });
    }
  });
  return blocks;
};
