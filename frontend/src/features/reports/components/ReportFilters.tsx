import { Input, Select } from 'antd';
import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import type { ReportDefinition, ReportFilter } from '../reportDefinition';

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
