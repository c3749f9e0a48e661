import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';

/** The configuration list of course types; each entry's code decides the course's family. */
export const courseTypesList = 'coursetypes';

/** The active course types as select options, and the code of a type by id. */
export function useCourseTypes() {
  const { data, isFetching } = useGetActiveEntriesQuery(courseTypesList);
  const codes = new Map((data ?? []).map((entry) => [entry.id, entry.code ?? null]));
  return {
    options: (data ?? []).map((entry) => ({ value: entry.id, label: entry.name })),
    loading: isFetching,
    loaded: data !== undefined,
    codeOf: (id: number | null | undefined): string | null =>
      id === null || id === undefined ? null : (codes.get(id) ?? null),
  };
}
