import { ChoiceFilter } from './ChoiceFilter';

export interface StatusFilterProps<S extends string> {
  /** The statuses the list's server accepts as a filter, in the order to offer them. */
  statuses: readonly S[];
  value: string | undefined;
  onChange: (status: S | undefined) => void;
}

/** The "All statuses / Active / ..." select beside a list's search box. */
export function StatusFilter<S extends string>({ statuses, value, onChange }: StatusFilterProps<S>) {
  return (
    <ChoiceFilter
      options={statuses.map((status) => ({ value: status, label: status }))}
      value={value}
      onChange={onChange}
      allLabel="All statuses"
      label="Status"
      testId="status-filter"
    />
  );
}
