import { Alert, Button, Card, Checkbox, Flex, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { RequireAbility } from '@/admin/RequireAbility';
import type { Corporate } from '@/features/corporates/corporateTypes';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { formatMoney } from '@/shared/money';
import { useDebouncedValue } from '@/shared/useDebouncedValue';
import { usePageTitle } from '@/shared/usePageTitle';
import { useSaveProblem } from '@/shared/useSaveProblem';
import { EventPicker, RegistrationDone } from '../components';
import { CorporatePicker } from '../CorporatePicker';
import { ParticipantRows, staffParticipantOf, type ParticipantValues } from '../CounterSteps';
import {
  newIdempotencyKey,
  useGetCorporateAgentsQuery,
  useRegisterCorporateMutation,
  useValidateCorporateMutation,
} from '../staffRegistrationApi';
import type {
  CorporateAgent,
  CorporateQuote,
  CorporateRegistrationInput,
  StaffParticipant,
  StaffRegistrationResult,
} from '../staffRegistrationTypes';

interface CorporateValues {
  eventId: number;
  invoicePerParticipant: boolean;
  newAgents: ParticipantValues[];
}

const fieldNames = { fields: ['eventId', 'invoicePerParticipant'], lists: ['newAgents'] };

const agentColumns = [
  { title: 'Name', render: (_: unknown, agent: CorporateAgent) => `${agent.firstName} ${agent.lastName}` },
  { title: 'NRIC/FIN', dataIndex: 'nricMasked', width: 120 },
  { title: 'E-mail', dataIndex: 'email' },
  { title: 'Mobile', dataIndex: 'mobileNo', width: 120 },
  { title: 'CEA no.', dataIndex: 'ceaRegNo', width: 110 },
];

/** The company's participants, picked by ticking them; searched by name, NRIC/FIN, e-mail or mobile. */
function AgentTable({
  corporateId,
  selected,
  onSelect,
}: {
  corporateId: number;
  selected: CorporateAgent[];
  onSelect: (agents: CorporateAgent[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const agents = useGetCorporateAgentsQuery({ corporateId, keyword });
  const shown = agents.data ?? [];
  return (
    <Flex vertical gap="small">
      <Input.Search
        allowClear
        placeholder="Search the company's participants"
        onChange={(event) => setTyped(event.target.value)}
        style={{ maxWidth: 400 }}
        data-testid="agent-search"
      />
      <Table<CorporateAgent>
        size="small"
        rowKey="id"
        loading={agents.isFetching}
        columns={agentColumns}
        dataSource={shown}
        pagination={false}
        scroll={{ y: 320 }}
        rowSelection={{
          selectedRowKeys: selected.map((agent) => agent.id),
          // Ticks on rows a search hides are kept.
          onChange: (_keys, rows) =>
            onSelect([...selected.filter((agent) => !shown.some((row) => row.id === agent.id)), ...rows]),
        }}
        data-testid="agent-table"
      />
    </Flex>
  );
}

/** Corporate registration (spec 2.2, steps 1–4): a company's agents at an event, one invoice to the company. */
export function CorporateRegistration() {
  usePageTitle('Corporate registration');
  const [form] = Form.useForm<CorporateValues>();
  const [corporate, setCorporate] = useState<Corporate | null>(null);
  const [agents, setAgents] = useState<CorporateAgent[]>([]);
  const [quote, setQuote] = useState<CorporateQuote | null>(null);
  const [done, setDone] = useState<StaffRegistrationResult | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [validate, validating] = useValidateCorporateMutation();
  const [register, registering] = useRegisterCorporateMutation();
  const saving = validating.isLoading || registering.isLoading;
  const { formError, trySave, onValidationFailed } = useSaveProblem(
    form,
    fieldNames,
    'Error registering the company’s participants, please review the form',
  );

  const input = (values: CorporateValues): CorporateRegistrationInput => {
    const corporateId = corporate?.id ?? 0;
    const participants: StaffParticipant[] = [
      ...agents.map((agent) => ({
        id: agent.id,
        firstName: agent.firstName,
        lastName: agent.lastName,
        email: agent.email,
        mobileNo: agent.mobileNo,
        ceaRegNo: agent.ceaRegNo,
        corporateId,
      })),
      ...(values.newAgents ?? []).map((agent) => staffParticipantOf(agent, corporateId)),
    ];
    return {
      corporateId,
      items: participants.map((participant) => ({ eventId: values.eventId, participant })),
      invoicePerParticipant: values.invoicePerParticipant,
      idempotencyKey: key,
    };
  };

  const check = () =>
    form
      .validateFields()
      .then((values) => trySave(async () => setQuote(await validate(input(values)).unwrap())))
      .catch(() => onValidationFailed(true));

  const create = () =>
    form
      .validateFields()
      .then((values) =>
        trySave(async () =>
          setDone(await register({ ...input(values), expectedTotalCents: quote?.quote.totalCents }).unwrap()),
        ),
      )
      .catch(() => onValidationFailed(true));

  const another = () => {
    form.resetFields();
    setAgents([]);
    setQuote(null);
    setDone(null);
    setKey(newIdempotencyKey());
  };

  const count = agents.length + (Form.useWatch('newAgents', form)?.length ?? 0);

  return (
    <RequireAbility action="create" subject="Invoice">
      <Card title="Corporate registration" data-testid="corporate-registration">
        {done ? (
          <RegistrationDone
            result={done}
            onAnother={another}
            title={`Registered ${done.registration.lines.length} participants of ${corporate?.name ?? 'the company'}`}
          />
        ) : (
          <Form<CorporateValues>
            form={form}
            layout="vertical"
            disabled={saving}
            initialValues={{ invoicePerParticipant: false, newAgents: [] }}
            onValuesChange={() => setQuote(null)}
            style={{ maxWidth: 1100 }}
            data-testid="corporate-form"
          >
            <FormErrorAlert title={formError?.title} details={formError?.details} />
            <Form.Item label="Company" required>
              <CorporatePicker
                value={corporate}
                onChange={(picked) => {
                  setCorporate(picked);
                  setAgents([]);
                  setQuote(null);
                }}
              />
            </Form.Item>
            <Form.Item
              name="eventId"
              label="Event"
              rules={[{ required: true, message: 'Event is required' }]}
            >
              <EventPicker onChange={(eventId) => form.setFieldsValue({ eventId })} />
            </Form.Item>
            {corporate && (
              <>
                <Typography.Title level={5}>Its participants</Typography.Title>
                <AgentTable
                  corporateId={corporate.id}
                  selected={agents}
                  onSelect={(picked) => {
                    setAgents(picked);
                    setQuote(null);
                  }}
                />
                <Typography.Title level={5} style={{ marginTop: 16 }}>
                  Participants not yet on its list
                </Typography.Title>
                <ParticipantRows
                  name="newAgents"
                  form={form}
                  addLabel="Add a participant"
                  disabled={saving}
                />
              </>
            )}
            <Form.Item name="invoicePerParticipant" valuePropName="checked" style={{ marginTop: 16 }}>
              <Checkbox>One invoice per participant (instead of one for the registration)</Checkbox>
            </Form.Item>
            {quote && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                data-testid="corporate-quote"
                title={`${count} participants: ${formatMoney(quote.quote.totalCents)} invoiced to ${corporate?.name ?? 'the company'}${quote.dueOn ? `, due ${quote.dueOn}` : ''}`}
              />
            )}
            <Flex gap="small">
              <Button
                onClick={() => void check()}
                disabled={!corporate || count === 0}
                loading={validating.isLoading}
                data-testid="corporate-validate"
              >
                Check
              </Button>
              <Button
                type="primary"
                onClick={() => void create()}
                disabled={!quote}
                loading={registering.isLoading}
                data-testid="corporate-create"
              >
                Register and invoice the company
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
    </RequireAbility>
  );
}
