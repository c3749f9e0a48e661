import { Select } from 'antd';

// "No filter" is a value of its own, so it stays selectable (as in ChoiceFilter).
const all = 'all';

/** The records a list may be narrowed to (active course types, courses ...), as a feature's hook gives them. */
export type UseIdChoices = () => { options: readonly { value: number; label: string }[]; loading: boolean };

export interface IdFilterProps {
  useChoices: UseIdChoices;
  /** The id in use, as the URL holds it; nothing shows the "all" choice. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  /** "All courses": the first choice, which clears the filter. */
  allLabel: string;
  /** What the select is for, for screen readers ("Course"); also how an id not offered is shown. */
  label: string;
  testId: string;
  width?: number;
}

/**
 * A searchable filter select beside a list's search box, on the id of another record; values are ids as text,
 * as the URL keeps them. An id from a shared link that is no longer offered still shows as something.
 */
export function IdFilter({
  useChoices,
  value,
  onChange,
  allLabel,
  label,
  testId,
  width = 240,
}: IdFilterProps) {
  const { options, loading } = useChoices();
  const selected = value ? Number(value) : all;
  const choices =
    typeof selected === 'number' && !loading && !options.some((option) => option.value === selected)
      ? [...options, { value: selected, label: `${label} #${selected}` }]
      : options;
  return (
    <Select<number | typeof all>
      value={selected}
      onChange={(next) => onChange(next === all ? undefined : String(next))}
      options={[{ value: all, label: allLabel }, ...choices]}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width }}
      aria-label={label}
      data-testid={testId}
    />
  );
}
