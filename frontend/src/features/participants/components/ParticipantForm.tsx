import { Divider, Flex, Form, Input, Select, type FormRule } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppAbility } from '@/app/abilityContext';
import { isSingaporeMobile, mobileMessage } from '@/features/people/personForm';
import { toFieldPath } from '@/shared/fieldErrors';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { profileSaveErrorMessage } from '@/shared/formMessages';
import { emailRule, requiredText, whenFilled } from '@/shared/formRules';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { IdSelect } from '@/shared/IdSelect';
import { isNric, nricMessage } from '@/shared/nric';
import type { RecordFormProps } from '@/shared/RecordFormPage';
import { useCreateOrUpdate, withId } from '@/shared/useCreateOrUpdate';
import { useSaveProblem } from '@/shared/useSaveProblem';
import {
  agencyNameRule,
  ceaRegNoMessage,
  ceaRegNoPattern,
  duplicateParticipantId,
  hasMissingRequired,
  hiddenPersonalFields,
  initialParticipantValues,
  participantErrorFields,
  participantFieldLabels as labels,
  pcepLabels,
  pngLabels,
  postalCodeRule,
  toParticipantInput,
  type ParticipantFormValues,
} from '../participantForm';
import { useCreateParticipantMutation, useUpdateParticipantMutation } from '../participantsApi';
import { partnerAgency, pngStatuses, type LookupField, type Participant } from '../participantTypes';
import { participantPaths } from '../paths';
import { useParticipantFormData } from '../useParticipantFormData';

const required = (field: keyof ParticipantFormValues): FormRule => requiredText(labels[field]);

const column = { flex: '1 1 200px' } as const;
const hiddenNote = 'Only staff who may see personal data can see or change it.';

export type ParticipantFormProps = RecordFormProps<Participant>;

