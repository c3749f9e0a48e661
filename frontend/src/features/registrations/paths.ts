import { recordPaths } from '@/shared/recordPaths';

const base = recordPaths('/admin/registrations');

/**
 * The back office's registration screens. None equals an API path: the API's are /admin/register/... and
 * /admin/registration/... (singular).
 */
export const registrationAdminPaths = {
  ...base,
  /** Registration figures per event, bootcamp and e-course. */
  events: `${base.list}/events`,
  /** The registration details list narrowed to one event's registrations. */
  ofEvent: (eventId: number) => `${base.list}?eventId=${eventId}`,
};
