import { Select, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '@/shared/money';
import { useDebouncedValue } from '@/shared/useDebouncedValue';
import { useFindCustomersQuery } from '../financeApi';
import type { CustomerMatch } from '../financeTypes';

export interface CustomerPickerProps {
  value: CustomerMatch | null;
  onChange: (customer: CustomerMatch | null) => void;
  testId?: string;
  /** The input's id, for its label and for tests. */
  id?: string;
  /** `all`: every participant and corporate (a new invoice's customer), not only those with invoices. */
  scope?: 'all';
}

const keyOf = (customer: Pick<CustomerMatch, 'kind' | 'id'>) => `${customer.kind}:${customer.id}`;

/**
 * Finds a participant or corporate by name, NRIC/FIN (masked unless the user may read it), e-mail or
 * company registration no., with what each owes.
 */
export function CustomerPicker({
  value,
  onChange,
  testId = 'customer-picker',
  id = 'customer',
  scope,
}: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), 300);
  const { data, isFetching } = useFindCustomersQuery({ keyword, scope }, { skip: keyword.length < 2 });
  const matches = data?.items ?? [];
  const options = [
    ...(value && !matches.some((m) => keyOf(m) === keyOf(value)) ? [value] : []),
    ...matches,
  ].map((customer) => ({
    value: keyOf(customer),
    customer,
    label: (
      <span>
        {customer.name}{' '}
        <Typography.Text type="secondary">
          {customer.kind === 'corporate'
            ? `Corporate ${customer.uen ?? ''}`
            : (customer.nric ?? customer.email ?? '')}
          {customer.outstandingCents > 0 ? ` · owes ${formatMoney(customer.outstandingCents)}` : ''}
        </Typography.Text>
      </span>
    ),
  }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ? keyOf(value) : undefined}
      placeholder="Search by name, NRIC/FIN, e-mail or company registration no."
      notFoundContent={
        keyword.length < 2 ? 'Type at least 2 characters' : isFetching ? 'Searching…' : 'No customer found'
      }
      options={options}
      onChange={(key: string | undefined) => onChange(options.find((o) => o.value === key)?.customer ?? null)}
      allowClear
      loading={isFetching}
      style={{ width: '100%', maxWidth: 560 }}
      data-testid={testId}
    />
  );
}
