// Not under /admin/res-schedules/: those are API paths, which the server answers with JSON.
export const resSchedulesPath = '/admin/schedules/res';

/** Streams the schedule's file; PDFs open in the browser, spreadsheets download. */
export function scheduleFileUrl(id: number): string {
  return `/admin/res-schedules/view?file=${id}`;
}
