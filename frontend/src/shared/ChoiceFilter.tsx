import { Select } from 'antd';

// A Select cannot show a placeholder for "no filter" and keep it selectable, so "all" is a value of its own.
const all = 'all';

export interface ChoiceFilterProps<V extends string> {
  /** The values the list's server accepts, in the order to offer them. */
  options: readonly { value: V; label: string }[];
  /** The value in use; nothing (or a value not offered) shows the "all" choice. */
  value: string | undefined;
  onChange: (value: V | undefined) => void;
  /** "All roles": the first choice, which clears the filter. Leave it out when one value is always chosen. */
  allLabel?: string;
  /** What the select is for, for screen readers ("Role"). */
  label: string;
  testId: string;
  width?: number;
}

/** A filter select beside a list's search box: one of a fixed set of values, or all of them. */
export function ChoiceFilter<V extends string>({
  options,
  value,
  onChange,
  allLabel,
  label,
  testId,
  width = 160,
}: ChoiceFilterProps<V>) {
  const offered = options.find((option) => option.value === value)?.value;
  const choices: { value: string; label: string }[] =
    allLabel === undefined ? [...options] : [{ value: all, label: allLabel }, ...options];
  return (
    <Select<string>
      value={offered ?? (allLabel === undefined ? options[0]?.value : all)}
      onChange={(next) => onChange(options.find((option) => option.value === next)?.value)}
      options={choices}
      style={{ width }}
      aria-label={label}
      data-testid={testId}
    />
  );
}
