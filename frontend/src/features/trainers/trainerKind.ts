import { personPaths } from '@/features/people/paths';
import type { PersonKind } from '@/features/people/personKind';
import { TrainerFields } from './components/TrainerFields';
import { TrainerViewPane } from './components/TrainerViewPane';
import {
  initialTrainerValues,
  toTrainerInput,
  trainerErrorFields,
  trainerFieldLabels,
  type TrainerFormValues,
} from './trainerForm';
import * as api from './trainersApi';
import type { Trainer } from './trainerTypes';

export const trainerPaths = personPaths('trainers', 'trainer');

/** Trainers on the shared person screens, with their CV fields and view pane. */
export const trainerKind: PersonKind<Trainer, TrainerFormValues> = {
  subject: 'Trainer',
  area: 'Trainers',
  noun: 'trainer',
  testId: 'trainer',
  paths: trainerPaths,
  fieldLabels: trainerFieldLabels,
  api: {
    useList: api.useGetTrainersQuery,
    useOne: api.useGetTrainerQuery,
    useLogs: api.useGetTrainerLogsQuery,
    useCreate: api.useCreateTrainerMutation,
    useUpdate: api.useUpdateTrainerMutation,
    useAutopopulate: api.useAutopopulateTrainerMutation,
    useArchive: api.useArchiveTrainerMutation,
    useUnarchive: api.useUnarchiveTrainerMutation,
    useDelete: api.useDeleteTrainerMutation,
  },
  form: {
    initialValues: initialTrainerValues,
    toInput: toTrainerInput,
    errorFields: trainerErrorFields,
    Fields: TrainerFields,
  },
  ViewPane: TrainerViewPane,
};
