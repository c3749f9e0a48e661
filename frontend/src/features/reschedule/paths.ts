/** The staff reschedule screen; not /admin/reschedule, which is the API's. */
export const reschedulePaths = {
  steps: '/admin/rescheduling',
  ofEvent: (eventId: number) => `/admin/rescheduling?eventId=${eventId}`,
};
