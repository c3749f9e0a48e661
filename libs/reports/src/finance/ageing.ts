/** Days-overdue boundaries of the ageing buckets: 1–30, 31–60, 61–90, 91–120, over 120. */
export const DEFAULT_AGEING_BOUNDARIES = [30, 60, 90, 120] as const;

export const AGEING_KEYS = ['notDue', 'days1', 'days2', 'days3', 'days4', 'over'] as const;
export type AgeingKey = (typeof AGEING_KEYS)[number];

/** Reads `?boundaries=30,60,90,120`: four increasing whole days; anything else is undefined. */
export const parseBoundaries = (value: string | undefined): number[] | undefined => {
  if (value === undefined || value === '') return [...DEFAULT_AGEING_BOUNDARIES];
  if (!/^\d{1,4}(,\d{1,4}){3}$/.test(value)) return undefined;
  const days = value.split(',').map(Number);
  return days.every((day, index) => day > 0 && (index === 0 || day > days[index - 1])) ? days : undefined;
};

/**
 * The bucket of an amount `days` overdue: not yet due at 0 or less, then each bucket up to and
 * including its upper boundary (30 days is 1–30, 31 is 31–60), so a day on a boundary lands in
 * exactly one. `ageingCaseSql` is its SQL twin; the unit tests hold both to the same edges.
 */
export const bucketOf = (days: number, boundaries: readonly number[]): AgeingKey => {
  if (days <= 0) return 'notDue';
  const index = boundaries.findIndex((boundary) => days <= boundary);
  return index === -1 ? 'over' : AGEING_KEYS[index + 1];
};

export const ageingCaseSql = (daysExpression: string, boundaries: readonly number[]): string =>
  `case when ${daysExpression} <= 0 then 'notDue' ${boundaries
    .map(
      (boundary, index) => `when ${daysExpression} <= ${Number(boundary)} then '${AGEING_KEYS[index + 1]}'`,
    )
    .join(' ')} else 'over' end`;

/** Column headings of the buckets for these boundaries. */
export const ageingHeaders = (boundaries: readonly number[]): Record<AgeingKey, string> => ({
  notDue: 'Not yet due',
  days1: `1-${boundaries[0]}`,
  days2: `${boundaries[0] + 1}-${boundaries[1]}`,
  days3: `${boundaries[1] + 1}-${boundaries[2]}`,
  days4: `${boundaries[2] + 1}-${boundaries[3]}`,
  over: `Over ${boundaries[3]}`,
});
