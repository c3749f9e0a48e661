/**
 * Rich text (the sanitised HTML the footer lists store) to plain text for a PDF: tags are dropped,
 * paragraphs, headings and lists end their line with a blank line after, <br> breaks a line, list items
 * get a bullet or their number, and character references are decoded.
 */

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'blockquote',
  'div',
  'dl',
  'dt',
  'dd',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);

/** Closing one of these leaves a blank line: it ends a paragraph, not just a line. */
const PARAGRAPH_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table']);

const CELL_TAGS = new Set(['td', 'th']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  laquo: '\u00ab',
  raquo: '\u00bb',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : ' ';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-z][a-z0-9]*)\b[^>]*>|<[!?][^>]*>/gi;

export const htmlToText = (html: string): string => {
  const source = html.replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '');
  const lists: { ordered: boolean; count: number }[] = [];
  let out = '';
  let last = 0;
  const text = (raw: string) => {
    out += decodeEntities(raw.replace(/\s+/g, ' '));
  };
  /** Block boundaries do not stack: "</li><li>" is one line break, "</p><p>" one blank line. */
  const breakLines = (count: number) => {
    out = out.replace(/ +$/, '');
    const have = /\n*$/.exec(out)?.[0].length ?? 0;
    if (out && have < count) out += '\n'.repeat(count - have);
  };
  for (const match of source.matchAll(TOKEN)) {
    text(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = match[2]?.toLowerCase();
    if (!tag) continue;
    if (tag === 'br') {
      out += '\n';
    } else if (CELL_TAGS.has(tag)) {
      out += closing ? '  ' : '';
    } else if (BLOCK_TAGS.has(tag)) {
      if (tag === 'ul' || tag === 'ol') {
        if (closing) lists.pop();
        else lists.push({ ordered: tag === 'ol', count: 0 });
      }
      const endsParagraph =
        closing && (PARAGRAPH_TAGS.has(tag) || ((tag === 'ul' || tag === 'ol') && !lists.length));
      breakLines(endsParagraph ? 2 : 1);
      if (tag === 'li' && !closing) {
        const list = lists[lists.length - 1];
        if (list?.ordered) out += `${++list.count}. `;
        else out += '\u2022 ';
      }
    }
  }
  text(source.slice(last));

  const lines: string[] = [];
  for (const line of out.split('\n').map((l) => l.replace(/[ \t]+/g, ' ').trim())) {
    if (line || (lines.length && lines[lines.length - 1] !== '')) lines.push(line);
  }
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
};
