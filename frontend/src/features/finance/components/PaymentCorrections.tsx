import { Checkbox, Flex, Form, Input, InputNumber } from 'antd';
import { Can } from '@/app/abilityContext';
import { ChangeLogButton } from '@/shared/changeLog/ChangeLogButton';
import { centsToDollars, dollarsToCents, formatMoney } from '@/shared/money';
import { useCorrectPaymentMutation, useGetPaymentLogsQuery } from '../financeApi';
import type { PaymentRow } from '../financeTypes';
import { ActionModal } from './ActionModal';

const reasonItem = (
  <Form.Item
    name="reason"
    label="Reason"
    rules={[{ required: true, whitespace: true, message: 'Reason is required' }]}
  >
    <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
  </Form.Item>
);

const paymentFieldLabels = {
  amountCents: 'Amount (cents)',
  reference: 'Reference no.',
  receivedOn: 'Date received',
  chequeBank: 'Bank',
};

/**
 * A payment's reference no. and total, each corrected with a reason and logged (its change log beside
 * them); the total never below what the payment pays towards invoices, above it only as a credit on account.
 */
export function PaymentCorrections({ payment }: { payment: PaymentRow }) {
  const [correct] = useCorrectPaymentMutation();
  const live = payment.status !== 'Void';
  return (
    <Flex gap="small" wrap>
      {live && (
        <Can I="update" a="Payment">
          <ActionModal<{ reference: string; reason: string }>
            buttonText="Reference no."
            buttonProps={{ size: 'small' }}
            title={`Reference no. of the ${formatMoney(payment.amountCents)} payment`}
            okText="Save"
            testId={`payment-reference-${payment.id}`}
            initialValues={{ reference: payment.reference ?? '', reason: '' }}
            errorFields={{ fields: ['reference', 'reason'] }}
            onSubmit={async (values) => {
              await correct({
                id: payment.id,
                reference: values.reference.trim(),
                reason: values.reason.trim(),
              }).unwrap();
              return 'Reference no. corrected';
            }}
          >
            <Form.Item
              name="reference"
              label="Reference no. (cheque, transfer or PayNow)"
              rules={[{ required: true, whitespace: true, message: 'Reference no. is required' }]}
            >
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
            {reasonItem}
          </ActionModal>
          <ActionModal<{ amount: number | null; creditOnAccount: boolean; reason: string }>
            buttonText="Total"
            buttonProps={{ size: 'small' }}
            title={`Total of the payment on ${payment.receiptNo}`}
            okText="Save"
            testId={`payment-total-${payment.id}`}
            initialValues={{
              amount: centsToDollars(payment.amountCents),
              creditOnAccount: false,
              reason: '',
            }}
            errorFields={{ fields: ['amountCents', 'reason'] }}
            onSubmit={async (values) => {
              await correct({
                id: payment.id,
                amountCents: dollarsToCents(values.amount ?? 0),
                creditOnAccount: values.creditOnAccount,
                reason: values.reason.trim(),
              }).unwrap();
              return 'Payment total corrected';
            }}
          >
            <Form.Item
              name="amount"
              label={`Total (S$), at least ${formatMoney(payment.allocatedCents)} (what it pays towards invoices)`}
              rules={[{ required: true, message: 'Amount is required' }]}
            >
              <InputNumber min={0.01} precision={2} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="creditOnAccount" valuePropName="checked">
              <Checkbox>Keep what the invoices do not take as a credit on account</Checkbox>
            </Form.Item>
            {reasonItem}
          </ActionModal>
        </Can>
      )}
      <ChangeLogButton
        title={`Change log: payment on ${payment.receiptNo}`}
        recordId={payment.id}
        useLogs={useGetPaymentLogsQuery}
        fieldLabels={paymentFieldLabels}
      />
    </Flex>
  );
}
