import { baseApi } from '@/app/api/baseApi';
import { personEndpoints } from '@/features/people/personApi';
import type { Trainer } from './trainerTypes';

export const trainersApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const endpoints = personEndpoints<Trainer>(build, {
      tag: 'Trainer',
      plural: 'trainers',
      record: 'trainer',
    });
    return {
      getTrainers: endpoints.list,
      /** The active trainers, for pickers in other features. */
      getActiveTrainers: endpoints.active,
      getTrainer: endpoints.one,
      getTrainerLogs: endpoints.logs,
      createTrainer: endpoints.create,
      updateTrainer: endpoints.update,
      autopopulateTrainer: endpoints.autopopulate,
      archiveTrainer: endpoints.archive,
      unarchiveTrainer: endpoints.unarchive,
      deleteTrainer: endpoints.remove,
    };
  },
});

export const {
  useGetTrainersQuery,
  useGetActiveTrainersQuery,
  useGetTrainerQuery,
  useGetTrainerLogsQuery,
  useCreateTrainerMutation,
  useUpdateTrainerMutation,
  useAutopopulateTrainerMutation,
  useArchiveTrainerMutation,
  useUnarchiveTrainerMutation,
  useDeleteTrainerMutation,
} = trainersApi;
