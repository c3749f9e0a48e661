import { App, Card, Form, Input, InputNumber, Typography } from 'antd';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { requiredText } from '@/shared/formRules';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { hasBlankRequired } from '@/shared/formValues';
import { formatMoney } from '@/shared/money';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import {
  bankReferencePattern,
  initialPayNowValues,
  toPayNowInput,
  type PayNowFormValues,
} from '../registrationAdmin';
import { useConfirmPayNowMutation } from '../registrationAdminApi';

// The amount's own errors (`amountCents`) name no field of the form, so they show above it.
const errorFields = { fields: ['bankReference'] };

const requiredFields: (keyof PayNowFormValues)[] = ['bankReference', 'amount'];

/**
 * Confirms an unpaid PayNow registration against the bank's record of the transfer: its reference and the
 * amount received. The server refuses an amount that is not what is owed, and says so above the form.
 */
export function PayNowConfirmation({ registration }: { registration: RegistrationView }) {
  const [form] = Form.useForm<PayNowFormValues>();
  const [confirm, { isLoading }] = useConfirmPayNowMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();

  const onFinish = (values: PayNowFormValues) =>
    trySave(async () => {
      const confirmed = await confirm({
        registrationId: registration.id,
        ...toPayNowInput(values, registration.regNo),
      }).unwrap();
      void message.success(
        confirmed.paymentStatus === 'paid'
          ? 'PayNow transfer confirmed'
          : 'The transfer was already recorded',
      );
    });

  return (
    <Card title="Confirm PayNow transfer" data-testid="paynow-confirmation">
      <Typography.Paragraph type="secondary">
        Once the transfer for {registration.regNo} shows in the bank&apos;s records, enter its reference and
        the amount received ({formatMoney(registration.totalCents)} is owed). The registration is then paid,
        and the invoice and receipt are issued and e-mailed.
      </Typography.Paragraph>
      <Form<PayNowFormValues>
        form={form}
        layout="vertical"
        initialValues={initialPayNowValues(registration)}
        onFinish={onFinish}
        onFinishFailed={({ values }) => onValidationFailed(hasBlankRequired(values, requiredFields))}
        disabled={isLoading}
        style={{ maxWidth: 480 }}
        data-testid="paynow-form"
      >
        <FormErrorAlert title={formError} />
        <Form.Item
          name="bankReference"
          label="Bank reference"
          rules={[
            requiredText('Bank reference'),
            {
              pattern: bankReferencePattern,
              message: 'Enter the bank’s transaction reference: 4 to 60 letters, digits or dashes',
            },
          ]}
        >
          <Input maxLength={60} placeholder="DBS-123456" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount received"
          rules={[{ required: true, message: 'Amount received is required' }]}
        >
          <InputNumber<number> prefix="S$" min={0.01} precision={2} step={1} style={{ width: 200 }} />
        </Form.Item>
        <FormSubmitRow
          saving={isLoading}
          onCancel={() => form.resetFields()}
          saveText="Confirm transfer"
          testId="confirm-paynow"
        />
      </Form>
    </Card>
  );
}
