import {
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Typography,
  type FormInstance,
} from 'antd';
import { useState } from 'react';
import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';
import { PaymentFields } from '@/features/finance/components/PaymentFields';
import { useGetParticipantsQuery } from '@/features/participants/participantsApi';
import type { ParticipantSummary } from '@/features/participants/participantTypes';
import { centsToDollars, dollarsToCents, formatMoney } from '@/shared/money';
import type { FormFieldNames } from '@/shared/fieldErrors';
import { useDebouncedValue } from '@/shared/useDebouncedValue';
import { useSaveProblem } from '@/shared/useSaveProblem';
import { EventPicker } from './components';
import { newIdempotencyKey, useRegisterAtCounterMutation } from './staffRegistrationApi';
import type {
  CounterRegistrationInput,
  StaffParticipant,
  StaffRegistrationResult,
} from './staffRegistrationTypes';

/**
 * The pieces the staff registration screens share: finding a participant, a participant's fields (a
 * labelled form at the counter, a row of a list for a group or a company), the event and price step, the
 * counter payment step, and stepping through a form one step's fields at a time.
 */

/** A participant as the staff forms hold them; `id` is set when found among the participants. */
export interface ParticipantValues {
  id?: number;
  firstName: string;
  lastName: string;
  nric?: string;
  email: string;
  mobileNo: string;
}

export const participantFields = ['firstName', 'lastName', 'nric', 'email', 'mobileNo'] as const;

/** What the server is sent: a found participant by id, a new one by their details (trimmed). */
export const staffParticipantOf = (values: ParticipantValues, corporateId?: number): StaffParticipant => ({
  ...(values.id ? { id: values.id } : {}),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  nric: values.nric?.trim() || null,
  email: values.email.trim(),
  mobileNo: values.mobileNo.trim(),
  ...(corporateId ? { corporateId } : {}),
});

/** A found participant as the form's values; a masked NRIC cannot be sent back, so the id stands for it. */
export const participantValuesOf = (participant: ParticipantSummary): ParticipantValues => {
  const [firstName, ...rest] = participant.name.split(' ');
  return {
    id: participant.id,
    firstName,
    lastName: rest.join(' '),
    nric: participant.nric?.includes('*') ? undefined : (participant.nric ?? undefined),
    email: participant.email,
    mobileNo: participant.mobileNo,
  };
};

/** Finds a participant by NRIC/FIN, mobile, e-mail or name. */
export function ParticipantFinder({
  onPick,
  id = 'find-participant',
}: {
  onPick: (participant: ParticipantSummary) => void;
  id?: string;
}) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const found = useGetParticipantsQuery(
    { page: 1, pageSize: 10, keyword, sort: null, filters: {} },
    { skip: keyword.length < 3 },
  );
  const matches = found.data?.items ?? [];
  return (
    <Select<number>
      id={id}
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
      onChange={(participantId) => {
        const participant = matches.find((p) => p.id === participantId);
        if (participant) onPick(participant);
      }}
      style={{ width: '100%', maxWidth: 560 }}
      data-testid="participant-finder"
    />
  );
}

const fieldRules = {
  firstName: [{ required: true, whitespace: true, message: 'First name is required' }],
  lastName: [{ required: true, whitespace: true, message: 'Last name is required' }],
  nric: [],
  email: [{ required: true, type: 'email' as const, message: 'A valid e-mail is required' }],
  mobileNo: [{ required: true, whitespace: true, message: 'Mobile is required' }],
};
const fieldLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  nric: 'NRIC/FIN',
  email: 'E-mail',
  mobileNo: 'Mobile',
};
const fieldSizes = { firstName: 100, lastName: 100, nric: 9, email: 200, mobileNo: 20 };
const fieldWidths = {
  labelled: {
    firstName: '1 1 240px',
    lastName: '1 1 240px',
    nric: '1 1 180px',
    mobileNo: '1 1 180px',
    email: '1 1 260px',
  },
  row: {
    firstName: '1 1 150px',
    lastName: '1 1 150px',
    nric: '1 1 110px',
    email: '1 1 200px',
    mobileNo: '1 1 120px',
  },
};

