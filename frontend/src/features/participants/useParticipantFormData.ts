import { useGetParticipantFormDataQuery } from './participantsApi';
import type { LookupField } from './participantTypes';

/**
 * The participant form's choices (configuration lists, agent statuses, corporates), and names for the ids
 * a record holds. Only active entries are offered; one deactivated since is named by its id.
 */
export function useParticipantFormData() {
  const { data, isFetching } = useGetParticipantFormDataQuery();
  const nameIn = (
    entries: readonly { id: number; name: string }[] | undefined,
    id: number | null,
    unknown: string,
  ) => (id === null ? null : (entries?.find((entry) => entry.id === id)?.name ?? `${unknown} #${id}`));
  return {
    data,
    loading: isFetching,
    lookupName: (field: LookupField, id: number | null) => nameIn(data?.lookups[field], id, 'Inactive entry'),
    corporateName: (id: number | null) => nameIn(data?.corporates, id, 'Corporate'),
  };
}

/** The active participant types, as a list filter offers them. */
export function useParticipantTypeChoices() {
  const { data, loading } = useParticipantFormData();
  return {
    options: (data?.lookups.participantTypeId ?? []).map((entry) => ({ value: entry.id, label: entry.name })),
    loading,
  };
}
