import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Card, Flex } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { parseApiError } from '@/shared/apiError';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { PageSpinner } from '@/shared/PageSpinner';
import { usePageTitle } from '@/shared/usePageTitle';
import { idFrom } from '@/shared/WithRecord';
import { EventForm } from '../components/EventForm';
import { useGetEventCopyQuery } from '../eventsApi';
import { eventPaths } from '../paths';

function EventCreateScreen() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [searchParams] = useSearchParams();
  // ?from={id} asks the server for an unsaved copy (without sessions) to start from.
  const fromId = idFrom(searchParams.get('from'));
  const copy = useGetEventCopyQuery(fromId ?? skipToken, { refetchOnMountOrArgChange: true });
  const title = fromId === null ? 'New event' : 'Duplicate event';

  let body;
  if (fromId !== null && copy.isFetching) body = <PageSpinner />;
  else if (fromId !== null && copy.error)
    body = (
      <Alert
        type="error"
        showIcon
        title={parseApiError(copy.error).message}
        action={<Button onClick={() => void copy.refetch()}>Retry</Button>}
      />
    );
  else
    body = (
      <EventForm
        // Keyed by the source, so starting over from another event never keeps the previous input.
        key={fromId ?? 'new'}
        record={null}
        prefill={fromId === null ? null : (copy.data ?? null)}
        onSaved={(saved) => {
          void message.success('Saved');
          void navigate(eventPaths.view(saved.id));
        }}
        onCancel={() => void navigate(eventPaths.list)}
      />
    );

  return (
    <Flex vertical gap="middle">
      <PageBreadcrumb root={{ title: 'Events', path: eventPaths.list }} items={[{ title }]} />
      <Card title={title}>{body}</Card>
    </Flex>
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
