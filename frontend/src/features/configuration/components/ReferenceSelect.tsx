import { parseApiError } from '@/shared/apiError';
import { IdSelect, type IdSelectProps } from '@/shared/IdSelect';
import { useGetActiveEntriesQuery } from '../configurationApi';

export interface ReferenceSelectProps extends Pick<IdSelectProps, 'id' | 'value' | 'onChange'> {
  /** The referenced list's name. */
  list: string;
  allowClear: boolean;
}

/** Picks an active entry of another list (a classroom's venue ...); why the list could not load shows in it. */
export function ReferenceSelect({ list, ...select }: ReferenceSelectProps) {
  const { data, error, isFetching } = useGetActiveEntriesQuery(list);
  return (
    <IdSelect
      entries={data}
      loading={isFetching}
      placeholder={error ? parseApiError(error).message : undefined}
      status={error ? 'error' : undefined}
      {...select}
    />
  );
}
