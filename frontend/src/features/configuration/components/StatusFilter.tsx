import { Select } from 'antd';
import { recordStatuses, type RecordStatus } from '../configurationTypes';

// A Select cannot show a placeholder for "no filter" and keep it selectable, so "all" is a value of its own.
const all = 'all';

const options = [
  { value: all, label: 'All statuses' },
  ...recordStatuses.map((status) => ({ value: status, label: status })),
];

export function StatusFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (status: RecordStatus | undefined) => void;
}) {
  return (
    <Select<string>
      value={value ?? all}
      onChange={(next) => onChange(recordStatuses.find((status) => status === next))}
      options={options}
      style={{ width: 160 }}
      aria-label="Status"
      data-testid="status-filter"
    />
  );
}
