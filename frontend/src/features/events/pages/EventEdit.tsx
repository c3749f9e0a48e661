import { App, Card, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { usePageTitle } from '@/shared/usePageTitle';
import { WithRecord } from '@/shared/WithRecord';
import { EventForm } from '../components/EventForm';
import { useGetEventQuery } from '../eventsApi';
import type { Event } from '../eventTypes';
import { eventPaths } from '../paths';

export function EventEdit() {
  usePageTitle('Events', 'Edit');
  const navigate = useNavigate();
  const { message } = App.useApp();

  return (
    <RequireAbility action="update" subject="Event">
      <WithRecord<Event> useOne={useGetEventQuery} noun="event" area="Events" listPath={eventPaths.list}>
        {(event) => (
          <Flex vertical gap="middle">
            <PageBreadcrumb
              root={{ title: 'Events', path: eventPaths.list }}
              items={[{ title: event.title, path: eventPaths.view(event.id) }, { title: 'Edit' }]}
            />
            <Card title={`Edit ${event.title}`}>
              <EventForm
                // Keyed by record, so moving between records never carries one's input into the other.
                key={event.id}
                record={event}
                onSaved={(saved) => {
                  void message.success('Saved');
                  void navigate(eventPaths.view(saved.id));
                }}
                onCancel={() => void navigate(eventPaths.view(event.id))}
              />
            </Card>
          </Flex>
        )}
      </WithRecord>
    </RequireAbility>
  );
}
