import { Flex, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { requiredText, whenFilled } from '@/shared/formRules';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import type { RecordFormProps } from '@/shared/RecordFormPage';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import {
  initialPromoCodeValues,
  promoCodeFieldLabels as labels,
  promoCodeFieldNames,
  promoCodeMissingRequired,
  promoCodePattern,
  promoKindLabels,
  toPromoCodeInput,
  type PromoCodeFormValues,
} from '../promotionForm';
import { useSavePromoCodeMutation } from '../promotionsApi';
import { promoCodeKinds, type PromoCode } from '../promotionTypes';
import { CoursesSelect } from './CoursesSelect';
import { ValidityFields } from './ValidityFields';

const errorFields = { fields: promoCodeFieldNames };

const kindOptions = promoCodeKinds.map((kind) => ({ value: kind, label: promoKindLabels[kind] }));

/** Creates or edits a promo code; the discount is typed as a percentage or in dollars, as its kind says. */
export function PromoCodeForm({ record, onSaved, onCancel }: RecordFormProps<PromoCode>) {
  const [form] = Form.useForm<PromoCodeFormValues>();
  const [save, { isLoading }] = useSavePromoCodeMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const kind = Form.useWatch('kind', form) ?? initialPromoCodeValues(record).kind;

  const onFinish = (values: PromoCodeFormValues) =>
    trySave(async () => onSaved(await save(toPromoCodeInput(values, record?.id)).unwrap()));

  return (
    <Form<PromoCodeFormValues>
      form={form}
      layout="vertical"
      initialValues={initialPromoCodeValues(record)}
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(promoCodeMissingRequired(values))}
      disabled={isLoading}
      data-testid="promo-code-form"
    >
      <FormErrorAlert title={formError} />
      <Form.Item
        name="code"
        label={labels.code}
        rules={[
          requiredText(labels.code),
          whenFilled((value) => promoCodePattern.test(value), 'Code may hold letters, digits and dashes'),
        ]}
        normalize={(value: string) => value.toUpperCase()}
      >
        <Input maxLength={40} placeholder="EARLYBIRD" autoComplete="off" style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="description" label={labels.description} rules={[requiredText(labels.description)]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Flex gap="middle" wrap align="flex-start">
        <Form.Item name="kind" label={labels.kind}>
          <Radio.Group options={kindOptions} optionType="button" />
        </Form.Item>
        <Form.Item
          name="value"
          label={labels.value}
          dependencies={['kind']}
          rules={[
            { required: true, message: `${labels.value} is required` },
            ...(kind === 'percent'
              ? [{ type: 'number' as const, max: 100, message: 'A percentage cannot exceed 100%' }]
              : []),
          ]}
        >
          <InputNumber<number>
            min={0.01}
            precision={2}
            {...(kind === 'percent' ? { suffix: '%' } : { prefix: 'S$' })}
            style={{ width: 180 }}
          />
        </Form.Item>
      </Flex>
      <Form.Item name="courseIds" label={labels.courseIds} extra="Leave empty for every course.">
        <CoursesSelect placeholder="Every course" />
      </Form.Item>
      <ValidityFields />
      <Flex gap="middle" wrap>
        <Form.Item name="maxUses" label={labels.maxUses} extra="Leave empty for no limit.">
          <InputNumber<number> min={1} precision={0} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="active" label={labels.active} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      <FormSubmitRow saving={isLoading} onCancel={onCancel} />
    </Form>
  );
}
