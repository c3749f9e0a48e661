import { Alert, Checkbox, Form, Input } from 'antd';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { RecordEditPage, type RecordFormHandlers } from '@/shared/RecordFormPage';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { InvoiceLinesField } from '../components/InvoiceLinesField';
import { lineInputOf, lineValuesOf, type InvoiceLineValues } from '../financeInputs';
import { useGetInvoiceQuery, useUpdateInvoiceMutation } from '../financeApi';
import { invoiceScreens } from '../financeScreens';
import type { InvoiceDetail } from '../financeTypes';
import { isEditable } from '../invoiceRules';

interface EditValues {
  customerName: string;
  customerAddress?: string;
  customerEmail?: string;
  lines: InvoiceLineValues[];
  dueOn?: string;
  remarks?: string;
  reason?: string;
  issue: boolean;
}

const errorFields = {
  fields: ['customerName', 'customerAddress', 'customerEmail', 'dueOn', 'remarks', 'reason'],
  lists: ['lines'],
};

/**
 * Corrects an invoice while unpaid: an issued one becomes its next version (same number, the old PDF kept),
 * a draft changes in place or is issued. Only a manual invoice's lines are typed; a registration's follow it.
 */
function InvoiceEditForm({ invoice, onSaved, onCancel }: RecordFormHandlers & { invoice: InvoiceDetail }) {
  const [form] = Form.useForm<EditValues>();
  const [update, { isLoading: saving }] = useUpdateInvoiceMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const manual = invoice.kind === 'manual';
  const draft = invoice.status === 'Draft';

  const onFinish = (values: EditValues) =>
    trySave(async () => {
      const saved = await update({
        id: invoice.id,
        customerName: values.customerName.trim(),
        customerAddress: values.customerAddress?.trim() || null,
        customerEmail: values.customerEmail?.trim() || null,
        ...(manual ? { lines: values.lines.map(lineInputOf) } : {}),
        ...(values.dueOn ? { dueOn: values.dueOn } : {}),
        remarks: values.remarks?.trim() || null,
        reason: values.reason?.trim() || null,
        ...(draft && values.issue ? { issue: true } : {}),
      }).unwrap();
      onSaved(saved);
    });

  if (!isEditable(invoice)) {
    return (
      <Alert
        type="info"
        showIcon
        title="This invoice has payments or credit notes, or is void: correct it with a credit note instead."
      />
    );
  }
  return (
    <Form<EditValues>
      form={form}
      layout="vertical"
      initialValues={{
        customerName: invoice.customer.name,
        customerAddress: invoice.customerAddress ?? '',
        customerEmail: invoice.customerEmail ?? '',
        lines: invoice.lines.map(lineValuesOf),
        dueOn: invoice.dueOn ?? undefined,
        remarks: invoice.remarks ?? '',
        issue: false,
      }}
      onFinish={onFinish}
      onFinishFailed={() => onValidationFailed(true)}
      disabled={saving}
      style={{ maxWidth: 960 }}
      data-testid="invoice-edit-form"
    >
      <FormErrorAlert title={formError} />
      <Form.Item
        name="customerName"
        label="Customer name (as printed)"
        rules={[{ required: true, whitespace: true, message: 'Customer name is required' }]}
      >
        <Input maxLength={200} style={{ maxWidth: 400 }} />
      </Form.Item>
      <Form.Item name="customerAddress" label="Address (as printed)">
        <Input maxLength={500} style={{ maxWidth: 560 }} />
      </Form.Item>
      <Form.Item
        name="customerEmail"
        label="E-mail"
        rules={[{ type: 'email', message: 'E-mail must be an e-mail address' }]}
      >
        <Input maxLength={254} style={{ maxWidth: 400 }} />
      </Form.Item>
      {manual && <InvoiceLinesField />}
      <Form.Item name="dueOn" label="Due date">
        <Input type="date" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="remarks" label="Remarks">
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      {!draft && (
        <Form.Item name="reason" label="Reason for the correction (kept with the new version)">
          <Input maxLength={500} />
        </Form.Item>
      )}
      {draft && (
        <Form.Item name="issue" valuePropName="checked">
          <Checkbox>Issue it now with the next invoice number</Checkbox>
        </Form.Item>
      )}
      <FormSubmitRow saving={saving} onCancel={onCancel} />
    </Form>
  );
}

/** "Invoices edit". */
export function InvoiceEdit() {
  return (
    <RecordEditPage<InvoiceDetail>
      screens={invoiceScreens}
      useOne={useGetInvoiceQuery}
      titleOf={(invoice) => `Invoice ${invoice.invoiceNo ?? '(draft)'}`}
    >
      {(invoice, handlers) => <InvoiceEditForm key={invoice.id} invoice={invoice} {...handlers} />}
    </RecordEditPage>
  );
}
