import { baseApi } from '@/app/api/baseApi';
import type { ChangeLogArgs, ChangeLogEntry } from '@/shared/changeLog/changeLog';
import { toRequestParams, type Paged } from '@/shared/listQuery';
import { recordTags } from '@/shared/recordTags';
import {
  lookupFields,
  lookupLists,
  type CandidateQuery,
  type MergeCard,
  type MergeInput,
  type MergeResult,
  type Participant,
  type ParticipantFormData,
  type ParticipantInput,
  type ParticipantListQuery,
  type ParticipantSummary,
  type TransferInput,
  type TransferResult,
} from './participantTypes';

const { list, one, changed } = recordTags('Participant');

/** A merge or transfer changes both records and what lists show. */
const bothChanged =
  <A>(ids: (arg: A) => number[]) =>
  (_result: unknown, error: unknown, arg: A) =>
    error ? [] : [list, ...ids(arg).map(one)];

export const participantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getParticipants: build.query<Paged<ParticipantSummary>, ParticipantListQuery>({
      query: (query) => ({ url: '/admin/participants/filter', params: toRequestParams(query) }),
      providesTags: [list],
    }),
    getParticipant: build.query<Participant, number>({
      query: (id) => `/admin/participant/id/${id}`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    getParticipantLogs: build.query<Paged<ChangeLogEntry>, ChangeLogArgs>({
      query: (params) => ({ url: '/admin/participants/logs', params }),
      providesTags: (_result, _error, { id }) => [one(id)],
    }),
    /** The form's choices, fetched again when one of their configuration lists changes. */
    getParticipantFormData: build.query<ParticipantFormData, void>({
      query: () => '/admin/participant/formdata',
      providesTags: lookupFields.map((field) => ({ type: 'ConfigEntry' as const, id: lookupLists[field] })),
    }),
    createParticipant: build.mutation<Participant, ParticipantInput>({
      query: (body) => ({ url: '/admin/participant/create', method: 'POST', body }),
      invalidatesTags: changed(() => undefined),
    }),
    updateParticipant: build.mutation<Participant, ParticipantInput & { id: number }>({
      query: (body) => ({ url: '/admin/participant/update', method: 'POST', body }),
      invalidatesTags: changed(({ id }) => id),
    }),
    archiveParticipant: build.mutation<Participant, number>({
      query: (id) => ({ url: `/admin/participant/archive/${id}`, method: 'PATCH' }),
      invalidatesTags: changed((id) => id),
    }),
    unarchiveParticipant: build.mutation<Participant, number>({
      query: (id) => ({ url: `/admin/participant/unarchive/${id}`, method: 'PATCH' }),
      invalidatesTags: changed((id) => id),
    }),
    /** All or nothing: one unknown id refuses the whole batch. */
    bulkArchiveParticipants: build.mutation<{ archived: number }, number[]>({
      query: (ids) => ({ url: '/admin/participants/bulkarchive', method: 'PATCH', body: { ids } }),
      invalidatesTags: bothChanged((ids) => ids),
    }),
    /** Active participants to merge; the first page is enough for a picker, the keyword narrows it. */
    getMergeCandidates: build.query<Paged<ParticipantSummary>, CandidateQuery>({
      query: (params) => ({ url: '/admin/user/merge/selectuser', params }),
      providesTags: [list],
    }),
    getTransferCandidates: build.query<Paged<ParticipantSummary>, CandidateQuery>({
      query: (params) => ({ url: '/admin/user/transfer/selectuser', params }),
      providesTags: [list],
    }),
    getMergeCard: build.query<MergeCard, number>({
      query: (id) => `/admin/user/merge/${id}/get`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    mergeParticipants: build.mutation<MergeResult, MergeInput>({
      query: (body) => ({ url: '/admin/user/merge/add', method: 'POST', body }),
      invalidatesTags: bothChanged(({ keepId, mergeId }) => [keepId, mergeId]),
    }),
    transferParticipantRecords: build.mutation<TransferResult, TransferInput>({
      query: (body) => ({ url: '/admin/user/update/merge', method: 'POST', body }),
      invalidatesTags: bothChanged(({ fromId, toId }) => [fromId, toId]),
    }),
  }),
});

export const {
  useGetParticipantsQuery,
  useGetParticipantQuery,
  useGetParticipantLogsQuery,
  useGetParticipantFormDataQuery,
  useCreateParticipantMutation,
  useUpdateParticipantMutation,
  useArchiveParticipantMutation,
  useUnarchiveParticipantMutation,
  useBulkArchiveParticipantsMutation,
  useGetMergeCandidatesQuery,
  useGetTransferCandidatesQuery,
  useGetMergeCardQuery,
  useMergeParticipantsMutation,
  useTransferParticipantRecordsMutation,
} = participantsApi;

/** The status hooks in the shape shared/useRecordStatus takes; participants are merged, never deleted. */
export const participantStatusHooks = {
  useArchive: useArchiveParticipantMutation,
  useUnarchive: useUnarchiveParticipantMutation,
};
