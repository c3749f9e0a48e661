import { personPaths } from '@/features/people/paths';
import { initialPersonValues, personFieldLabels, toPersonInput } from '@/features/people/personForm';
import type { PersonKind } from '@/features/people/personKind';
import * as api from './facilitatorsApi';
import type { Facilitator } from './facilitatorTypes';

export const facilitatorPaths = personPaths('facilitators', 'facilitator');

/** Facilitators on the shared person screens: the shared fields only. */
export const facilitatorKind: PersonKind<Facilitator> = {
  subject: 'Facilitator',
  area: 'Facilitators',
  noun: 'facilitator',
  testId: 'facilitator',
  paths: facilitatorPaths,
  fieldLabels: personFieldLabels,
  api: {
    useList: api.useGetFacilitatorsQuery,
    useOne: api.useGetFacilitatorQuery,
    useLogs: api.useGetFacilitatorLogsQuery,
    useCreate: api.useCreateFacilitatorMutation,
    useUpdate: api.useUpdateFacilitatorMutation,
    useAutopopulate: api.useAutopopulateFacilitatorMutation,
    useArchive: api.useArchiveFacilitatorMutation,
    useUnarchive: api.useUnarchiveFacilitatorMutation,
    useDelete: api.useDeleteFacilitatorMutation,
  },
  form: {
    initialValues: initialPersonValues,
    toInput: toPersonInput,
    errorFields: { fields: [] },
  },
};
