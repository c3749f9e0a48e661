import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Select, Steps, Typography } from 'antd';
import { useState } from 'react';
import { RequireAbility } from '@/admin/RequireAbility';
import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';
import {
  PaymentFields,
  paymentOf,
  type PaymentFieldValues,
} from '@/features/finance/components/PaymentFields';
import { useGetParticipantsQuery } from '@/features/participants/participantsApi';
import type { ParticipantSummary } from '@/features/participants/participantTypes';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { centsToDollars, dollarsToCents, formatMoney } from '@/shared/money';
import { singaporeToday } from '@/shared/singaporeTime';
import { useDebouncedValue } from '@/shared/useDebouncedValue';
import { usePageTitle } from '@/shared/usePageTitle';
import { useSaveProblem } from '@/shared/useSaveProblem';
import { EventPicker, RegistrationDone } from '../components';
import { newIdempotencyKey, useRegisterAtCounterMutation } from '../staffRegistrationApi';
import type { StaffRegistrationResult } from '../staffRegistrationTypes';

interface WalkInValues extends PaymentFieldValues {
  firstName: string;
  lastName: string;
  nric?: string;
  email: string;
  mobileNo: string;
  eventId: number;
  participantTypeId?: number | null;
  price: number | null;
  payNow: boolean;
}

const steps = [
  { title: 'Participant', fields: ['firstName', 'lastName', 'nric', 'email', 'mobileNo'] },
  { title: 'Event and price', fields: ['eventId', 'participantTypeId', 'price'] },
  { title: 'Payment', fields: ['payNow', 'paymentModeId', 'receivedOn', 'reference', 'chequeBank'] },
];
const fieldNames = { fields: steps.flatMap((step) => step.fields) };

/** Finds the walk-in among the participants by NRIC/FIN, mobile, e-mail or name. */
function ParticipantFinder({ onPick }: { onPick: (participant: ParticipantSummary) => void }) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const found = useGetParticipantsQuery(
    { page: 1, pageSize: 10, keyword, sort: null, filters: {} },
    { skip: keyword.length < 3 },
  );
  const matches = found.data?.items ?? [];
  return (
    <Select<number>
      id="find-participant"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={null}
      placeholder="Find by NRIC/FIN, mobile, e-mail or name"
      notFoundContent={
        keyword.length < 3 ? 'Type at least 3 characters' : 'No participant: enter a new one below'
      }
      loading={found.isFetching}
      options={matches.map((p) => ({
        value: p.id,
        label: [p.name, p.nric, p.mobileNo, p.email].filter(Boolean).join(' · '),
      }))}
      onChange={(id) => {
        const participant = matches.find((p) => p.id === id);
        if (participant) onPick(participant);
      }}
      style={{ width: '100%', maxWidth: 560 }}
      data-testid="participant-finder"
    />
  );
}

