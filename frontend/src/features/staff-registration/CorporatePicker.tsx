import { Select } from 'antd';
import { useState } from 'react';
import { useGetCorporatesQuery } from '@/features/corporates/corporatesApi';
import type { Corporate } from '@/features/corporates/corporateTypes';
import { useDebouncedValue } from '@/shared/useDebouncedValue';

/** Finds a company by name (the server's default search), for the channels that invoice it. */
export function CorporatePicker({
  value,
  onChange,
  id = 'corporate',
}: {
  value: Corporate | null;
  onChange: (corporate: Corporate | null) => void;
  id?: string;
}) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const found = useGetCorporatesQuery({ page: 1, pageSize: 20, keyword, sort: null, filters: {} });
  const matches = found.data?.items ?? [];
  const options = [...(value && !matches.some((c) => c.id === value.id) ? [value] : []), ...matches];
  return (
    <Select<number>
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value?.id}
      placeholder="Search companies by name"
      loading={found.isFetching}
      options={options.map((corporate) => ({
        value: corporate.id,
        label: `${corporate.name} (${corporate.uen})`,
      }))}
      onChange={(corporateId?: number) => onChange(options.find((c) => c.id === corporateId) ?? null)}
      style={{ width: '100%', maxWidth: 560 }}
      data-testid="corporate-picker"
    />
  );
}