/**
 * A participant's name, NRIC/FIN, e-mail and mobile under `prefix` (a list row's name, or none): labelled
 * at the counter, a row with placeholders in a list. A found participant's NRIC/FIN stays as it is.
 */
export function ParticipantFields({
  prefix = [],
  row = false,
  nricLocked = false,
  disabled = false,
}: {
  prefix?: (string | number)[];
  row?: boolean;
  nricLocked?: boolean;
  disabled?: boolean;
}) {
  const item = (field: (typeof participantFields)[number]) => (
    <Form.Item
      key={field}
      name={[...prefix, field]}
      label={row ? undefined : fieldLabels[field]}
      rules={fieldRules[field]}
      style={{ flex: fieldWidths[row ? 'row' : 'labelled'][field], ...(row ? { marginBottom: 8 } : {}) }}
    >
      <Input
        placeholder={row ? fieldLabels[field] : undefined}
        maxLength={fieldSizes[field]}
        autoComplete="off"
        disabled={disabled || (field === 'nric' && nricLocked)}
      />
    </Form.Item>
  );
  if (row) return <>{participantFields.map(item)}</>;
  return (
    <>
      <Flex gap="middle" wrap>
        {item('firstName')}
        {item('lastName')}
      </Flex>
      <Flex gap="middle" wrap>
        {item('nric')}
        {item('mobileNo')}
        {item('email')}
      </Flex>
    </>
  );
}

