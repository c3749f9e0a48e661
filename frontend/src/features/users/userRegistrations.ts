import type { UserRegistrations } from './userTypes';

/** "2 registration records, 1 invoice record", as the server words usages in its refusals; "" for none. */
export function describeUsages(usages: UserRegistrations['usages']): string {
  return usages
    .map(({ table, count }) => `${count} ${table.replace(/_/g, ' ')} record${count === 1 ? '' : 's'}`)
    .join(', ');
}