/** Walk-in (spec 2.2, steps 1–5): a participant at the counter, registered, invoiced and paid now or later. */
export function WalkInRegistration() {
  usePageTitle('Walk-in registration');
  const [form] = Form.useForm<WalkInValues>();
  const [current, setCurrent] = useState(0);
  const [found, setFound] = useState<ParticipantSummary | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<StaffRegistrationResult | null>(null);
  const [register, { isLoading: saving }] = useRegisterAtCounterMutation();
  const { formError, trySave, onValidationFailed } = useSaveProblem(
    form,
    fieldNames,
    'Error registering the walk-in, please review the form',
  );
  const types = useGetActiveEntriesQuery('participanttypes');
  const payNow = Form.useWatch('payNow', form);
  const price = Form.useWatch('price', form);

  const pick = (participant: ParticipantSummary) => {
    setFound(participant);
    const [firstName, ...rest] = participant.name.split(' ');
    form.setFieldsValue({
      firstName,
      lastName: rest.join(' '),
      // A masked NRIC cannot be sent back: the participant is found by id instead.
      nric: participant.nric?.includes('*') ? undefined : (participant.nric ?? undefined),
      email: participant.email,
      mobileNo: participant.mobileNo,
    });
  };

  const next = async () => {
    try {
      await form.validateFields(steps[current].fields);
      setCurrent(current + 1);
    } catch {
      onValidationFailed(true);
    }
  };

  const submit = () =>
    trySave(async () => {
      const values = form.getFieldsValue(true) as WalkInValues;
      setDone(
        await register({
          channel: 'WALK-IN',
          idempotencyKey: key,
          items: [
            {
              eventId: values.eventId,
              participantTypeId: values.participantTypeId ?? null,
              feeCents:
                values.price === null || values.price === undefined ? null : dollarsToCents(values.price),
              participant: {
                ...(found ? { id: found.id } : {}),
                firstName: values.firstName.trim(),
                lastName: values.lastName.trim(),
                nric: values.nric?.trim() || null,
                email: values.email.trim(),
                mobileNo: values.mobileNo.trim(),
              },
            },
          ],
          payment: values.payNow ? paymentOf(values) : null,
        }).unwrap(),
      );
      setCurrent(3);
    });

  const another = () => {
    form.resetFields();
    setFound(null);
    setDone(null);
    setCurrent(0);
    setKey(newIdempotencyKey());
  };

  const hiddenUnless = (step: number) => ({ display: current === step ? undefined : 'none' });

  return (
    <RequireAbility action="create" subject="Registration">
      <Card title="Walk-in registration" data-testid="walk-in">
        <Steps
          current={current}
          items={[...steps, { title: 'Confirmation', fields: [] }].map((step) => ({ title: step.title }))}
          style={{ marginBottom: 24 }}
        />
        {done ? (
          <RegistrationDone result={done} onAnother={another} title="Walk-in registered" />
        ) : (
          <Form<WalkInValues>
            form={form}
            layout="vertical"
            initialValues={{ payNow: true, receivedOn: singaporeToday(), price: null }}
            disabled={saving}
            style={{ maxWidth: 900 }}
            data-testid="walk-in-form"
          >
            <FormErrorAlert title={formError?.title} details={formError?.details} />
            <div style={hiddenUnless(0)}>
              <Form.Item label="Find an existing participant">
                <ParticipantFinder onPick={pick} />
              </Form.Item>
              {found && (
                <Typography.Paragraph type="secondary" data-testid="found-participant">
                  Registering participant #{found.id}.{' '}
                  <Typography.Link onClick={() => setFound(null)}>Enter a new one instead</Typography.Link>
                </Typography.Paragraph>
              )}
              <Flex gap="middle" wrap>
                <Form.Item
                  name="firstName"
                  label="First name"
                  rules={[{ required: true, whitespace: true, message: 'First name is required' }]}
                  style={{ flex: '1 1 240px' }}
                >
                  <Input maxLength={100} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="lastName"
                  label="Last name"
                  rules={[{ required: true, whitespace: true, message: 'Last name is required' }]}
                  style={{ flex: '1 1 240px' }}
                >
                  <Input maxLength={100} autoComplete="off" />
                </Form.Item>
              </Flex>
              <Flex gap="middle" wrap>
                <Form.Item name="nric" label="NRIC/FIN" style={{ flex: '1 1 180px' }}>
                  <Input maxLength={9} autoComplete="off" disabled={saving || found !== null} />
                </Form.Item>
                <Form.Item
                  name="mobileNo"
                  label="Mobile"
                  rules={[{ required: true, whitespace: true, message: 'Mobile is required' }]}
                  style={{ flex: '1 1 180px' }}
                >
                  <Input maxLength={20} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="email"
                  label="E-mail"
                  rules={[{ required: true, type: 'email', message: 'A valid e-mail is required' }]}
                  style={{ flex: '1 1 260px' }}
                >
                  <Input maxLength={200} autoComplete="off" />
                </Form.Item>
              </Flex>
            </div>
            <div style={hiddenUnless(1)}>
              <Form.Item
                name="eventId"
                label="Event"
                rules={[{ required: true, message: 'Event is required' }]}
              >
                <EventPicker
                  onChange={(eventId, event) => {
                    form.setFieldsValue({ eventId, price: event ? centsToDollars(event.feeCents) : null });
                  }}
                />
              </Form.Item>
              <Flex gap="middle" wrap>
                <Form.Item name="participantTypeId" label="Participant type" style={{ flex: '1 1 240px' }}>
                  <Select
                    allowClear
                    loading={types.isLoading}
                    options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
                    placeholder="The event's default"
                  />
                </Form.Item>
                <Form.Item
                  name="price"
                  label="Price incl. GST (S$)"
                  extra="Leave empty for the event's fee"
                  style={{ width: 220 }}
                >
                  <InputNumber min={0} precision={2} style={{ width: '100%' }} />
                </Form.Item>
              </Flex>
            </div>
            <div style={hiddenUnless(2)}>
              <Typography.Paragraph strong data-testid="walk-in-total">
                {price === null || price === undefined
                  ? "At the event's fee"
                  : `To pay: ${formatMoney(dollarsToCents(price))}`}
              </Typography.Paragraph>
              <Form.Item name="payNow" valuePropName="checked">
                <Checkbox>Paid now at the counter (cash, card terminal, PayNow)</Checkbox>
              </Form.Item>
              {payNow && <PaymentFields />}
              {!payNow && (
                <Typography.Paragraph type="secondary">
                  The invoice is issued now and paid later (Apply payment).
                </Typography.Paragraph>
              )}
            </div>
            <Flex gap="small">
              {current > 0 && <Button onClick={() => setCurrent(current - 1)}>Back</Button>}
              {current < 2 ? (
                <Button type="primary" onClick={() => void next()} data-testid="next-step">
                  Next
                </Button>
              ) : (
                <Button
                  type="primary"
                  loading={saving}
                  onClick={() =>
                    void form
                      .validateFields(steps[2].fields)
                      .then(submit)
                      .catch(() => onValidationFailed(true))
                  }
                  data-testid="register"
                >
                  Register
                </Button>
              )}
            </Flex>
          </Form>
        )}
      </Card>
    </RequireAbility>
  );
}
