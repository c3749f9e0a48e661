import { App, Button, Checkbox, Form, Input, InputNumber, Popconfirm, Select } from 'antd';
import { Can } from '@/app/abilityContext';
import { dollarsToCents, formatMoney } from '@/shared/money';
import { singaporeToday } from '@/shared/singaporeTime';
import { useShowApiError } from '@/shared/useShowApiError';
import {
  useAddReceiptPaymentMutation,
  useArchiveReceiptMutation,
  useGetUnpaidInvoicesQuery,
  useRegenerateReceiptMutation,
  useUpdateReceiptDateMutation,
} from '../financeApi';
import type { ReceiptDetail } from '../financeTypes';
import { ActionModal } from './ActionModal';
import { BankRecordField, bankRecordOf, type BankRecordValues } from './BankRecordField';
import { PaymentFields, paymentOf, type PaymentFieldValues } from './PaymentFields';

const reasonRules = [{ required: true, whitespace: true, message: 'Reason is required' }];

/** A new version of the receipt with today's footer and supplier details, same number and amounts. */
function RegenerateReceipt({ receipt }: { receipt: ReceiptDetail }) {
  const [regenerate] = useRegenerateReceiptMutation();
  return (
    <ActionModal<{ reason?: string }>
      buttonText="Regenerate"
      title={`Regenerate receipt ${receipt.receiptNo}`}
      okText="Regenerate"
      testId="regenerate-receipt"
      initialValues={{}}
      errorFields={{ fields: ['reason'] }}
      onSubmit={async ({ reason }) => {
        const done = await regenerate({ id: receipt.id, reason: reason?.trim() || undefined }).unwrap();
        return `Receipt regenerated as version ${done.version}`;
      }}
    >
      <Form.Item name="reason" label="Reason (footer or address changed …)">
        <Input maxLength={500} />
      </Form.Item>
    </ActionModal>
  );
}

/** The date the money came in, corrected with a reason (logged); the receipt's payments move with it. */
function CorrectReceiptDate({ receipt }: { receipt: ReceiptDetail }) {
  const [update] = useUpdateReceiptDateMutation();
  return (
    <ActionModal<{ receivedOn: string; reason: string }>
      buttonText="Correct date"
      title={`Correct the date of receipt ${receipt.receiptNo}`}
      okText="Save date"
      testId="receipt-date"
      initialValues={{ receivedOn: receipt.receivedOn, reason: '' }}
      errorFields={{ fields: ['receivedOn', 'reason'] }}
      onSubmit={async (values) => {
        await update({
          id: receipt.id,
          receivedOn: values.receivedOn,
          reason: values.reason.trim(),
        }).unwrap();
        return 'Receipt date corrected';
      }}
    >
      <Form.Item
        name="receivedOn"
        label="Receipt date"
        rules={[{ required: true, message: 'Receipt date is required' }]}
      >
        <Input type="date" max={singaporeToday()} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="reason" label="Reason" rules={reasonRules}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </ActionModal>
  );
}

interface AddPaymentValues extends PaymentFieldValues, BankRecordValues {
  amount: number | null;
  invoiceId?: number;
  creditOnAccount: boolean;
}

/**
 * Another payment on this receipt (the rest paid another way), towards one of the customer's unpaid
 * invoices or kept as a credit on account.
 */
function AddReceiptPayment({ receipt }: { receipt: ReceiptDetail }) {
  const [add] = useAddReceiptPaymentMutation();
  const { id: customerId, kind } = receipt.customer;
  const unpaid = useGetUnpaidInvoicesQuery(
    { id: customerId ?? 0, kind: kind === 'corporate' ? 'corporate' : 'participant' },
    { skip: customerId === null || kind === 'walk_in' },
  );
  return (
    <ActionModal<AddPaymentValues>
      buttonText="Add payment"
      title={`Add a payment to receipt ${receipt.receiptNo}`}
      okText="Add payment"
      testId="add-receipt-payment"
      width={640}
      initialValues={{ receivedOn: singaporeToday(), creditOnAccount: false }}
      errorFields={{
        fields: ['paymentModeId', 'receivedOn', 'reference', 'chequeBank', 'amountCents', 'allocations'],
      }}
      onSubmit={async (values) => {
        const amountCents = dollarsToCents(values.amount ?? 0);
        const invoice = unpaid.data?.find((row) => row.id === values.invoiceId);
        const allocations = invoice
          ? [{ invoiceId: invoice.id, amountCents: Math.min(amountCents, invoice.balanceCents) }]
          : [];
        const done = await add({
          data: {
            receiptId: receipt.id,
            ...paymentOf(values),
            amountCents,
            allocations,
            creditOnAccount: values.creditOnAccount,
          },
          bankRecord: bankRecordOf(values),
        }).unwrap();
        return `Payment added: receipt ${done.receiptNo} now ${formatMoney(done.amountCents)}`;
      }}
    >
      <Form.Item name="invoiceId" label="Towards invoice">
        <Select
          allowClear
          placeholder="None: keep it as a credit on account"
          loading={unpaid.isFetching}
          options={(unpaid.data ?? []).map((row) => ({
            value: row.id,
            label: `${row.invoiceNo ?? ''} · owes ${formatMoney(row.balanceCents)}`,
          }))}
          data-testid="add-payment-invoice"
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="Amount (S$)"
        rules={[{ required: true, message: 'Amount is required' }]}
      >
        <InputNumber min={0.01} precision={2} style={{ width: 180 }} data-testid="add-payment-amount" />
      </Form.Item>
      <PaymentFields />
      <Form.Item name="creditOnAccount" valuePropName="checked">
        <Checkbox>Keep what the invoice does not take as a credit on account</Checkbox>
      </Form.Item>
      <BankRecordField />
    </ActionModal>
  );
}

/** Archived receipts leave the daily list (the "archived receipts" screen); they can come back. */
function ArchiveReceipt({ receipt }: { receipt: ReceiptDetail }) {
  const [archive, { isLoading }] = useArchiveReceiptMutation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const archived = receipt.status === 'Archived';
  const onConfirm = async () => {
    try {
      await archive({ id: receipt.id, archived: !archived }).unwrap();
      void message.success(archived ? 'Receipt restored' : 'Receipt archived');
    } catch (error) {
      showApiError(error);
    }
  };
  return (
    <Popconfirm
      title={archived ? 'Bring this receipt back?' : 'Archive this receipt?'}
      okText={archived ? 'Restore' : 'Archive'}
      onConfirm={onConfirm}
    >
      <Button loading={isLoading} data-testid="archive-receipt">
        {archived ? 'Restore' : 'Archive'}
      </Button>
    </Popconfirm>
  );
}

/** What staff do with a receipt; a void receipt is past correcting (issue 16 unvoids it). */
export function ReceiptActions({ receipt }: { receipt: ReceiptDetail }) {
  if (receipt.status === 'Void') return null;
  return (
    <>
      <Can I="update" a="Receipt">
        <RegenerateReceipt receipt={receipt} />
        <CorrectReceiptDate receipt={receipt} />
      </Can>
      <Can I="create" a="Payment">
        <AddReceiptPayment receipt={receipt} />
      </Can>
      <Can I="archive" a="Receipt">
        <ArchiveReceipt receipt={receipt} />
      </Can>
    </>
  );
}
