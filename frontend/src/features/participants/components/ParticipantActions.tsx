import { RecordActions } from '@/shared/RecordActions';
import { participantStatusHooks } from '../participantsApi';
import type { ParticipantSummary } from '../participantTypes';
import { participantPaths } from '../paths';

export interface ParticipantActionsProps {
  participant: ParticipantSummary;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
}

/** View, Edit, Archive or Unarchive as the user's ability allows; participants are merged, never deleted. */
export function ParticipantActions({ participant, variant }: ParticipantActionsProps) {
  return (
    <RecordActions
      record={participant}
      subject="Participant"
      noun="participant"
      paths={participantPaths}
      hooks={participantStatusHooks}
      variant={variant}
    />
  );
}
