import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';

/**
 * The active user types (configuration list `usertypes`) as select options by code, which is what a user
 * holds, and a namer for codes; a code no active entry has is shown as it is.
 */
export function useUserTypes() {
  const { data, isFetching } = useGetActiveEntriesQuery('usertypes');
  const entries = (data ?? []).flatMap((entry) =>
    entry.code ? [{ value: entry.code, label: entry.name }] : [],
  );
  const names = new Map(entries.map((entry) => [entry.value, entry.label]));
  return {
    options: entries,
    loading: isFetching,
    nameOf: (code: string) => names.get(code) ?? code,
  };
}
