import { Alert, Button, Flex, Form, Input, InputNumber, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { applyFieldErrors, parseApiError } from '@/shared/apiError';
import {
  buildFacilitatorFormData,
  facilitatorFieldLabels as labels,
  hasMissingRequired,
  initialFacilitatorValues,
  isSingaporeMobile,
  mobileMessage,
  requiredFieldsMessage,
  splitFacilitatorErrors,
  toFacilitatorInput,
  type FacilitatorFormValues,
} from '../facilitatorForm';
import { useCreateFacilitatorMutation, useUpdateFacilitatorMutation } from '../facilitatorsApi';
import type { Facilitator } from '../facilitatorTypes';
import { AutofillFromLogin } from './AutofillFromLogin';
import { PhotoField } from './PhotoField';

type FormState = FacilitatorFormValues & { photo?: UploadFile[] };

export interface FacilitatorFormProps {
  /** The facilitator to edit, or null to create one. */
  facilitator: Facilitator | null;
  onSaved: (facilitator: Facilitator) => void;
  onCancel: () => void;
}

const required = (field: keyof FacilitatorFormValues) => ({
  required: true,
  whitespace: true,
  message: `${labels[field]} is required`,
});

/** Creates or edits a facilitator; a refused save keeps what was typed and shows why next to the fields. */
export function FacilitatorForm({ facilitator, onSaved, onCancel }: FacilitatorFormProps) {
  const [form] = Form.useForm<FormState>();
  const [create, createState] = useCreateFacilitatorMutation();
  const [update, updateState] = useUpdateFacilitatorMutation();
  const saving = createState.isLoading || updateState.isLoading;
  const [formError, setFormError] = useState<string | null>(null);
  const userId = Form.useWatch('userId', form);

  const onFinish = async ({ photo, ...values }: FormState) => {
    setFormError(null);
    const body = buildFacilitatorFormData(
      toFacilitatorInput(values, facilitator?.id),
      photo?.[0]?.originFileObj ?? null,
    );
    try {
      onSaved(await (facilitator ? update({ id: facilitator.id, body }) : create(body)).unwrap());
    } catch (error) {
      const { status, message, fieldErrors } = parseApiError(error);
      const { onFields, elsewhere } = splitFacilitatorErrors(fieldErrors);
      applyFieldErrors(form, onFields);
      if (elsewhere.length > 0) setFormError(elsewhere.join(' '));
      else if (status === 400 && Object.keys(onFields).length === 0) setFormError(requiredFieldsMessage);
      // A 409, 404 ... says what is wrong in its message; 403 and 419 were already told by the base query.
      else if (status !== 400 && !isAlertedGlobally(status)) setFormError(message);
    }
  };

  return (
    <Form<FormState>
      form={form}
      layout="vertical"
      initialValues={initialFacilitatorValues(facilitator)}
      onFinish={onFinish}
      onFinishFailed={({ values }) => setFormError(hasMissingRequired(values) ? requiredFieldsMessage : null)}
      disabled={saving}
      style={{ maxWidth: 640 }}
      data-testid="facilitator-form"
    >
      {formError && (
        <Alert
          type="error"
          showIcon
          title={formError}
          style={{ marginBottom: 16 }}
          data-testid="form-error"
        />
      )}
      <AutofillFromLogin form={form} />
      <Flex gap="middle" wrap>
        <Form.Item
          name="firstName"
          label={labels.firstName}
          rules={[required('firstName')]}
          style={{ flex: 1 }}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label={labels.lastName} rules={[required('lastName')]} style={{ flex: 1 }}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="email"
        label={labels.email}
        rules={[{ type: 'email', message: 'Enter a valid e-mail' }]}
      >
        <Input maxLength={255} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="mobileNo"
        label={labels.mobileNo}
        rules={[
          required('mobileNo'),
          {
            validator: (_rule, value: string | undefined) =>
              // Empty is the required rule's to report; one message per problem.
              value?.trim() && !isSingaporeMobile(value)
                ? Promise.reject(new Error(mobileMessage))
                : Promise.resolve(),
          },
        ]}
      >
        <Input maxLength={20} placeholder="9123 4567" autoComplete="off" />
      </Form.Item>
      {/* The linked login travels with the form; autofill sets it, Unlink clears it. */}
      <Form.Item name="userId" hidden>
        <InputNumber />
      </Form.Item>
      {typeof userId === 'number' && (
        <Typography.Paragraph data-testid="linked-login">
          Linked to login #{userId}{' '}
          <Button type="link" size="small" onClick={() => form.setFieldValue('userId', null)}>
            Unlink
          </Button>
        </Typography.Paragraph>
      )}
      <PhotoField facilitator={facilitator} />
      <Form.Item name="remarks" label={labels.remarks}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
      </Form.Item>
      <Flex gap="small" justify="flex-end">
        <Button onClick={onCancel} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="save-button">
          Save
        </Button>
      </Flex>
    </Form>
  );
}
