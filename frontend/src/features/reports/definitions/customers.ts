import { cellText } from '../reportDefinition';

/** The kinds of customer a finance report names (`customer_kind`), as people read them. */
export const customerKinds = [
  { value: 'participant', label: 'Individual' },
  { value: 'corporate', label: 'Corporate' },
  { value: 'walk_in', label: 'Walk-in' },
] as const;

export const customerKindLabel = (kind: unknown): string =>
  customerKinds.find((option) => option.value === kind)?.label ?? cellText(kind, '—');

/** A customer row's key: participants and corporates by id, walk-ins (no id) by name. */
export const customerKeyOf = (row: Record<string, unknown>): string =>
  cellText(row.customerKey) ||
  `${cellText(row.customerKind)}:${cellText(row.customerId ?? row.customerName)}`;
