import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import { recordTags } from '@/shared/recordTags';
import { publicLeadForms, type Lead, type LeadInput, type LeadKind } from './leadTypes';

const leads = recordTags('Lead');

export type LeadListQuery = ListQuery<'status'> & { kind: LeadKind };

/** The public lead forms, and the back office's lists, follow-up and conversion. */
export const leadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitLead: build.mutation<{ received: true }, { kind: LeadKind; input: LeadInput }>({
      query: ({ kind, input }) => ({ url: publicLeadForms[kind].api, method: 'POST', body: input }),
    }),
    getLeads: build.query<Paged<Lead>, LeadListQuery>({
      query: ({ kind, ...query }) => ({
        url: `/admin/register/${kind}leads/getbypage`,
        params: toRequestParams(query),
      }),
      providesTags: [leads.list],
    }),
    setLeadStatus: build.mutation<Lead, { id: number; status: string; notes?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/register/leads/${id}/status`, method: 'POST', body }),
      invalidatesTags: leads.changed((arg) => arg.id),
    }),
    convertLead: build.mutation<Lead, { id: number; registrationId: number; notes?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/register/leads/${id}/convert`, method: 'POST', body }),
      invalidatesTags: leads.changed((arg) => arg.id),
    }),
  }),
});

export const { useSubmitLeadMutation, useGetLeadsQuery, useSetLeadStatusMutation, useConvertLeadMutation } =
  leadsApi;