/** A list of participants (`name`), one row each, added new or found (`finder`), removable. */
export function ParticipantRows({
  name,
  form,
  addLabel,
  minimum = 0,
  finder = false,
  disabled = false,
}: {
  name: string;
  form: FormInstance;
  addLabel: string;
  minimum?: number;
  finder?: boolean;
  disabled?: boolean;
}) {
  const rows = (Form.useWatch(name, form) as ParticipantValues[] | undefined) ?? [];
  return (
    <Form.List
      name={name}
      rules={[
        {
          validator: (_rule, value?: unknown[]) =>
            (value?.length ?? 0) < minimum
              ? Promise.reject(new Error(`Add at least ${minimum} participants`))
              : Promise.resolve(),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap="small">
          {finder && (
            <Form.Item label="Add an existing participant" style={{ marginBottom: 8 }}>
              <ParticipantFinder id={`${name}-finder`} onPick={(found) => add(participantValuesOf(found))} />
            </Form.Item>
          )}
          {fields.map((field, index) => (
            <Flex key={field.key} gap="small" wrap align="start" data-testid="participant-row">
              <Typography.Text style={{ width: 24, paddingTop: 5 }}>{index + 1}.</Typography.Text>
              <ParticipantFields
                prefix={[field.name]}
                row
                nricLocked={Boolean(rows[index]?.id)}
                disabled={disabled}
              />
              <Button onClick={() => remove(field.name)}>Remove</Button>
            </Flex>
          ))}
          <Button onClick={() => add()} style={{ alignSelf: 'start' }} data-testid="add-participant">
            {addLabel}
          </Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}

export interface EventAndPriceValues {
  eventId: number;
  participantTypeId?: number | null;
  price: number | null;
}

export const eventAndPriceFields = ['eventId', 'participantTypeId', 'price'] as const;

/** The price agreed at the counter in cents, or null for the event's fee. */
export const feeCentsOf = (price: number | null | undefined): number | null =>
  price === null || price === undefined ? null : dollarsToCents(price);

/** The event (today's first), the participant type and the price each participant pays. */
export function EventAndPriceFields({ form }: { form: FormInstance }) {
  const types = useGetActiveEntriesQuery('participanttypes');
  return (
    <>
      <Form.Item name="eventId" label="Event" rules={[{ required: true, message: 'Event is required' }]}>
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
    </>
  );
}

export const counterPaymentFields = [
  'payNow',
  'paymentModeId',
  'receivedOn',
  'reference',
  'chequeBank',
] as const;

/** Money taken now at the counter, or the invoice paid later; `toPayCents` null means "the event's fee". */
export function CounterPaymentFields({
  toPayCents,
  payNow,
  testId,
}: {
  toPayCents: number | null;
  payNow: boolean | undefined;
  testId: string;
}) {
  return (
    <>
      <Typography.Paragraph strong data-testid={testId}>
        {toPayCents === null ? "At the event's fee" : `To pay: ${formatMoney(toPayCents)}`}
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
    </>
  );
}

export interface FormStep {
  title: string;
  /** The fields the step shows, validated before the next (a list's rows with it). */
  fields: readonly (string | (string | number)[])[];
}

/** A form shown one step at a time; Next validates only the step's fields. */
export function useFormSteps(form: FormInstance, steps: readonly FormStep[], onInvalid: () => void) {
  const [current, setCurrent] = useState(0);
  const validateStep = (step: number) =>
    form.validateFields(steps[step].fields as (string | (string | number)[])[], { recursive: true });
  return {
    current,
    setCurrent,
    /** Validates the step, then moves on (or calls `then` on the last). */
    next: async (then?: () => unknown) => {
      try {
        await validateStep(current);
      } catch {
        onInvalid();
        return;
      }
      if (current < steps.length - 1) setCurrent(current + 1);
      else await then?.();
    },
    back: () => setCurrent(current - 1),
    hiddenUnless: (step: number) => ({ display: current === step ? undefined : 'none' }),
    isLast: current === steps.length - 1,
    /** The steps' titles with the confirmation after them. */
    items: [...steps.map((step) => ({ title: step.title })), { title: 'Confirmation' }],
  };
}

/** The steps' plain fields, where the server's field errors show. */
export const stepFieldNames = (steps: readonly FormStep[]): string[] =>
  steps.flatMap((step) => step.fields.filter((field): field is string => typeof field === 'string'));

/**
 * A counter registration's screen (walk-in, group): its steps, one idempotency key per registration so
 * a double click registers once, and the answer shown once registered.
 */
export function useCounterRegistration<Values>(
  form: FormInstance<Values>,
  steps: readonly FormStep[],
  fieldNames: FormFieldNames,
  saveError: string,
) {
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<StaffRegistrationResult | null>(null);
  const [register, { isLoading: saving }] = useRegisterAtCounterMutation();
  const { formError, trySave, onValidationFailed } = useSaveProblem(form, fieldNames, saveError);
  const formSteps = useFormSteps(form, steps, () => onValidationFailed(true));
  return {
    ...formSteps,
    saving,
    formError,
    done,
    /** Registers what `input` makes of the form's values, then shows the confirmation. */
    submit: (input: (values: Values, idempotencyKey: string) => CounterRegistrationInput) =>
      trySave(async () => {
        setDone(await register(input(form.getFieldsValue(true) as Values, key)).unwrap());
        formSteps.setCurrent(steps.length);
      }),
    /** A new, empty registration with its own key. */
    another: () => {
      form.resetFields();
      setDone(null);
      formSteps.setCurrent(0);
      setKey(newIdempotencyKey());
    },
  };
}

/** Back, and Next until the last step, where the button registers. */
export function CounterStepButtons({
  steps,
  saving,
  registerLabel,
  onRegister,
}: {
  steps: Pick<ReturnType<typeof useFormSteps>, 'current' | 'back' | 'next' | 'isLast'>;
  saving: boolean;
  registerLabel: string;
  onRegister: () => unknown;
}) {
  return (
    <Flex gap="small">
      {steps.current > 0 && <Button onClick={steps.back}>Back</Button>}
      {steps.isLast ? (
        <Button
          type="primary"
          loading={saving}
          onClick={() => void steps.next(onRegister)}
          data-testid="register"
        >
          {registerLabel}
        </Button>
      ) : (
        <Button type="primary" onClick={() => void steps.next()} data-testid="next-step">
          Next
        </Button>
      )}
    </Flex>
  );
}
