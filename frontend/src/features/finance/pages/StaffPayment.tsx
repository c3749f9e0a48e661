import {
  Alert,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  InputNumber,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { formatDate } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { centsToDollars, dollarsToCents, formatMoney } from '@/shared/money';
import { PdfLink } from '@/shared/PdfLink';
import { singaporeToday } from '@/shared/singaporeTime';
import { usePageTitle } from '@/shared/usePageTitle';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { BankRecordField, bankRecordOf, type BankRecordValues } from '../components/BankRecordField';
import { CustomerPicker } from '../components/CustomerPicker';
import { SettlementTag } from '../components/InvoiceTable';
import { PaymentFields, paymentOf, type PaymentFieldValues } from '../components/PaymentFields';
import { useGetUnpaidInvoicesQuery, usePayInvoicesMutation } from '../financeApi';
import { receiptPdfPath } from '../financeScreens';
import type { CustomerMatch, InvoiceSummary, Received } from '../financeTypes';
import { invoicePaths } from '../paths';

interface PayFormValues extends PaymentFieldValues, BankRecordValues {
  /** Dollars to pay per invoice id; an invoice left empty is not paid. */
  amounts: Record<string, number | null | undefined>;
  /** More than the invoices take: the rest is a credit on account, and only when asked for (else 409). */
  received?: number | null;
  creditOnAccount: boolean;
}

/** Spec 5's words when a payment is recorded before a customer is picked. */
const noCustomer = 'Please select a customer first';

const errorFields = {
  fields: [
    'customer',
    'paymentModeId',
    'receivedOn',
    'reference',
    'chequeBank',
    'amountCents',
    'allocations',
  ],
};

/**
 * Staff record money received: pick the customer, then pay one or several of their unpaid invoices,
 * fully or partly, by any payment mode, with the bank record attached; a receipt is issued at once.
 */
export function StaffPayment() {
  usePageTitle('Payments');
  const [customer, setCustomer] = useState<CustomerMatch | null>(null);
  const [received, setReceived] = useState<Received | null>(null);
  const [customerError, setCustomerError] = useState<string | null>(null);
  const [form] = Form.useForm<PayFormValues>();
  const unpaid = useGetUnpaidInvoicesQuery(
    customer ? { id: customer.id, kind: customer.kind } : { id: 0, kind: 'participant' },
    {
      skip: !customer,
    },
  );
  const [pay, { isLoading: saving }] = usePayInvoicesMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const amounts = Form.useWatch('amounts', form) ?? {};
  const totalCents = Object.values(amounts).reduce<number>(
    (sum, value) => sum + dollarsToCents(value ?? 0),
    0,
  );

  const columns: TableColumnsType<InvoiceSummary> = [
    {
      key: 'no',
      title: 'Invoice no.',
      render: (_, row) => <Link to={invoicePaths.view(row.id)}>{row.invoiceNo}</Link>,
    },
    { key: 'issued', title: 'Date', render: (_, row) => (row.issuedOn ? formatDate(row.issuedOn) : '—') },
    { key: 'due', title: 'Due', render: (_, row) => (row.dueOn ? formatDate(row.dueOn) : '—') },
    { key: 'total', title: 'Total', align: 'right', render: (_, row) => formatMoney(row.totalCents) },
    { key: 'balance', title: 'Balance', align: 'right', render: (_, row) => formatMoney(row.balanceCents) },
    { key: 'status', title: 'Status', render: (_, row) => <SettlementTag settlement={row.settlement} /> },
    {
      key: 'pay',
      title: 'Pay now (S$)',
      render: (_, row) => (
        <Space size="small">
          <Form.Item name={['amounts', String(row.id)]} noStyle>
            <InputNumber
              min={0}
              max={centsToDollars(row.balanceCents)}
              precision={2}
              style={{ width: 130 }}
              data-testid={`pay-${row.invoiceNo}`}
            />
          </Form.Item>
          <Button
            size="small"
            onClick={() => form.setFieldValue(['amounts', String(row.id)], centsToDollars(row.balanceCents))}
            data-testid={`pay-full-${row.invoiceNo}`}
          >
            Full
          </Button>
        </Space>
      ),
    },
  ];

  const onFinish = (values: PayFormValues) =>
    trySave(async () => {
      if (!customer) {
        setCustomerError(noCustomer);
        return;
      }
      const allocations = Object.entries(values.amounts ?? {})
        .map(([invoiceId, amount]) => ({
          invoiceId: Number(invoiceId),
          amountCents: dollarsToCents(amount ?? 0),
        }))
        .filter((allocation) => allocation.amountCents > 0);
      setReceived(
        await pay({
          data: {
            customer: { kind: customer.kind, id: customer.id },
            ...paymentOf(values),
            amountCents: Math.max(
              dollarsToCents(values.received ?? 0),
              allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0),
            ),
            allocations,
            creditOnAccount: values.creditOnAccount,
          },
          bankRecord: bankRecordOf(values),
        }).unwrap(),
      );
      form.resetFields();
    });

  return (
    <RequireAbility action="read" subject="Payment">
      <Card title="Payments" data-testid="staff-payment">
        <Flex vertical gap="middle">
          {received && (
            <Alert
              type="success"
              showIcon
              closable={{ onClose: () => setReceived(null) }}
              data-testid="payment-done"
              title={`Payment recorded: receipt ${received.receiptNo}`}
              description={
                <PdfLink href={receiptPdfPath(received.receiptId)} testId="payment-receipt-pdf">
                  {`Receipt ${received.receiptNo} (PDF)`}
                </PdfLink>
              }
            />
          )}
          <Form<PayFormValues>
            form={form}
            layout="vertical"
            initialValues={{ receivedOn: singaporeToday(), amounts: {}, creditOnAccount: false }}
            onFinish={onFinish}
            onFinishFailed={() => {
              if (!customer) setCustomerError(noCustomer);
              onValidationFailed(true);
            }}
            disabled={saving}
            data-testid="payment-form"
          >
            <FormErrorAlert title={formError} />
            <Form.Item
              label="Customer"
              required
              validateStatus={customerError ? 'error' : undefined}
              help={customerError}
            >
              <CustomerPicker
                value={customer}
                onChange={(next) => {
                  setCustomer(next);
                  form.setFieldValue('amounts', {});
                  setCustomerError(null);
                }}
              />
            </Form.Item>
            {customer && (
              <>
                <Typography.Title level={5}>Unpaid invoices</Typography.Title>
                {unpaid.error ? (
                  <LoadErrorAlert error={unpaid.error} onRetry={unpaid.refetch} />
                ) : (
                  <Table
                    rowKey="id"
                    size="small"
                    pagination={false}
                    loading={unpaid.isFetching}
                    columns={columns}
                    dataSource={unpaid.data}
                    scroll={{ x: 'max-content' }}
                    data-testid="unpaid-invoices"
                  />
                )}
              </>
            )}
            <Typography.Paragraph strong style={{ marginTop: 16 }} data-testid="payment-total">
              Amount received: {formatMoney(totalCents)}
            </Typography.Paragraph>
            <Flex gap="middle" align="end" wrap>
              <Form.Item
                name="received"
                label="Amount received, if more (S$)"
                extra="What the invoices do not take is refused unless kept as a credit on account"
                style={{ minWidth: 220 }}
              >
                <InputNumber min={0} precision={2} style={{ width: 180 }} data-testid="payment-received" />
              </Form.Item>
              <Form.Item name="creditOnAccount" valuePropName="checked">
                <Checkbox data-testid="credit-on-account">Keep the rest as a credit on account</Checkbox>
              </Form.Item>
            </Flex>
            <PaymentFields />
            <BankRecordField />
            <Button type="primary" htmlType="submit" loading={saving} data-testid="record-payment">
              Record payment
            </Button>
          </Form>
        </Flex>
      </Card>
    </RequireAbility>
  );
}
