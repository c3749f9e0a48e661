import { baseApi } from '@/app/api/baseApi';

/** What the public course pages show of a course (GET /course/:id/info). */
export interface CourseInfo {
  id: number;
  code: string;
  title: string;
  courseTypeCode: string;
  courseTypeName: string;
  /** Rich text, sanitised by the server when staff saved it. */
  description: string | null;
  cpdHours: number | null;
  feeCents: number;
  promoFeeCents: number | null;
  promoValidFrom: string | null;
  promoValidTo: string | null;
  hasImage: boolean;
  hasBrochure: boolean;
}

export const courseInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseInfo: build.query<CourseInfo, number>({ query: (id) => `/course/${id}/info` }),
  }),
});

export const { useGetCourseInfoQuery } = courseInfoApi;

export const courseBrochureUrl = (id: number): string => `/course/${id}/info/brochure`;
