import { Card, Form, Steps, Typography } from 'antd';
import { useState } from 'react';
import { RequireAbility } from '@/admin/RequireAbility';
import { paymentOf, type PaymentFieldValues } from '@/features/finance/components/PaymentFields';
import type { ParticipantSummary } from '@/features/participants/participantTypes';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { singaporeToday } from '@/shared/singaporeTime';
import { usePageTitle } from '@/shared/usePageTitle';
import { RegistrationDone } from '../components';
import {
  CounterPaymentFields,
  CounterStepButtons,
  EventAndPriceFields,
  ParticipantFields,
  ParticipantFinder,
  counterPaymentFields,
  eventAndPriceFields,
  feeCentsOf,
  participantFields,
  participantValuesOf,
  staffParticipantOf,
  stepFieldNames,
  useCounterRegistration,
  type EventAndPriceValues,
  type ParticipantValues,
} from '../CounterSteps';

type WalkInValues = PaymentFieldValues & EventAndPriceValues & ParticipantValues & { payNow: boolean };

const steps = [
  { title: 'Participant', fields: participantFields },
  { title: 'Event and price', fields: eventAndPriceFields },
  { title: 'Payment', fields: counterPaymentFields },
];
const fieldNames = { fields: stepFieldNames(steps) };

/** Walk-in (spec 2.2, steps 1–5): a participant at the counter, registered, invoiced and paid now or later. */
export function WalkInRegistration() {
  usePageTitle('Walk-in registration');
  const [form] = Form.useForm<WalkInValues>();
  const [found, setFound] = useState<ParticipantSummary | null>(null);
  const registration = useCounterRegistration(
    form,
    steps,
    fieldNames,
    'Error registering the walk-in, please review the form',
  );
  const { current, hiddenUnless, items, saving, formError, done } = registration;
  const payNow = Form.useWatch('payNow', form);
  const price = Form.useWatch('price', form);

  const pick = (participant: ParticipantSummary) => {
    setFound(participant);
    form.setFieldsValue(participantValuesOf(participant));
  };

  const submit = () =>
    registration.submit((values, idempotencyKey) => ({
      channel: 'WALK-IN',
      idempotencyKey,
      items: [
        {
          eventId: values.eventId,
          participantTypeId: values.participantTypeId ?? null,
          feeCents: feeCentsOf(values.price),
          participant: staffParticipantOf({ ...values, id: found?.id }),
        },
      ],
      payment: values.payNow ? paymentOf(values) : null,
    }));

  const another = () => {
    registration.another();
    setFound(null);
  };

  return (
    <RequireAbility action="create" subject="Registration">
      <Card title="Walk-in registration" data-testid="walk-in">
        <Steps current={current} items={items} style={{ marginBottom: 24 }} />
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
              <ParticipantFields nricLocked={found !== null} disabled={saving} />
            </div>
            <div style={hiddenUnless(1)}>
              <EventAndPriceFields form={form} />
            </div>
            <div style={hiddenUnless(2)}>
              <CounterPaymentFields toPayCents={feeCentsOf(price)} payNow={payNow} testId="walk-in-total" />
            </div>
            <CounterStepButtons
              steps={registration}
              saving={saving}
              registerLabel="Register"
              onRegister={submit}
            />
          </Form>
        )}
      </Card>
    </RequireAbility>
  );
}
