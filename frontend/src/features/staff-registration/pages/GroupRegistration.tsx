import { Card, Form, Select, Steps, Typography } from 'antd';
import { RequireAbility } from '@/admin/RequireAbility';
import { paymentOf, type PaymentFieldValues } from '@/features/finance/components/PaymentFields';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { singaporeToday } from '@/shared/singaporeTime';
import { usePageTitle } from '@/shared/usePageTitle';
import { RegistrationDone } from '../components';
import {
  CounterPaymentFields,
  CounterStepButtons,
  EventAndPriceFields,
  ParticipantRows,
  counterPaymentFields,
  eventAndPriceFields,
  feeCentsOf,
  staffParticipantOf,
  stepFieldNames,
  useCounterRegistration,
  type EventAndPriceValues,
  type ParticipantValues,
} from '../CounterSteps';

type GroupValues = PaymentFieldValues &
  EventAndPriceValues & { participants: ParticipantValues[]; payerIndex: number; payNow: boolean };

/** A group is several people; the one payer is invoiced for them all. */
const MIN_GROUP = 2;

const steps = [
  { title: 'Participants', fields: ['participants', 'payerIndex'] },
  { title: 'Event and price', fields: eventAndPriceFields },
  { title: 'Payment', fields: counterPaymentFields },
];
const fieldNames = {
  fields: stepFieldNames(steps).filter((name) => name !== 'participants'),
  lists: ['participants'],
};

const nameOf = (participant: ParticipantValues | undefined, index: number) =>
  [participant?.firstName, participant?.lastName].filter(Boolean).join(' ').trim() ||
  `Participant ${index + 1}`;

/** Group registration (spec 2.2, steps 1–4): several participants at one event, one payer, one invoice. */
export function GroupRegistration() {
  usePageTitle('Group registration');
  const [form] = Form.useForm<GroupValues>();
  const registration = useCounterRegistration(
    form,
    steps,
    fieldNames,
    'Error registering the group, please review the form',
  );
  const { current, hiddenUnless, items, saving, formError, done, another } = registration;
  const participants = (Form.useWatch('participants', form) as ParticipantValues[] | undefined) ?? [];
  const payNow = Form.useWatch('payNow', form);
  const price = Form.useWatch('price', form);
  const payerIndex = Form.useWatch('payerIndex', form) ?? 0;
  const unitCents = feeCentsOf(price);

  const submit = () =>
    registration.submit((values, idempotencyKey) => ({
      channel: 'GROUP',
      idempotencyKey,
      payerIndex: values.payerIndex,
      items: values.participants.map((participant) => ({
        eventId: values.eventId,
        participantTypeId: values.participantTypeId ?? null,
        feeCents: feeCentsOf(values.price),
        participant: staffParticipantOf(participant),
      })),
      payment: values.payNow ? paymentOf(values) : null,
    }));

  return (
    <RequireAbility action="create" subject="Registration">
      <Card title="Group registration" data-testid="group-registration">
        <Steps current={current} items={items} style={{ marginBottom: 24 }} />
        {done ? (
          <RegistrationDone
            result={done}
            onAnother={another}
            title={`Registered a group of ${done.registration.lines.length}`}
          />
        ) : (
          <Form<GroupValues>
            form={form}
            layout="vertical"
            initialValues={{
              participants: [{}, {}],
              payerIndex: 0,
              payNow: true,
              receivedOn: singaporeToday(),
              price: null,
            }}
            onValuesChange={(changed: Partial<GroupValues>, all) => {
              // Removing the payer's row falls back to the first participant paying.
              if (changed.participants && all.payerIndex >= changed.participants.length) {
                form.setFieldsValue({ payerIndex: 0 });
              }
            }}
            disabled={saving}
            style={{ maxWidth: 1100 }}
            data-testid="group-form"
          >
            <FormErrorAlert title={formError?.title} details={formError?.details} />
            <div style={hiddenUnless(0)}>
              <ParticipantRows
                name="participants"
                form={form}
                addLabel="Add a participant"
                minimum={MIN_GROUP}
                finder
                disabled={saving}
              />
              <Form.Item
                name="payerIndex"
                label="Who pays (one invoice for the group)"
                rules={[{ required: true, message: 'Choose who pays' }]}
                style={{ maxWidth: 400, marginTop: 16 }}
              >
                <Select
                  options={participants.map((participant, index) => ({
                    value: index,
                    label: nameOf(participant, index),
                  }))}
                />
              </Form.Item>
            </div>
            <div style={hiddenUnless(1)}>
              <EventAndPriceFields form={form} />
            </div>
            <div style={hiddenUnless(2)}>
              <Typography.Paragraph data-testid="group-payer">
                {`${participants.length} participants, invoiced to ${nameOf(participants[payerIndex], payerIndex)}`}
              </Typography.Paragraph>
              <CounterPaymentFields
                toPayCents={unitCents === null ? null : unitCents * participants.length}
                payNow={payNow}
                testId="group-total"
              />
            </div>
            <CounterStepButtons
              steps={registration}
              saving={saving}
              registerLabel="Register the group"
              onRegister={submit}
            />
          </Form>
        )}
      </Card>
    </RequireAbility>
  );
}
