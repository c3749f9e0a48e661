import type { FieldDescription } from './configurationTypes';
import { emptyCell, formatFieldValue, htmlToPlainText, truncate } from './fieldDisplay';

/** A field of the given type; distributing over the union keeps each type's own properties. */
type FieldOfType<T> = T extends unknown ? Omit<T, 'name' | 'label'> : never;

const field = (description: FieldOfType<FieldDescription>): FieldDescription => ({
  name: 'value',
  label: 'Value',
  ...description,
});

describe('htmlToPlainText', () => {
  it('drops tags, keeps words apart across blocks and decodes entities', () => {
    expect(htmlToPlainText('<p>Pay within <strong>30</strong>&nbsp;days.</p><p>Tom &amp; Co&#39;s</p>')).toBe(
      "Pay within 30 days. Tom & Co's",
    );
  });

  it('decodes numeric entities and leaves impossible ones as written', () => {
    expect(htmlToPlainText('S&#x24;5 &#36;5 &#99999999; &bogus;')).toBe('S$5 $5 &#99999999; &bogus;');
  });

  it('never lets markup through', () => {
    expect(htmlToPlainText('<img src=x onerror="alert(1)">Hi<script>x</script>')).toBe('Hix');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('a long sentence here', 10)).toBe('a long se…');
  });
});

describe('formatFieldValue', () => {
  it('shows money in S$ with two decimals', () => {
    expect(formatFieldValue(field({ type: 'money' }), 2550)).toBe('S$25.50');
  });

  it('shows booleans as Yes or No', () => {
    expect(formatFieldValue(field({ type: 'boolean' }), true)).toBe('Yes');
    expect(formatFieldValue(field({ type: 'boolean' }), false)).toBe('No');
  });

  it('shows a percentage with its sign', () => {
    expect(formatFieldValue(field({ type: 'percent' }), 9)).toBe('9%');
  });

  it('shows rich text as truncated plain text', () => {
    const text = formatFieldValue(field({ type: 'richText' }), `<p>${'word '.repeat(40)}</p>`);
    expect(text).toHaveLength(80);
    expect(text.endsWith('…')).toBe(true);
  });

  it('shows a dash for missing values', () => {
    expect(formatFieldValue(field({ type: 'date' }), null)).toBe(emptyCell);
    expect(formatFieldValue(field({ type: 'text', maxLength: 10 }), '')).toBe(emptyCell);
    expect(formatFieldValue(field({ type: 'richText' }), '<p></p>')).toBe(emptyCell);
  });

  it('writes dates and times as every screen does', () => {
    expect(formatFieldValue(field({ type: 'date' }), '2026-03-01')).toBe('1 Mar 2026');
    expect(formatFieldValue(field({ type: 'time' }), '19:00')).toBe('7:00 pm');
  });

  it('shows other values as they are', () => {
    expect(formatFieldValue(field({ type: 'integer' }), 40)).toBe('40');
  });
});
