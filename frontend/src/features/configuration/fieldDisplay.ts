import type { FieldDescription, FieldValue } from './configurationTypes';
import { formatDate, formatTime } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';

export const emptyCell = '—';
const richTextPreviewLength = 80;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function codePointOf(name: string): number | null {
  if (/^#x/i.test(name)) return parseInt(name.slice(2), 16);
  if (name.startsWith('#')) return Number(name.slice(1));
  return null;
}

function decodeEntity(match: string, name: string): string {
  const code = codePointOf(name);
  if (code === null) return entities[name.toLowerCase()] ?? match;
  // An out-of-range number would make fromCodePoint throw; such text is shown as written.
  return code <= 0x10ffff ? String.fromCodePoint(code) : match;
}

/**
 * Rich text as one line of plain text for a table cell. Tags are dropped rather than rendered, so stored
 * HTML can never run in the list; a DOM parser is not needed for a preview.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

export function truncate(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/** A field's value as a table cell shows it; references are looked up by the caller, which knows the names. */
export function formatFieldValue(field: FieldDescription, value: FieldValue | undefined): string {
  if (value === null || value === undefined || value === '') return emptyCell;
  switch (field.type) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'percent':
      return `${String(value)}%`;
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'richText':
      return truncate(htmlToPlainText(String(value)), richTextPreviewLength) || emptyCell;
    case 'date':
      return formatDate(String(value));
    case 'time':
      return formatTime(String(value));
    case 'text':
    case 'integer':
    case 'enum':
    case 'reference':
      return String(value);
  }
}
