import { Flex, Form, Input, InputNumber, Radio, Typography } from 'antd';
import { centsToDollars, formatMoney } from '@/shared/money';
import { useCreateCreditNoteMutation } from '../financeApi';
import type { InvoiceDetail } from '../financeTypes';
import { creditNoteInput, type CreditMode, type CreditNoteValues } from '../financeInputs';
import { ActionModal } from './ActionModal';

const errorFields = { fields: ['amountCents', 'reason', 'full'], lists: ['lines'] };

function CreditFields({ invoice, creditable }: { invoice: InvoiceDetail; creditable: number }) {
  const mode = Form.useWatch<CreditMode>('mode');
  return (
    <>
      <Form.Item name="mode" label="Credit">
        <Radio.Group
          options={[
            { value: 'full', label: `All that is left (${formatMoney(creditable)})` },
            { value: 'amount', label: 'An amount' },
            { value: 'lines', label: 'By line' },
          ]}
          data-testid="credit-note-mode"
        />
      </Form.Item>
      {mode === 'amount' && (
        <Form.Item
          name="amount"
          label={`Amount incl. GST (S$), at most ${formatMoney(creditable)}`}
          rules={[{ required: true, message: 'Amount is required' }]}
        >
          <InputNumber min={0.01} max={centsToDollars(creditable)} precision={2} style={{ width: 200 }} />
        </Form.Item>
      )}
      {mode === 'lines' && (
        <Flex vertical gap={4} data-testid="credit-note-lines">
          {invoice.lines.map((line, index) => (
            <Flex key={index} gap="middle" align="center" wrap>
              <Typography.Text style={{ flex: 1, minWidth: 220 }}>
                {line.description} · net {formatMoney(line.amountCents - line.discountCents)}
              </Typography.Text>
              <Form.Item name={['lineAmounts', index]} style={{ marginBottom: 0 }}>
                <InputNumber
                  min={0}
                  max={centsToDollars(line.amountCents - line.discountCents)}
                  precision={2}
                  placeholder="S$"
                  style={{ width: 140 }}
                />
              </Form.Item>
            </Flex>
          ))}
        </Flex>
      )}
      <Form.Item
        name="reason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: 'Reason is required' }]}
        style={{ marginTop: 12 }}
      >
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </>
  );
}

/**
 * A credit note against the invoice: all that is left, an amount, or amounts per line, GST reversed at
 * the invoice's rate; above the approval threshold it waits on the cfo screen.
 */
export function CreditNoteButton({ invoice }: { invoice: InvoiceDetail }) {
  const [create] = useCreateCreditNoteMutation();
  const creditable = invoice.totalCents - invoice.creditedCents;
  return (
    <ActionModal<CreditNoteValues>
      buttonText="Credit note"
      title={`Credit note for ${invoice.invoiceNo ?? ''}`}
      okText="Issue credit note"
      testId="credit-note-button"
      width={640}
      disabled={creditable <= 0}
      initialValues={{ mode: 'amount', amount: centsToDollars(creditable), lineAmounts: [], reason: '' }}
      errorFields={errorFields}
      onSubmit={async (values) => {
        const note = await create(creditNoteInput(invoice.id, values)).unwrap();
        return note.creditNoteNo
          ? `Credit note ${note.creditNoteNo} issued`
          : 'Credit note sent for approval';
      }}
    >
      <CreditFields invoice={invoice} creditable={creditable} />
    </ActionModal>
  );
}
