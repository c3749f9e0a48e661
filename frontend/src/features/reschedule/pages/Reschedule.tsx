import { Alert, App, Button, Card, Flex, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { registrationAdminPaths } from '@/features/registrations/paths';
import { useGetEventRegistrationSummariesQuery } from '@/features/registrations/registrationAdminApi';
import { formatDateTime } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { apiErrorText, parseApiError } from '@/shared/apiError';
import { formatMoney } from '@/shared/money';
import { useDebouncedValue } from '@/shared/useDebouncedValue';
import { usePageTitle } from '@/shared/usePageTitle';
import { RescheduleTargetForm, type RescheduleChoice } from '../components/RescheduleTargetForm';
import { rescheduledMessage } from '../components/RescheduleButton';
import { useGetRescheduleOptionsQuery, useRescheduleMutation } from '../rescheduleApi';
import type { RescheduleSeat } from '../rescheduleTypes';

const seatColumns: TableColumnsType<RescheduleSeat> = [
  { key: 'participant', title: 'Participant', dataIndex: 'participantName' },
  {
    key: 'regNo',
    title: 'Registration',
    render: (_, row) => <Link to={registrationAdminPaths.view(row.registrationId)}>{row.regNo}</Link>,
  },
  { key: 'price', title: 'Paid price', align: 'right', render: (_, row) => formatMoney(row.unitCents) },
];

/** Step 1's event picker: upcoming events by title, with their seats. */
function EventPicker({ value, onChange }: { value: number | null; onChange: (eventId: number) => void }) {
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search);
  const events = useGetEventRegistrationSummariesQuery({
    kind: 'upcoming',
    query: { page: 1, pageSize: 50, keyword, sort: null, filters: {} },
  });
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? undefined}
      onChange={onChange}
      loading={events.isFetching}
      placeholder="Find an upcoming event by title"
      options={(events.data?.items ?? []).map((event) => ({
        value: event.eventId,
        label: `${event.title} (${formatDateTime(event.startsAt)}, ${event.confirmed} confirmed)`,
      }))}
      style={{ width: '100%', maxWidth: 640 }}
      aria-label="Event"
      data-testid="reschedule-event"
    />
  );
}

function Steps({ eventId }: { eventId: number }) {
  const options = useGetRescheduleOptionsQuery(eventId);
  const [reschedule, { isLoading }] = useRescheduleMutation();
  const [picked, setPicked] = useState<number[]>([]);
  const [choice, setChoice] = useState<RescheduleChoice>({
    targetEventId: null,
    kind: 'Reschedule',
    sendEmail: true,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const { modal, message } = App.useApp();
  if (options.error) return <LoadErrorAlert error={options.error} onRetry={options.refetch} />;
  if (!options.data) return <Card loading />;
  const { seats, targets } = options.data;
  const chosen = seats.filter((seat) => picked.includes(seat.registrationEventId));
  const target = targets.find((row) => row.eventId === choice.targetEventId);

  const run = () =>
    modal.confirm({
      title: `Reschedule ${chosen.length} participant${chosen.length === 1 ? '' : 's'} to ${target?.title ?? ''}?`,
      content: 'The consequences above apply; each move is logged and can be undone by another reschedule.',
      okText: 'Reschedule',
      okButtonProps: { 'data-testid': 'reschedule-steps-ok' },
      onOk: async () => {
        if (choice.targetEventId === null) return;
        setProblem(null);
        try {
          const result = await reschedule({
            registrationEventIds: chosen.map((seat) => seat.registrationEventId),
            targetEventId: choice.targetEventId,
            kind: choice.kind,
            sendEmail: choice.sendEmail,
          }).unwrap();
          setPicked([]);
          void message.success(rescheduledMessage(result.email));
        } catch (error) {
          // A full event, the same event, another course: the server's 409 says which.
          setProblem(apiErrorText(parseApiError(error)));
        }
      },
    });

  return (
    <Flex vertical gap="middle">
      <Card title="1. Participants" size="small">
        <Table<RescheduleSeat>
          columns={seatColumns}
          dataSource={seats}
          rowKey="registrationEventId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content', y: 320 }}
          locale={{ emptyText: 'No confirmed participants in this event' }}
          rowSelection={{
            selectedRowKeys: picked,
            onChange: (keys) => setPicked(keys.map(Number)),
            getCheckboxProps: (row) => ({ 'aria-label': `Pick ${row.participantName}` }),
          }}
          data-testid="reschedule-seats"
        />
      </Card>
      <Card title="2. Target event and 3. kind" size="small">
        {problem && (
          <Alert
            type="error"
            showIcon
            title={problem}
            style={{ marginBottom: 16 }}
            data-testid="form-error"
          />
        )}
        <RescheduleTargetForm seats={chosen} targets={targets} choice={choice} onChange={setChoice} />
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            disabled={chosen.length === 0 || !target}
            loading={isLoading}
            onClick={run}
            data-testid="reschedule-submit"
          >
            Reschedule
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

/** Reschedule participants, steps 1 to 3 (spec 2.2): event and participants, target event, kind and confirmation. */
export function Reschedule() {
  usePageTitle('Reschedule');
  const [params, setParams] = useSearchParams();
  const eventId = Number(params.get('eventId')) || null;
  return (
    <RequireAbility action="create" subject="Refund">
      <Flex vertical gap="middle">
        <Card title="Reschedule participants" data-testid="reschedule">
          <Typography.Paragraph type="secondary">
            Pick an event and its participants, then another event of the same course.
          </Typography.Paragraph>
          <EventPicker value={eventId} onChange={(id) => setParams({ eventId: String(id) })} />
        </Card>
        {eventId && <Steps key={eventId} eventId={eventId} />}
      </Flex>
    </RequireAbility>
  );
}
