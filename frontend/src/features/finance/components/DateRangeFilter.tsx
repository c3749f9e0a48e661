import { Flex, Input } from 'antd';
import type { FilterBinding } from '@/shared/RecordListTable';

/** From and To dates of a list's filter (`dateFrom`, `dateTo` in the URL), inclusive. */
export function DateRangeFilter({ from, to }: { from: FilterBinding; to: FilterBinding }) {
  return (
    <Flex gap="small">
      {(
        [
          ['From', from, 'date-from'],
          ['To', to, 'date-to'],
        ] as const
      ).map(([label, binding, testId]) => (
        <Input
          key={label}
          type="date"
          aria-label={label}
          style={{ width: 160 }}
          value={binding.value ?? ''}
          onChange={(event) => binding.onChange(event.target.value || undefined)}
          data-testid={testId}
        />
      ))}
    </Flex>
  );
}
