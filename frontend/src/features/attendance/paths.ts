import type { ScanMode } from './attendanceTypes';

const list = '/admin/attendance';

/**
 * The attendance screens. The API's routes share the /admin/attendance prefix, so screens sit only where
 * no GET route does (the API's are `events/get...` and `event/{id}/...`, never `events/{id}`).
 */
export const attendancePaths = {
  /** The events and today's sessions, with the tab in the query. */
  list,
  event: (eventId: number) => `${list}/events/${eventId}`,
  /** The scanning screen; the event, when known, gives the counts before the first scan of the day. */
  scan: (sessionId: number, eventId?: number, mode?: ScanMode) => {
    const query = new URLSearchParams();
    if (eventId !== undefined) query.set('eventId', String(eventId));
    if (mode === 'out') query.set('mode', mode);
    const search = query.toString();
    return `${list}/scan/${sessionId}${search ? `?${search}` : ''}`;
  },
};

/** The public pass page a seat's QR opens: the participant's own phone camera lands there. */
export const attendancePassPath = (code: string) => `/attendance/pass/${encodeURIComponent(code)}`;

/** What a seat's QR encodes: the pass page's full address, from which the scanning screen takes the code. */
export const attendancePassUrl = (origin: string, code: string) => `${origin}${attendancePassPath(code)}`;
