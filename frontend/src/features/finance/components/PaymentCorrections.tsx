import { Checkbox, Flex, Form, Input, InputNumber } from 'antd';
import { Can } from '@/app/abilityContext';
import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';
import { IdSelect } from '@/shared/IdSelect';
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
  paymentModeId: 'Payment mode',
};

/**
 * A payment's mode, bank and remarks, its reference no. and its total, each corrected with a reason and logged (its change log beside
 * them); the total never below what the payment pays towards invoices, above it only as a credit on account.
 */
function PaymentDetails({ payment }: { payment: PaymentRow }) {
  const [correct] = useCorrectPaymentMutation();
  const modes = useGetActiveEntriesQuery('paymentmode');
  return (
    <ActionModal<{ paymentModeId: number; chequeBank?: string; remarks?: string; reason: string }>
      buttonText="Details"
      buttonProps={{ size: 'small' }}
      title={`Payment mode, bank and remarks of the payment on ${payment.receiptNo}`}
      okText="Save"
      testId={`payment-details-${payment.id}`}
      initialValues={{
        paymentModeId: payment.paymentModeId,
        chequeBank: payment.chequeBank ?? '',
        remarks: payment.remarks ?? '',
        reason: '',
      }}
      errorFields={{ fields: ['paymentModeId', 'chequeBank', 'remarks', 'reason'] }}
      onSubmit={async (values) => {
        await correct({
          id: payment.id,
          paymentModeId: values.paymentModeId,
          chequeBank: values.chequeBank?.trim() || null,
          remarks: values.remarks?.trim() || null,
          reason: values.reason.trim(),
        }).unwrap();
        return 'Payment corrected';
      }}
    >
      <Form.Item
        name="paymentModeId"
        label="Payment mode"
        rules={[{ required: true, message: 'Payment mode is required' }]}
      >
        <IdSelect entries={modes.data} loading={modes.isLoading} />
      </Form.Item>
      <Form.Item name="chequeBank" label="Bank (cheques)">
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="remarks" label="Remarks">
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      {reasonItem}
    </ActionModal>
  );
}

export function PaymentCorrections({ payment }: { payment: PaymentRow }) {
  const [correct] = useCorrectPaymentMutation();
  const live = payment.status !== 'Void';
  return (
    <Flex gap="small" wrap>
      {live && (
        <Can I="update" a="Payment">
          <PaymentDetails payment={payment} />
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
