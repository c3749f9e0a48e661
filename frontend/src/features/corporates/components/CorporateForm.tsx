import { Flex, Form, Input } from 'antd';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { emailRule, requiredText, whenFilled } from '@/shared/formRules';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import type { RecordFormProps } from '@/shared/RecordFormPage';
import { useCreateOrUpdate, withId } from '@/shared/useCreateOrUpdate';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import {
  breaksRule,
  corporateFieldLabels as labels,
  corporateFieldNames,
  corporateRules,
  hasMissingRequired,
  initialCorporateValues,
  toCorporateInput,
  type CorporateFormValues,
} from '../corporateForm';
import { useCreateCorporateMutation, useUpdateCorporateMutation } from '../corporatesApi';
import type { Corporate } from '../corporateTypes';

export type CorporateFormProps = RecordFormProps<Corporate>;

const errorFields = { fields: corporateFieldNames };

/** The server's format rule of a field. */
const formatRule = (rule: keyof typeof corporateRules) =>
  whenFilled((value) => !breaksRule(rule, value), corporateRules[rule].message);

/** Creates or edits a corporate; a refused save keeps what was typed and shows why by the fields. */
export function CorporateForm({ record, onSaved, onCancel }: CorporateFormProps) {
  const [form] = Form.useForm<CorporateFormValues>();
  const { saving, save } = useCreateOrUpdate(useCreateCorporateMutation, useUpdateCorporateMutation, withId);
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);

  const onFinish = (values: CorporateFormValues) =>
    trySave(async () => onSaved(await save(toCorporateInput(values, record?.id), record?.id)));

  return (
    <Form<CorporateFormValues>
      form={form}
      layout="vertical"
      initialValues={initialCorporateValues(record)}
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(hasMissingRequired(values))}
      disabled={saving}
      style={{ maxWidth: 720 }}
      data-testid="corporate-form"
    >
      <FormErrorAlert title={formError} />
      <Form.Item name="name" label={labels.name} rules={[requiredText(labels.name)]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="uen" label={labels.uen} rules={[requiredText('UEN'), formatRule('uen')]}>
        <Input maxLength={12} placeholder="201912345K" autoComplete="off" style={{ maxWidth: 240 }} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="address" label={labels.address} style={{ flex: 3, minWidth: 240 }}>
          <Input maxLength={300} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="postalCode"
          label={labels.postalCode}
          rules={[formatRule('postalCode')]}
          style={{ flex: 1, minWidth: 140 }}
        >
          <Input maxLength={7} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item name="contactPerson" label={labels.contactPerson}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item
          name="contactEmail"
          label={labels.contactEmail}
          rules={[emailRule]}
          style={{ flex: 1, minWidth: 240 }}
        >
          <Input maxLength={254} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="contactNo"
          label={labels.contactNo}
          rules={[formatRule('contactNo')]}
          style={{ flex: 1, minWidth: 200 }}
        >
          <Input maxLength={20} placeholder="6123 4567" autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item name="remarks" label={labels.remarks}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
      </Form.Item>
      <FormSubmitRow saving={saving} onCancel={onCancel} />
    </Form>
  );
}
