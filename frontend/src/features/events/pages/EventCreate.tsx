import { RequireAbility } from '@/admin/RequireAbility';
import { RecordFormCard, useCreateHandlers } from '@/shared/RecordFormPage';
import { usePageTitle } from '@/shared/usePageTitle';
import { useCopyFromUrl, WithCopy } from '@/shared/WithCopy';
import { EventForm } from '../components/EventForm';
import { eventScreens } from '../eventScreens';
import { useGetEventCopyQuery } from '../eventsApi';

function EventCreateScreen() {
  const handlers = useCreateHandlers(eventScreens.paths);
  // ?from={id}: an unsaved copy (without sessions) to start from.
  const { fromId, copy } = useCopyFromUrl(useGetEventCopyQuery);
  const title = fromId === null ? 'New event' : 'Duplicate event';

  return (
    <RecordFormCard screens={eventScreens} crumbs={[{ title }]} title={title}>
      <WithCopy copy={copy}>
        <EventForm
          // Keyed by the source, so starting over from another event never keeps the previous input.
          key={fromId ?? 'new'}
          record={null}
          prefill={copy?.data ?? null}
          {...handlers}
        />
      </WithCopy>
    </RecordFormCard>
  );
}

export function EventCreate() {
  usePageTitle('Events', 'Create');
  return (
    <RequireAbility action="create" subject="Event">
      <EventCreateScreen />
    </RequireAbility>
  );
}
