import { Select } from 'antd';

export interface IdOption {
  id: number;
  name: string;
}

export interface IdSelectProps {
  /** The choices offered: the active entries of a list, the corporates ... */
  entries: readonly IdOption[] | undefined;
  loading?: boolean;
  /** False where one must stay chosen. */
  allowClear?: boolean;
  placeholder?: string;
  /** 'error' where the choices could not be loaded. */
  status?: 'error';
  // Injected by Form.Item.
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/**
 * Picks one entry by id, searchable by name, clearable to nothing. An entry no longer offered (deactivated
 * since it was chosen) stays visible by its id rather than as a bare number.
 */
export function IdSelect({
  entries,
  loading,
  allowClear = true,
  placeholder = 'Choose…',
  status,
  id,
  value,
  onChange,
}: IdSelectProps) {
  const options = (entries ?? []).map((entry) => ({ value: entry.id, label: entry.name }));
  if (typeof value === 'number' && entries && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: `Inactive entry #${value}` });
  }
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={loading}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      status={status}
    />
  );
}
