import { Form, InputNumber } from 'antd';
import { centsToDollars, dollarsToCents, formatMoney } from '@/shared/money';
import { singaporeToday } from '@/shared/singaporeTime';
import { usePayProductSaleMutation } from '../financeApi';
import type { InvoiceDetail } from '../financeTypes';
import { ActionModal } from './ActionModal';
import { BankRecordField, bankRecordOf, type BankRecordValues } from './BankRecordField';
import { PaymentFields, paymentOf, type PaymentFieldValues } from './PaymentFields';

interface SalePayValues extends PaymentFieldValues, BankRecordValues {
  amount: number | null;
}

/** A product sale paid later (in full or part), with the bank record: `productsale/generate/receipt`. */
export function ProductSalePayButton({ invoice }: { invoice: InvoiceDetail }) {
  const [pay] = usePayProductSaleMutation();
  return (
    <ActionModal<SalePayValues>
      buttonText="Receive payment"
      title={`Payment for ${invoice.invoiceNo ?? ''}`}
      okText="Record payment"
      testId="sale-payment"
      width={640}
      initialValues={{ amount: centsToDollars(invoice.balanceCents), receivedOn: singaporeToday() }}
      errorFields={{ fields: ['paymentModeId', 'receivedOn', 'reference', 'chequeBank', 'amountCents'] }}
      onSubmit={async (values) => {
        const done = await pay({
          data: {
            invoiceId: invoice.id,
            ...paymentOf(values),
            amountCents: dollarsToCents(values.amount ?? 0),
          },
          bankRecord: bankRecordOf(values),
        }).unwrap();
        return `Payment recorded: receipt ${done.received?.receiptNo ?? ''}`;
      }}
    >
      <Form.Item
        name="amount"
        label={`Amount (S$), at most ${formatMoney(invoice.balanceCents)}`}
        rules={[{ required: true, message: 'Amount is required' }]}
      >
        <InputNumber
          min={0.01}
          max={centsToDollars(invoice.balanceCents)}
          precision={2}
          style={{ width: 180 }}
        />
      </Form.Item>
      <PaymentFields />
      <BankRecordField />
    </ActionModal>
  );
}
