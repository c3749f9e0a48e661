import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { ageingDays, type ReportDefinition, type ReportFilter } from '../reportDefinition';

type Change = (name: string, value: string | undefined) => void;

function PaymentModeFilter({ filter, value, onChange, testId }: FilterProps) {
  const modes = useGetActiveEntriesQuery('paymentmode');
  return (
    <Select<number>
      allowClear
      placeholder="All payment modes"
      aria-label={filter.label}
      loading={modes.isLoading}
      value={value ? Number(value) : undefined}
      options={(modes.data ?? []).map((mode) => ({ value: mode.id, label: mode.name }))}
      onChange={(next) => onChange(filter.name, next ? String(next) : undefined)}
      style={{ width: 180 }}
      data-testid={testId}
    />
  );
}

/**
 * Bucket boundaries typed as `30,60,90,120`: kept in the field while being typed and sent when
 * complete and ascending (Enter or leaving the field); cleared, the server's default applies.
 */
function DaysFilter({ filter, value, onChange, testId }: FilterProps) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const valid = text === '' || ageingDays(text) !== null;
  const commit = () => {
    if (valid && text !== (value ?? '')) onChange(filter.name, text || undefined);
  };
  return (
    <Input
      aria-label={filter.label}
      title={`${filter.label}: four ascending numbers of days`}
      prefix={<span style={{ color: 'rgba(0,0,0,0.45)' }}>{filter.label}</span>}
      placeholder={filter.kind === 'days' ? filter.placeholder : undefined}
      status={valid ? undefined : 'error'}
      aria-invalid={!valid}
      style={{ width: 240 }}
      value={text}
      onChange={(event) => setText(event.target.value.replace(/\s+/g, ''))}
      onBlur={commit}
      onPressEnter={commit}
      data-testid={testId}
    />
  );
}

interface FilterProps {
  filter: ReportFilter;
  value: string | undefined;
  onChange: Change;
  testId: string;
}

function FilterControl(props: FilterProps) {
  const { filter, value, onChange, testId } = props;
  switch (filter.kind) {
    case 'date':
      return (
        <Input
          type="date"
          aria-label={filter.label}
          title={filter.label}
          prefix={<span style={{ color: 'rgba(0,0,0,0.45)' }}>{filter.label}</span>}
          style={{ width: 220 }}
          value={value || filter.defaultValue?.() || ''}
          onChange={(event) => onChange(filter.name, event.target.value || undefined)}
          data-testid={testId}
        />
      );
    case 'choice':
      return (
        <ChoiceFilter
          options={filter.options}
          value={value}
          allLabel={filter.allLabel}
          label={filter.label}
          onChange={(next) => onChange(filter.name, next)}
          testId={testId}
        />
      );
    case 'paymentMode':
      return <PaymentModeFilter {...props} />;
    case 'days':
      return <DaysFilter {...props} />;
  }
}

/** The report's filters beside its search box, each showing its value in use (a date's default too). */
export function ReportFilters({
  definition,
  values,
  onChange,
}: {
  definition: ReportDefinition;
  values: Partial<Record<string, string>>;
  onChange: Change;
}) {
  return (
    <>
      {(definition.filters ?? []).map((filter) => (
        <FilterControl
          key={filter.name}
          filter={filter}
          value={values[filter.name]}
          onChange={onChange}
          testId={`${definition.id}-${filter.name}`}
        />
      ))}
    </>
  );
}
