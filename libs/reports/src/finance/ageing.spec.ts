import { ageingCaseSql, ageingHeaders, bucketOf, parseBoundaries } from './ageing';

describe('ageing buckets', () => {
  const boundaries = [30, 60, 90, 120];

  it.each([
    [-5, 'notDue'],
    [0, 'notDue'],
    [1, 'days1'],
    [30, 'days1'],
    [31, 'days2'],
    [60, 'days2'],
    [61, 'days3'],
    [90, 'days3'],
    [91, 'days4'],
    [120, 'days4'],
    [121, 'over'],
    [4000, 'over'],
  ])('%i days overdue is in %s, one bucket only', (days, bucket) => {
    expect(bucketOf(days, boundaries)).toBe(bucket);
  });

  it('takes configured boundaries and refuses ones that are not four increasing days', () => {
    expect(parseBoundaries(undefined)).toEqual(boundaries);
    expect(parseBoundaries('7,14,21,28')).toEqual([7, 14, 21, 28]);
    expect(bucketOf(14, [7, 14, 21, 28])).toBe('days2');
    expect(bucketOf(15, [7, 14, 21, 28])).toBe('days3');
    for (const bad of ['30,30,90,120', '30,60,90', 'a,b,c,d', '0,60,90,120', '60,30,90,120']) {
      expect(parseBoundaries(bad)).toBeUndefined();
    }
    expect(ageingHeaders(boundaries)).toMatchObject({ days1: '1-30', days2: '31-60', over: 'Over 120' });
  });

  it('writes the same edges as SQL', () => {
    expect(ageingCaseSql('x', boundaries)).toBe(
      "case when x <= 0 then 'notDue' when x <= 30 then 'days1' when x <= 60 then 'days2' when x <= 90 then 'days3' when x <= 120 then 'days4' else 'over' end",
    );
  });
});
