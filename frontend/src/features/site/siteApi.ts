import { baseApi } from '@/app/api/baseApi';

export interface Announcement {
  title: string;
  /** Rich text, sanitised by the server when staff saved it. */
  content: string;
  startsOn: string | null;
  endsOn: string | null;
}

/** Public settings the site shows to everyone. */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncement: build.query<Announcement | null, void>({
      query: () => '/announcement/get',
      transformResponse: (response: { announcement: Announcement | null }) => response.announcement,
    }),
  }),
});

export const { useGetAnnouncementQuery } = siteApi;
