import { baseApi } from '@/app/api/baseApi';
import type { Assessment, AssessmentInput } from './assessmentTypes';

const tag = (eventId: number) => ({ type: 'Assessment' as const, id: eventId });

/** An event's assessment: its questions, edited as a set until published. */
export const assessmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssessment: build.query<Assessment, number>({
      query: (eventId) => `/admin/event/${eventId}/assessment-questions/get`,
      providesTags: (_result, _error, eventId) => [tag(eventId)],
    }),
    /** Replaces the questions; the server refuses once the assessment is published. */
    saveAssessment: build.mutation<Assessment, { eventId: number; body: AssessmentInput }>({
      query: ({ eventId, body }) => ({
        url: `/admin/event/${eventId}/assessment-questions/save`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { eventId }) => (error ? [] : [tag(eventId)]),
    }),
    /** Freezes the questions for good. */
    publishAssessment: build.mutation<Assessment, number>({
      query: (eventId) => ({ url: `/admin/event/${eventId}/assessment/publish`, method: 'POST' }),
      invalidatesTags: (_result, error, eventId) => (error ? [] : [tag(eventId)]),
    }),
  }),
});

export const { useGetAssessmentQuery, useSaveAssessmentMutation, usePublishAssessmentMutation } =
  assessmentApi;
