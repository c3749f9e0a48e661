import { App, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { centsToDollars, dollarsToCents, formatMoney } from '@/shared/money';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { useCreateCreditNoteMutation } from '../financeApi';
import type { InvoiceDetail } from '../financeTypes';

interface CreditNoteValues {
  amount: number | null;
  reason: string;
}

const errorFields = { fields: ['amountCents', 'reason'] };

/**
 * A credit note against the invoice, for part or all of what it still owes; above the approval
 * threshold it waits for approval on the cfo screen.
 */
export function CreditNoteButton({ invoice }: { invoice: InvoiceDetail }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CreditNoteValues>();
  const [create, { isLoading }] = useCreateCreditNoteMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();
  const creditable = invoice.totalCents - invoice.creditedCents;

  const onFinish = (values: CreditNoteValues) =>
    trySave(async () => {
      const note = await create({
        invoiceId: invoice.id,
        reason: values.reason.trim(),
        amountCents: dollarsToCents(values.amount ?? 0),
      }).unwrap();
      void message.success(
        note.creditNoteNo ? `Credit note ${note.creditNoteNo} issued` : 'Credit note sent for approval',
      );
      setOpen(false);
      form.resetFields();
    });

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={creditable <= 0} data-testid="credit-note-button">
        Credit note
      </Button>
      <Modal
        open={open}
        title={`Credit note for ${invoice.invoiceNo ?? ''}`}
        okText="Issue credit note"
        onOk={() => form.submit()}
        confirmLoading={isLoading}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        data-testid="credit-note-modal"
      >
        <Form<CreditNoteValues>
          form={form}
          layout="vertical"
          initialValues={{ amount: centsToDollars(creditable), reason: '' }}
          onFinish={onFinish}
          onFinishFailed={() => onValidationFailed(true)}
          preserve={false}
        >
          <FormErrorAlert title={formError} />
          <Form.Item
            name="amount"
            label={`Amount incl. GST (S$), at most ${formatMoney(creditable)}`}
            rules={[{ required: true, message: 'Amount is required' }]}
          >
            <InputNumber min={0.01} max={centsToDollars(creditable)} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="reason"
            label="Reason"
            rules={[{ required: true, whitespace: true, message: 'Reason is required' }]}
          >
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