/** Creates or edits a participant; a refused save keeps what was typed and shows why by the fields. */
export function ParticipantForm({ record, onSaved, onCancel }: ParticipantFormProps) {
  const [form] = Form.useForm<ParticipantFormValues>();
  const { saving, save } = useCreateOrUpdate(
    useCreateParticipantMutation,
    useUpdateParticipantMutation,
    withId,
  );
  const { formError, clearFormError, onSaveFailed, onValidationFailed } = useSaveProblem(
    form,
    participantErrorFields,
    profileSaveErrorMessage,
  );
  const [duplicateId, setDuplicateId] = useState<number | null>(null);
  const ability = useAppAbility();
  const hidden = hiddenPersonalFields(record, ability.can('read', 'PersonalData'));
  const formData = useParticipantFormData();
  const agentStatus = Form.useWatch('agentStatus', form) as string | null | undefined;
  // Where the message above the form shows, even before there is one.
  const alertRef = useRef<HTMLDivElement>(null);

  const lookup = (field: LookupField) => (
    <Form.Item key={field} name={field} label={labels[field]} style={column}>
      <IdSelect entries={formData.data?.lookups[field]} loading={formData.loading} />
    </Form.Item>
  );

  const onFinish = async (values: ParticipantFormValues) => {
    clearFormError();
    setDuplicateId(null);
    const input = toParticipantInput(values, record?.id, hidden);
    try {
      onSaved(await save(input, record?.id));
    } catch (error) {
      const { status, message, onFields } = onSaveFailed(error);
      if (status === 409) setDuplicateId(duplicateParticipantId(message));
      // The form is long: bring what went wrong into view, the first refused field or the message above.
      const [first] = Object.keys(onFields);
      if (first) form.scrollToField(toFieldPath(first));
      else alertRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };

  let details: ReactNode = formError?.details;
  if (duplicateId !== null && duplicateId !== record?.id) {
    details = (
      <Flex gap="middle" wrap>
        <Link to={participantPaths.view(duplicateId)} data-testid="duplicate-link">
          Open participant #{duplicateId}
        </Link>
        {record && ability.can('delete', 'Participant') && (
          <Link to={participantPaths.merge(duplicateId, record.id)}>Merge the two records</Link>
        )}
      </Flex>
    );
  }

  return (
    <Form<ParticipantFormValues>
      form={form}
      layout="vertical"
      initialValues={initialParticipantValues(record)}
      onFinish={onFinish}
      onFinishFailed={({ values }) => {
        setDuplicateId(null);
        onValidationFailed(hasMissingRequired(values));
      }}
      scrollToFirstError
      disabled={saving}
      style={{ maxWidth: 880 }}
      data-testid="participant-form"
    >
      <div ref={alertRef}>
        <FormErrorAlert title={formError?.title} details={details} />
      </div>

      <Divider titlePlacement="start">Personal details</Divider>
      <Flex gap="middle" wrap>
        <Form.Item name="firstName" label={labels.firstName} rules={[required('firstName')]} style={column}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label={labels.lastName} rules={[required('lastName')]} style={column}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item
          name="nric"
          label={labels.nric}
          rules={hidden.includes('nric') ? [] : [whenFilled(isNric, nricMessage)]}
          extra={hidden.includes('nric') ? hiddenNote : undefined}
          style={column}
        >
          <Input
            maxLength={20}
            placeholder="S1234567D"
            autoComplete="off"
            disabled={hidden.includes('nric')}
          />
        </Form.Item>
        <Form.Item
          name="dateOfBirth"
          label={labels.dateOfBirth}
          extra={hidden.includes('dateOfBirth') ? hiddenNote : undefined}
          style={column}
        >
          {/* A native date input, so people and browser tests alike can type YYYY-MM-DD. */}
          <Input type="date" disabled={hidden.includes('dateOfBirth')} />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        {(['genderId', 'raceId', 'nationalityId', 'citizenshipId'] as const).map(lookup)}
      </Flex>

      <Divider titlePlacement="start">Contact</Divider>
      <Flex gap="middle" wrap>
        <Form.Item name="email" label={labels.email} rules={[required('email'), emailRule]} style={column}>
          <Input maxLength={254} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="mobileNo"
          label={labels.mobileNo}
          rules={[required('mobileNo'), whenFilled(isSingaporeMobile, mobileMessage)]}
          style={column}
        >
          <Input maxLength={20} placeholder="9123 4567" autoComplete="off" />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item name="address" label={labels.address} style={{ flex: '3 1 320px' }}>
          <Input maxLength={300} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="postalCode"
          label={labels.postalCode}
          rules={[postalCodeRule]}
          style={{ flex: '1 1 120px' }}
        >
          <Input maxLength={6} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Flex>

      <Divider titlePlacement="start">Work</Divider>
      <Flex gap="middle" wrap>
        <Form.Item
          name="ceaRegNo"
          label={labels.ceaRegNo}
          rules={[whenFilled((value) => ceaRegNoPattern.test(value.toUpperCase()), ceaRegNoMessage)]}
          style={column}
        >
          <Input maxLength={20} placeholder="R123456A" autoComplete="off" />
        </Form.Item>
        <Form.Item name="agentStatus" label={labels.agentStatus} style={column}>
          <Select<string | null>
            allowClear
            options={(formData.data?.agentStatuses ?? []).map((value) => ({ value, label: value }))}
            loading={formData.loading}
            placeholder="Choose…"
          />
        </Form.Item>
        <Form.Item
          name="agencyName"
          label={labels.agencyName}
          dependencies={['agentStatus']}
          required={agentStatus === partnerAgency}
          rules={[agencyNameRule]}
          style={column}
        >
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item name="corporateId" label={labels.corporateId} style={column}>
          <IdSelect entries={formData.data?.corporates} loading={formData.loading} />
        </Form.Item>
        {(['participantTypeId', 'profileId'] as const).map(lookup)}
      </Flex>
      <Flex gap="middle" wrap>
        {(['educationId', 'employmentId'] as const).map(lookup)}
      </Flex>

      <Divider titlePlacement="start">Event needs</Divider>
      <Flex gap="middle" wrap>
        {(['dietaryId', 'tshirtSizeId'] as const).map(lookup)}
      </Flex>
      <Form.Item name="medicalCondition" label={labels.medicalCondition}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>

      <Divider titlePlacement="start">Professional certification (PCEP)</Divider>
      <Flex gap="middle" wrap>
        <Form.Item name={['pcep', 'membershipNo']} label={pcepLabels.membershipNo} style={column}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name={['pcep', 'enrolledOn']} label={pcepLabels.enrolledOn} style={column}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name={['pcep', 'expiresOn']} label={pcepLabels.expiresOn} style={column}>
          <Input type="date" />
        </Form.Item>
      </Flex>

      <Divider titlePlacement="start">PNG training</Divider>
      <Flex gap="middle" wrap>
        <Form.Item name={['png', 'status']} label={pngLabels.status} style={column}>
          <Select<string | null>
            allowClear
            options={pngStatuses.map((value) => ({ value, label: value }))}
            placeholder="Choose…"
          />
        </Form.Item>
        <Form.Item name={['png', 'cohort']} label={pngLabels.cohort} style={column}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name={['png', 'enrolledOn']} label={pngLabels.enrolledOn} style={column}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name={['png', 'completedOn']} label={pngLabels.completedOn} style={column}>
          <Input type="date" />
        </Form.Item>
      </Flex>

      <Divider />
      <Form.Item name="remarks" label={labels.remarks}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
      </Form.Item>
      <FormSubmitRow saving={saving} onCancel={onCancel} />
    </Form>
  );
}
