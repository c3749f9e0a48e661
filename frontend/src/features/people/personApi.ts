import { recordTags } from '@/shared/recordTags';
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { apiTagTypes, baseQueryWithAuth } from '@/app/api/baseApi';
import type { ChangeLogArgs, ChangeLogEntry } from '@/shared/changeLog/changeLog';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import type { Person, PersonLogin } from './personTypes';

export type PersonListQuery = ListQuery<'status'>;

type Builder = EndpointBuilder<typeof baseQueryWithAuth, (typeof apiTagTypes)[number], 'api'>;

export interface PersonRoutes {
  /** The cache tag, also the ability subject. */
  tag: 'Facilitator' | 'Trainer';
  /** The API's plural and singular path segments: `trainers`, `trainer`. */
  plural: string;
  record: string;
}

/**
 * The endpoints of one kind of person; the server answers facilitators and trainers on routes of the
 * same shape. A feature names them (getTrainers ...) when it injects them, which names its hooks.
 */
export function personEndpoints<T extends Person>(build: Builder, { tag, plural, record }: PersonRoutes) {
  const { list, one, changed } = recordTags(tag);

  return {
    list: build.query<Paged<T>, PersonListQuery>({
      query: (query) => ({ url: `/admin/${plural}/getallbypage`, params: toRequestParams(query) }),
      providesTags: [list],
    }),
    /** The active people, for pickers in other features. */
    active: build.query<T[], void>({
      query: () => `/admin/${plural}/getall`,
      providesTags: [list],
    }),
    one: build.query<T, number>({
      query: (id) => ({ url: `/admin/${record}/getbyid`, method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [one(id)],
    }),
    logs: build.query<Paged<ChangeLogEntry>, ChangeLogArgs>({
      query: (params) => ({ url: `/admin/${plural}/logs`, params }),
      providesTags: (_result, _error, { id }) => [one(id)],
    }),
    /** `body` is a multipart body (buildMultipartBody); fetch sets its Content-Type and boundary. */
    create: build.mutation<T, FormData>({
      query: (body) => ({ url: `/admin/${record}/create`, method: 'POST', body }),
      invalidatesTags: changed(() => undefined),
    }),
    update: build.mutation<T, { id: number; body: FormData }>({
      query: ({ body }) => ({ url: `/admin/${record}/update`, method: 'POST', body }),
      invalidatesTags: changed(({ id }) => id),
    }),
    autopopulate: build.mutation<PersonLogin, { email: string }>({
      query: (body) => ({ url: `/admin/${record}/autopopulate`, method: 'POST', body }),
    }),
    archive: build.mutation<T, number>({
      query: (id) => ({ url: `/admin/${record}/archive/${id}`, method: 'PUT' }),
      invalidatesTags: changed((id) => id),
    }),
    unarchive: build.mutation<T, number>({
      query: (id) => ({ url: `/admin/${record}/unarchive/${id}`, method: 'PUT' }),
      invalidatesTags: changed((id) => id),
    }),
    remove: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/${record}/delete/${id}`, method: 'DELETE' }),
      // Only the lists: refetching the deleted record would just answer 404.
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),
  };
}
