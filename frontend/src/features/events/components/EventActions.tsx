import { RecordActions } from '@/shared/RecordActions';
import { eventStatusHooks } from '../eventsApi';
import type { Event } from '../eventTypes';
import { eventPaths } from '../paths';

export interface EventActionsProps {
  event: Event;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
  onDeleted?: () => void;
}

/** The actions the user's ability allows on one event; the server checks each request again. */
export function EventActions({ event, variant, onDeleted }: EventActionsProps) {
  return (
    <RecordActions
      record={event}
      subject="Event"
      noun="event"
      paths={eventPaths}
      hooks={eventStatusHooks}
      variant={variant}
      deleteDescription="Events with registrations cannot be deleted; archive them instead."
      onDeleted={onDeleted}
    />
  );
}
