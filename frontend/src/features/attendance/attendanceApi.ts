import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import { recordTags } from '@/shared/recordTags';
import type {
  AttendanceEvent,
  AttendanceEventKind,
  AttendanceMail,
  AttendancePass,
  AttendanceRow,
  AttendanceRowQuery,
  AttendanceRows,
  AttendanceSummary,
  ImportReport,
  MailReport,
  MarkAttendanceInput,
  ScanInput,
  ScanResult,
  ScanTimeInput,
  TodaySession,
} from './attendanceTypes';

const base = '/admin/attendance';
const attendance = recordTags('Attendance');
const registrations = recordTags('Registration');
const outbox = recordTags('Outbox');

const eventListPaths: Readonly<Record<Exclude<AttendanceEventKind, 'verified'>, string>> = {
  current: `${base}/getcurrent`,
  upcoming: `${base}/getallupcoming`,
  past: `${base}/getallpast`,
  all: `${base}/events/getall`,
};

/** A change to attendance can turn seats Attended (or back to Confirmed), which the registration lists show. */
const recorded = (_result: unknown, error: unknown) => (error ? [] : [attendance.list, registrations.list]);
const mailed = (_result: unknown, error: unknown) => (error ? [] : [outbox.list]);

/**
 * Attendance (docs/attendance.md): lists of events and today's sessions, one event's rows and summary,
 * scanning, corrections, imports and the attendance e-mails; and the public pass.
 */
export const attendanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTodaySessions: build.query<TodaySession[], void>({
      query: () => `${base}/getallsessiontoday`,
      providesTags: [attendance.list],
    }),
    getAttendanceEvents: build.query<Paged<AttendanceEvent>, { kind: AttendanceEventKind; query: ListQuery }>(
      {
        query: ({ kind, query }) =>
          kind === 'verified'
            ? {
                url: `${base}/events/getallverified`,
                method: 'POST',
                body: { page: query.page, pageSize: query.pageSize, keyword: query.keyword },
              }
            : { url: eventListPaths[kind], params: toRequestParams(query) },
        providesTags: [attendance.list],
      },
    ),
    getAttendanceSummary: build.query<AttendanceSummary, number>({
      query: (eventId) => `${base}/event/${eventId}/participants/getsummary`,
      providesTags: [attendance.list],
    }),
    getAttendanceRows: build.query<Paged<AttendanceRow>, { eventId: number; query: AttendanceRowQuery }>({
      query: ({ eventId, query }) => ({
        url: `${base}/event/${eventId}/getbypage`,
        params: toRequestParams(query),
      }),
      providesTags: [attendance.list],
    }),
    /** Every row of the event, a row per seat and session: what a seat's share of sessions is counted from. */
    getEventAttendanceRows: build.query<AttendanceRow[], number>({
      query: (eventId) => `${base}/event/${eventId}/getall`,
      providesTags: [attendance.list],
    }),
    /**
     * Refreshes nothing: each scan answers its session's counts itself, and refetching the lists on every
     * scan would load the server most at the door rush. The lists read afresh whenever they are opened.
     */
    scan: build.mutation<ScanResult, ScanInput>({
      query: ({ mode, sessionId, code }) => ({
        url: `${base}/scan-${mode}`,
        method: 'POST',
        body: { sessionId, code },
      }),
    }),
    updateScanTime: build.mutation<AttendanceRow, ScanTimeInput>({
      query: ({ mode, ...body }) => ({ url: `${base}/update/scan${mode}`, method: 'POST', body }),
      invalidatesTags: recorded,
    }),
    markAttendance: build.mutation<AttendanceRows, MarkAttendanceInput>({
      query: ({ route, ...body }) => ({ url: `${base}/${route}`, method: 'POST', body }),
      invalidatesTags: recorded,
    }),
    /** Fills every session of the seats that has no times yet with the session's own. */
    markEventAttended: build.mutation<AttendanceRows, { eventId: number; registrationEventIds: number[] }>({
      query: (body) => ({ url: `${base}/event/attended`, method: 'POST', body }),
      invalidatesTags: recorded,
    }),
    importAttendance: build.mutation<ImportReport, { eventId: number; file: Blob }>({
      query: ({ eventId, file }) => {
        const body = new FormData();
        body.append('eventId', String(eventId));
        body.append('file', file);
        return { url: `${base}/import`, method: 'POST', body };
      },
      invalidatesTags: recorded,
    }),
    /** `ids` are attendance records: a seat with nothing recorded has no scan to tell about. */
    resendScanMail: build.mutation<MailReport, { mode: 'in' | 'out'; ids: number[] }>({
      query: ({ mode, ids }) => ({ url: `${base}/resendscan${mode}`, method: 'POST', body: { ids } }),
      invalidatesTags: mailed,
    }),
    sendSuccessfulAttendance: build.mutation<
      MailReport,
      { eventId: number; registrationEventIds?: number[] }
    >({
      query: (body) => ({ url: `${base}/send/successful-attendance`, method: 'POST', body }),
      invalidatesTags: mailed,
    }),
    /** The event's attendance e-mails with their delivery status; they go through the outbox. */
    getAttendanceMails: build.query<AttendanceMail[], number>({
      query: (eventId) => ({ url: `${base}/mail/send`, params: { eventId } }),
      providesTags: [outbox.list],
    }),
    /** Public: the pass a seat's QR opens, by the seat's attendance code. */
    getAttendancePass: build.query<AttendancePass, string>({
      query: (code) => ({ url: '/attendance/participant/byId', method: 'POST', body: { code } }),
    }),
  }),
});

export const {
  useGetTodaySessionsQuery,
  useGetAttendanceEventsQuery,
  useGetAttendanceSummaryQuery,
  useGetAttendanceRowsQuery,
  useGetEventAttendanceRowsQuery,
  useScanMutation,
  useUpdateScanTimeMutation,
  useMarkAttendanceMutation,
  useMarkEventAttendedMutation,
  useImportAttendanceMutation,
  useResendScanMailMutation,
  useSendSuccessfulAttendanceMutation,
  useGetAttendanceMailsQuery,
  useGetAttendancePassQuery,
} = attendanceApi;
