import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type Paged } from '@/shared/listQuery';
import { recordTags } from '@/shared/recordTags';
import type { User, UserInput, UserListQuery, UserRegistrations } from './userTypes';

const { list, one, changed } = recordTags('User');

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<Paged<User>, UserListQuery>({
      query: (query) => ({ url: '/admin/users/getbypage', params: toRequestParams(query) }),
      providesTags: [list],
    }),
    getUser: build.query<User, number>({
      query: (id) => ({ url: '/admin/users/getbyid', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [one(id)],
    }),
    /** The user's participant record and what references it; a delete or merge may change it. */
    getUserRegistrations: build.query<UserRegistrations, number>({
      query: (id) => ({ url: '/admin/user/check-registrations', params: { id } }),
      providesTags: (_result, _error, id) => [one(id), { type: 'Participant', id: 'LIST' }],
    }),
    createUser: build.mutation<User, UserInput>({
      query: (body) => ({ url: '/admin/user/create', method: 'POST', body }),
      invalidatesTags: changed(() => undefined),
    }),
    updateUser: build.mutation<User, UserInput & { id: number }>({
      query: (body) => ({ url: '/admin/user/update', method: 'POST', body }),
      // The user's participant record, and the signed-in user if it was them, carry the same name and e-mail.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [list, one(id), 'Participant', 'Me']),
    }),
    /** Signs the user out everywhere; nothing cached changes. */
    changeUserPassword: build.mutation<{ changed: true }, { id: number; password: string }>({
      query: (body) => ({ url: '/admin/users/change-password', method: 'POST', body }),
    }),
    deleteUser: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/user/delete/${id}`, method: 'DELETE' }),
      // Only the lists: refetching the deleted record would just answer 404.
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),
  }),
});

export const {
  useGetUsersQuery,
  useGetUserQuery,
  useGetUserRegistrationsQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useChangeUserPasswordMutation,
  useDeleteUserMutation,
} = usersApi;
