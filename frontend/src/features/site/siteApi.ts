import { baseApi } from '@/app/api/baseApi';

export interface Announcement {
  title: string;
  /** Rich text, sanitised by the server when staff saved it. */
  content: string;
  startsOn: string | null;
  endsOn: string | null;
}

/** The training provider as `GET /provider/get` names it (the PROVIDER_* settings). */
export interface Provider {
  name: string;
  address: string;
  uen: string;
  gstRegNo: string;
  email: string;
  phone: string;
}

/** Public settings the site shows to everyone. */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncement: build.query<Announcement | null, void>({
      query: () => '/announcement/get',
      transformResponse: (response: { announcement: Announcement | null }) => response.announcement,
    }),
    /** Comes from the server's configuration, which does not change while a visitor browses. */
    getProvider: build.query<Provider, void>({
      query: () => '/provider/get',
      transformResponse: (response: { provider: Provider }) => response.provider,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetAnnouncementQuery, useGetProviderQuery } = siteApi;
