import { baseApi } from '@/app/api/baseApi';
import { personEndpoints } from '@/features/people/personApi';
import type { Facilitator } from './facilitatorTypes';

export const facilitatorsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const endpoints = personEndpoints<Facilitator>(build, {
      tag: 'Facilitator',
      plural: 'facilitators',
      record: 'facilitator',
    });
    return {
      getFacilitators: endpoints.list,
      /** The active facilitators, for pickers in other features. */
      getActiveFacilitators: endpoints.active,
      getFacilitator: endpoints.one,
      getFacilitatorLogs: endpoints.logs,
      createFacilitator: endpoints.create,
      updateFacilitator: endpoints.update,
      autopopulateFacilitator: endpoints.autopopulate,
      archiveFacilitator: endpoints.archive,
      unarchiveFacilitator: endpoints.unarchive,
      deleteFacilitator: endpoints.remove,
    };
  },
});

export const {
  useGetFacilitatorsQuery,
  useGetActiveFacilitatorsQuery,
  useGetFacilitatorQuery,
  useGetFacilitatorLogsQuery,
  useCreateFacilitatorMutation,
  useUpdateFacilitatorMutation,
  useAutopopulateFacilitatorMutation,
  useArchiveFacilitatorMutation,
  useUnarchiveFacilitatorMutation,
  useDeleteFacilitatorMutation,
} = facilitatorsApi;
