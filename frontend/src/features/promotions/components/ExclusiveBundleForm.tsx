import { Form, Input, InputNumber, Switch } from 'antd';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { requiredText } from '@/shared/formRules';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import type { RecordFormProps } from '@/shared/RecordFormPage';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import {
  bundleCourseCount,
  bundleFieldNames,
  bundleMissingRequired,
  initialBundleValues,
  toBundleInput,
  type ExclusiveBundleFormValues,
} from '../promotionForm';
import { useSaveExclusiveBundleMutation } from '../promotionsApi';
import type { ExclusiveBundle } from '../promotionTypes';
import { CoursesSelect } from './CoursesSelect';
import { ValidityFields } from './ValidityFields';

const errorFields = { fields: bundleFieldNames };

const courseCountMessage = `A bundle has ${bundleCourseCount.min} or ${bundleCourseCount.max} courses`;

/** Creates or edits an exclusive bundle: a discount in dollars for taking all of two or three courses. */
export function ExclusiveBundleForm({ record, onSaved, onCancel }: RecordFormProps<ExclusiveBundle>) {
  const [form] = Form.useForm<ExclusiveBundleFormValues>();
  const [save, { isLoading }] = useSaveExclusiveBundleMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);

  const onFinish = (values: ExclusiveBundleFormValues) =>
    trySave(async () => onSaved(await save(toBundleInput(values, record?.id)).unwrap()));

  return (
    <Form<ExclusiveBundleFormValues>
      form={form}
      layout="vertical"
      initialValues={initialBundleValues(record)}
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(bundleMissingRequired(values))}
      disabled={isLoading}
      data-testid="bundle-form"
    >
      <FormErrorAlert title={formError} />
      <Form.Item name="name" label="Name" rules={[requiredText('Name')]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="courseIds"
        label="Courses"
        rules={[
          { required: true, message: courseCountMessage },
          {
            type: 'array',
            min: bundleCourseCount.min,
            max: bundleCourseCount.max,
            message: courseCountMessage,
          },
        ]}
      >
        <CoursesSelect placeholder="Two or three courses" maxCount={bundleCourseCount.max} />
      </Form.Item>
      <Form.Item
        name="discount"
        label="Discount"
        rules={[{ required: true, message: 'Discount is required' }]}
      >
        <InputNumber<number> prefix="S$" min={0.01} precision={2} style={{ width: 180 }} />
      </Form.Item>
      <ValidityFields />
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
      <FormSubmitRow saving={isLoading} onCancel={onCancel} />
    </Form>
  );
}
