import type { RecordActionsConfig } from '@/shared/RecordActions';
import type { RecordScreens } from '@/shared/recordScreens';
import { eventStatusHooks } from './eventsApi';
import { eventPaths } from './paths';

/** The events' list, view, create and edit pages. */
export const eventScreens: RecordScreens = {
  subject: 'Event',
  area: 'Events',
  noun: 'event',
  testId: 'event',
  paths: eventPaths,
};

/** What an event's row and view page offer. */
export const eventActions: RecordActionsConfig = {
  screens: eventScreens,
  hooks: eventStatusHooks,
  deleteDescription: 'Events with registrations cannot be deleted; archive them instead.',
};
