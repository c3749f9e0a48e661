import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';

/**
 * The active entries of a configuration list as select options, and a namer for ids. An entry deactivated
 * since it was chosen is no longer offered; it is named by its id rather than shown as a bare number.
 */
export function useEntryOptions(list: string) {
  const { data, isFetching } = useGetActiveEntriesQuery(list);
  const names = new Map((data ?? []).map((entry) => [entry.id, entry.name]));
  return {
    options: (data ?? []).map((entry) => ({ value: entry.id, label: entry.name })),
    loading: isFetching,
    nameOf: (id: number) => names.get(id) ?? `Inactive entry #${id}`,
  };
}
