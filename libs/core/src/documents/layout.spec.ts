import { escapeLayoutText, parseLayout } from './layout';

describe('escapeLayoutText', () => {
  it('leaves ordinary text alone', () => {
    expect(escapeLayoutText('RES Course (Paper 1 & 2): 3 days')).toBe('RES Course (Paper 1 & 2): 3 days');
  });

  it('puts a value on one line', () => {
    expect(escapeLayoutText('Block 1\r\nMain St\nSingapore\u2028123456\t')).toBe(
      'Block 1 Main St Singapore 123456',
    );
  });

  it('escapes pipes, backslashes and a leading directive character', () => {
    expect(escapeLayoutText('a | b \\ c')).toBe('a \\| b \\\\ c');
    expect(escapeLayoutText('# title')).toBe('\\# title');
    expect(escapeLayoutText('  -- rule')).toBe('\\-- rule');
    expect(escapeLayoutText('|* bold')).toBe('\\|* bold');
    expect(escapeLayoutText('')).toBe('');
  });

  it('round-trips any value through a paragraph, a field and a cell unchanged but for whitespace', () => {
    const nasty = ['# x', '| a | b', '\\', 'x\\|y', '!cols *', '~', '=', '= a | b', '_ s', '* b', '--', 'ok'];
    for (const value of nasty) {
      const text = escapeLayoutText(value);
      expect(parseLayout(text)).toEqual([{ kind: 'text', style: 'body', text: value }]);
      expect(parseLayout(`= Label | ${text}`)).toEqual([{ kind: 'field', label: 'Label', value }]);
      expect(parseLayout(`!cols * *\n| ${text} | ${text}`)[1]).toEqual({
        kind: 'row',
        style: 'body',
        cells: [value, value],
      });
    }
  });
});

describe('parseLayout', () => {
  it('reads every directive', () => {
    const source = [
      '# Tax Invoice',
      '## Supplier',
      '* bold',
      '_ small',
      'plain text',
      '= Invoice No | INV-1',
      '= | more',
      '',
      '!cols * 40r 80',
      '|^ Description | Qty | Amount',
      '| a | 1 | S$1.00',
      '|* | Total | S$1.00',
      '--',
      '~',
      '~ 12',
      '!keep 60',
    ].join('\n');
    expect(parseLayout(source)).toEqual([
      { kind: 'title', text: 'Tax Invoice' },
      { kind: 'heading', text: 'Supplier' },
      { kind: 'text', style: 'bold', text: 'bold' },
      { kind: 'text', style: 'small', text: 'small' },
      { kind: 'text', style: 'body', text: 'plain text' },
      { kind: 'field', label: 'Invoice No', value: 'INV-1' },
      { kind: 'field', label: '', value: 'more' },
      {
        kind: 'columns',
        columns: [
          { width: null, align: 'left' },
          { width: 40, align: 'right' },
          { width: 80, align: 'left' },
        ],
      },
      { kind: 'row', style: 'header', cells: ['Description', 'Qty', 'Amount'] },
      { kind: 'row', style: 'body', cells: ['a', '1', 'S$1.00'] },
      { kind: 'row', style: 'bold', cells: ['', 'Total', 'S$1.00'] },
      { kind: 'rule' },
      { kind: 'space', points: 6 },
      { kind: 'space', points: 12 },
      { kind: 'keep', points: 60 },
    ]);
  });

  it('refuses template mistakes instead of drawing them', () => {
    expect(() => parseLayout('| a | b')).toThrow(/needs a !cols/);
    expect(() => parseLayout('!cols * *\n| a | b | c')).toThrow(/3 cells for 2 columns/);
    expect(() => parseLayout('= no value')).toThrow(/Label \| value/);
    expect(() => parseLayout('!cols * wide')).toThrow(/Bad column/);
    expect(() => parseLayout('!keep')).toThrow(/!keep <points>/);
    expect(() => parseLayout('- item')).toThrow(/unknown directive/);
    expect(() => parseLayout('#title')).toThrow(/unknown directive/);
  });
});
