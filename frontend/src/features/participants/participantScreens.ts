import type { RecordActionsConfig } from '@/shared/RecordActions';
import type { RecordScreens } from '@/shared/recordScreens';
import { participantStatusHooks } from './participantsApi';
import { participantPaths } from './paths';

/** The participants' list, view, create and edit pages. */
export const participantScreens: RecordScreens = {
  subject: 'Participant',
  area: 'Participants',
  noun: 'participant',
  testId: 'participant',
  paths: participantPaths,
};

/** What a participant's row and view page offer: edit, archive or unarchive; participants are merged, never deleted. */
export const participantActions: RecordActionsConfig = {
  screens: participantScreens,
  hooks: participantStatusHooks,
};
