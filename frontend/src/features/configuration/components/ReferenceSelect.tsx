import { Select } from 'antd';
import { parseApiError } from '@/shared/apiError';
import { useGetActiveEntriesQuery } from '../configurationApi';

export interface ReferenceSelectProps {
  /** The referenced list's name. */
  list: string;
  allowClear: boolean;
  // Injected by Form.Item.
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** Picks an active entry of another list (a classroom's venue ...). */
export function ReferenceSelect({ list, allowClear, id, value, onChange }: ReferenceSelectProps) {
  const { data, error, isFetching } = useGetActiveEntriesQuery(list);
  const options = (data ?? []).map((entry) => ({ value: entry.id, label: entry.name }));
  // An entry deactivated since it was chosen is not offered any more; keep it visible rather than a bare id.
  if (typeof value === 'number' && data && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: `Inactive entry #${value}` });
  }
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={isFetching}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={error ? parseApiError(error).message : 'Choose…'}
      status={error ? 'error' : undefined}
    />
  );
}
