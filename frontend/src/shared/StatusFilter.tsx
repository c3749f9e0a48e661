import { Select } from 'antd';

// A Select cannot show a placeholder for "no filter" and keep it selectable, so "all" is a value of its own.
const all = 'all';

export interface StatusFilterProps<S extends string> {
  /** The statuses the list's server accepts as a filter, in the order to offer them. */
  statuses: readonly S[];
  value: string | undefined;
  onChange: (status: S | undefined) => void;
}

/** The "All statuses / Active / ..." select beside a list's search box. */
export function StatusFilter<S extends string>({ statuses, value, onChange }: StatusFilterProps<S>) {
  const options = [
    { value: all, label: 'All statuses' },
    ...statuses.map((status) => ({ value: status, label: status })),
  ];
  return (
    <Select<string>
      value={value ?? all}
      onChange={(next) => onChange(statuses.find((status) => status === next))}
      options={options}
      style={{ width: 160 }}
      aria-label="Status"
      data-testid="status-filter"
    />
  );
}
