import { App, Card, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useAppAbility } from '@/app/abilityContext';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { useGetRegistrationClaimsQuery, useSaveClaimMutation } from '../resApi';
import { claimStatuses, type ClaimStatus, type SkillsFutureClaim } from '../resTypes';
import { SkillsFutureClaimsTable } from './SkillsFutureClaimsTable';

/** The amounts carry the server's names, so its field errors land on them, but hold dollars. */
interface ClaimValues {
  registrationEventId: number;
  courseReference: string;
  courseRun: string;
  fullFeeCents: number | null;
  grantCents: number | null;
  creditClaimedCents: number | null;
  claimStatus: ClaimStatus;
}

const errorFields = {
  fields: ['courseReference', 'courseRun', 'fullFeeCents', 'grantCents', 'creditClaimedCents', 'claimStatus'],
};

const valuesOf = (seatId: number, claim: SkillsFutureClaim | undefined, listCents: number): ClaimValues => ({
  registrationEventId: seatId,
  courseReference: claim?.courseReference ?? '',
  courseRun: claim?.courseRun ?? '',
  fullFeeCents: centsToDollars(claim?.fullFeeCents ?? listCents),
  grantCents: centsToDollars(claim?.grantCents ?? 0),
  creditClaimedCents: centsToDollars(claim?.creditClaimedCents ?? 0),
  claimStatus: claim?.claimStatus ?? 'Pending',
});

function ClaimForm({
  registration,
  claims,
}: {
  registration: RegistrationView;
  claims: SkillsFutureClaim[];
}) {
  const [form] = Form.useForm<ClaimValues>();
  const [save, { isLoading }] = useSaveClaimMutation();
  const { formError, trySave } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();
  const [first] = registration.lines;
  const claimOf = (seatId: number) => claims.find((claim) => claim.registrationEventId === seatId);
  const lineOf = (seatId: number) => registration.lines.find((line) => line.id === seatId);
  const onSeat = (seatId: number) =>
    form.setFieldsValue(valuesOf(seatId, claimOf(seatId), lineOf(seatId)?.listCents ?? 0));
  const onFinish = (values: ClaimValues) =>
    trySave(async () => {
      await save({
        registrationEventId: values.registrationEventId,
        registrationId: registration.id,
        courseReference: values.courseReference,
        courseRun: values.courseRun,
        fullFeeCents: dollarsToCents(values.fullFeeCents ?? 0),
        grantCents: dollarsToCents(values.grantCents ?? 0),
        creditClaimedCents: dollarsToCents(values.creditClaimedCents ?? 0),
        claimStatus: values.claimStatus,
      }).unwrap();
      void message.success('SkillsFuture claim saved');
    });
  if (!first) return null;
  const moneyInput = <InputNumber min={0} max={1_000_000} precision={2} style={{ width: '100%' }} />;
  return (
    <Form<ClaimValues>
      form={form}
      layout="vertical"
      initialValues={valuesOf(first.id, claimOf(first.id), first.listCents)}
      onFinish={onFinish}
      disabled={isLoading}
      data-testid="claim-form"
    >
      <FormErrorAlert title={formError} />
      <Flex gap="middle" wrap>
        <Form.Item name="registrationEventId" label="Enrolment" style={{ flex: 2, minWidth: 220 }}>
          <Select
            onChange={onSeat}
            options={registration.lines.map((line) => ({
              value: line.id,
              label: `${line.participantName}: ${line.eventTitle}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="courseReference"
          label="Course reference no."
          rules={[{ required: true, message: 'Course reference no. is required' }]}
          style={{ flex: 1, minWidth: 180 }}
        >
          <Input maxLength={30} placeholder="TGS-2026501234" />
        </Form.Item>
        <Form.Item
          name="courseRun"
          label="Course run"
          rules={[{ required: true, message: 'Course run is required' }]}
          style={{ flex: 1, minWidth: 140 }}
        >
          <Input maxLength={30} />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item name="fullFeeCents" label="Full fee (S$)" style={{ flex: 1, minWidth: 140 }}>
          {moneyInput}
        </Form.Item>
        <Form.Item name="grantCents" label="Grant (S$)" style={{ flex: 1, minWidth: 140 }}>
          {moneyInput}
        </Form.Item>
        <Form.Item name="creditClaimedCents" label="Credit claimed (S$)" style={{ flex: 1, minWidth: 140 }}>
          {moneyInput}
        </Form.Item>
        <Form.Item name="claimStatus" label="Claim status" style={{ flex: 1, minWidth: 140 }}>
          <Select options={claimStatuses.map((status) => ({ value: status, label: status }))} />
        </Form.Item>
      </Flex>
      <FormSubmitRow
        saving={isLoading}
        onCancel={() => form.resetFields()}
        saveText="Save claim"
        testId="save-claim"
      />
    </Form>
  );
}

/** The registration page's SkillsFuture claims: the details per enrolment, and recording them. */
export function RegistrationClaims({ registration }: { registration: RegistrationView }) {
  const { data, error, refetch } = useGetRegistrationClaimsQuery(registration.id);
  const canEdit = useAppAbility().can('update', 'Registration');
  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  const claims = data ?? [];
  if (!claims.length && !canEdit) return null;
  return (
    <Card title="SkillsFuture claims" data-testid="registration-claims">
      <Flex vertical gap="middle">
        {claims.length > 0 && <SkillsFutureClaimsTable claims={claims} showParticipant />}
        {canEdit && <ClaimForm registration={registration} claims={claims} />}
      </Flex>
    </Card>
  );
}
