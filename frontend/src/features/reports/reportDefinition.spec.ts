import { cellText, defineReport, exportHref, filterParams } from './reportDefinition';
import { columnsFromRows, formatCell } from './reportColumns';
import { ageingBuckets } from './definitions/financeReports';

const report = defineReport({
  id: 'sample',
  title: 'Sample',
  route: '/admin/reports/sample',
  filters: [
    { name: 'asAt', label: 'As at', kind: 'date', defaultValue: () => '2026-11-24' },
    { name: 'dateTo', label: 'To', kind: 'date' },
    { name: 'basis', label: 'Basis', kind: 'choice', options: [{ value: 'due', label: 'Due' }] },
    { name: 'paymentModeId', label: 'Mode', kind: 'paymentMode' },
    { name: 'boundaries', label: 'Buckets', kind: 'days', placeholder: '30,60,90,120' },
  ],
});

describe('a report definition', () => {
  it('accepts in the URL only what each filter accepts', () => {
    const { asAt, basis, paymentModeId } = report.listFilters as Record<string, (value: string) => boolean> &
      Record<'basis', readonly string[]>;
    expect([asAt('2026-10-31'), asAt('31/10/2026')]).toEqual([true, false]);
    expect(basis).toEqual(['due']);
    expect([paymentModeId('3'), paymentModeId('0'), paymentModeId('x')]).toEqual([true, false, false]);
  });

  it('sends a date filter’s default while the URL names none, and no empty filter', () => {
    expect(filterParams(report, {})).toEqual({ asAt: '2026-11-24' });
    expect(filterParams(report, { asAt: '2026-10-31', basis: 'due', dateTo: '' })).toEqual({
      asAt: '2026-10-31',
      basis: 'due',
    });
  });

  it('exports the whole report: the query in use without its paging', () => {
    expect(exportHref('/x/export', { page: 3, pageSize: 20, asAt: '2026-10-31', keyword: 'tan' })).toBe(
      '/x/export?asAt=2026-10-31&keyword=tan',
    );
    expect(exportHref('/x/export', { page: 1 })).toBe('/x/export');
  });
});

describe('ageing buckets', () => {
  it('takes four ascending whole days above zero as boundaries, and nothing else', () => {
    const { boundaries } = report.listFilters as Record<string, (value: string) => boolean>;
    expect(['7,14,21,59', '30,60,90,120', '1,2,3,9999'].map(boundaries)).toEqual([true, true, true]);
    expect(
      ['30,20,90,120', '0,30,60,90', '30,60,90', '30,30,60,90', '30, 60,90,120', '-1,2,3,4'].map(boundaries),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('heads the buckets by the boundaries in use, the default 30/60/90/120 otherwise', () => {
    expect(ageingBuckets().map((bucket) => bucket.title)).toEqual([
      'Not yet due',
      '1–30',
      '31–60',
      '61–90',
      '91–120',
      'Over 120',
    ]);
    expect(ageingBuckets('7,14,21,59').map((bucket) => bucket.title)).toEqual([
      'Not yet due',
      '1–7',
      '8–14',
      '15–21',
      '22–59',
      'Over 59',
    ]);
    expect(ageingBuckets('60,30,90,120')[1].title).toBe('1–30');
  });
});

describe('report cells and columns', () => {
  it('formats money in cents, Singapore dates, counts, and shows a blank as a dash', () => {
    expect(formatCell('money', 123_456)).toBe('S$1,234.56');
    expect(formatCell('date', '2026-10-31')).toBe('31 Oct 2026');
    expect(formatCell('integer', 12_345)).toBe('12,345');
    expect(formatCell('text', null)).toBe('—');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });

  it('reads the columns of a report the server defines off its rows: money by Cents, dates, no ids', () => {
    const columns = columnsFromRows({
      items: [
        { id: 4, courseId: 9, courseTitle: 'CPD Ethics', startsOn: '2026-12-01', feeCents: 10_900, seats: 3 },
      ],
      page: 1,
      pageSize: 20,
      total: 1,
      totals: { feeCents: 10_900 },
    });
    expect(columns).toEqual([
      { key: 'courseTitle', title: 'Course title', type: 'text', total: false },
      { key: 'startsOn', title: 'Starts on', type: 'date', total: false },
      { key: 'feeCents', title: 'Fee (S$)', type: 'money', total: true },
      { key: 'seats', title: 'Seats', type: 'integer', total: false },
    ]);
  });
});
