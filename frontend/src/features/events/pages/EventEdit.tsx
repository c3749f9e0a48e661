import { RecordEditPage } from '@/shared/RecordFormPage';
import { EventForm } from '../components/EventForm';
import { useGetEventQuery } from '../eventsApi';
import { eventScreens } from '../eventScreens';
import type { Event } from '../eventTypes';

export function EventEdit() {
  return (
    <RecordEditPage<Event> screens={eventScreens} useOne={useGetEventQuery} titleOf={(event) => event.title}>
      {(event, handlers) => <EventForm key={event.id} record={event} {...handlers} />}
    </RecordEditPage>
  );
}
