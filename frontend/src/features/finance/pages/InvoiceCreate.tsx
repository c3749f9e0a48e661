import { Checkbox, Form, Input, Radio } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { FileField } from '@/shared/FileField';
import { fileProblem } from '@/shared/fileProblem';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { RecordCreatePage } from '@/shared/RecordFormPage';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { billingUploadRule } from '../components/BankRecordField';
import { CustomerPicker } from '../components/CustomerPicker';
import { InvoiceLinesField } from '../components/InvoiceLinesField';
import { lineInputOf, newLine, type InvoiceLineValues } from '../financeInputs';
import { useCreateInvoiceMutation } from '../financeApi';
import { invoiceScreens } from '../financeScreens';
import type { CustomerMatch, CustomerRef } from '../financeTypes';

interface InvoiceFormValues {
  customerKind: 'account' | 'walk_in';
  walkInName?: string;
  walkInAddress?: string;
  walkInEmail?: string;
  lines: InvoiceLineValues[];
  dueOn?: string;
  remarks?: string;
  draft: boolean;
  attachment?: UploadFile[];
}

/** The document a manual invoice is raised against (a purchase order, a quotation). */
const attachmentRule = billingUploadRule('Document');

const noCustomer = 'Please select a customer first';
const errorFields = { fields: ['customer', 'dueOn', 'remarks', 'attachment'], lists: ['lines'] };

/**
 * A manual invoice for a participant, a corporate (due on its payment terms unless a date is given) or a
 * walk-in customer, with its document attached; issued with the next number, or kept as a draft.
 */
function InvoiceCreateForm({
  onSaved,
  onCancel,
}: {
  onSaved: (saved: { id: number }) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<InvoiceFormValues>();
  const [create, { isLoading: saving }] = useCreateInvoiceMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const [account, setAccount] = useState<CustomerMatch | null>(null);
  const [customerError, setCustomerError] = useState<string | null>(null);
  const customerKind = Form.useWatch('customerKind', form);

  const customerOf = (values: InvoiceFormValues): CustomerRef | null => {
    if (values.customerKind === 'walk_in') {
      return {
        kind: 'walk_in',
        name: values.walkInName?.trim() ?? '',
        ...(values.walkInAddress?.trim() ? { address: values.walkInAddress.trim() } : {}),
        ...(values.walkInEmail?.trim() ? { email: values.walkInEmail.trim() } : {}),
      };
    }
    return account ? { kind: account.kind, id: account.id } : null;
  };

  const onFinish = (values: InvoiceFormValues) =>
    trySave(async () => {
      const customer = customerOf(values);
      if (!customer) {
        setCustomerError(noCustomer);
        return;
      }
      const saved = await create({
        data: {
          customer,
          lines: values.lines.map(lineInputOf),
          dueOn: values.dueOn || null,
          remarks: values.remarks?.trim() || null,
          draft: values.draft,
        },
        attachment: (values.attachment?.[0]?.originFileObj as File | undefined) ?? null,
      }).unwrap();
      onSaved(saved);
    });

  return (
    <Form<InvoiceFormValues>
      form={form}
      layout="vertical"
      initialValues={{ customerKind: 'account', lines: [newLine], draft: false }}
      onFinish={onFinish}
      onFinishFailed={() => {
        if (customerKind !== 'walk_in' && !account) setCustomerError(noCustomer);
        onValidationFailed(true);
      }}
      disabled={saving}
      style={{ maxWidth: 960 }}
      data-testid="invoice-form"
    >
      <FormErrorAlert title={formError} />
      <Form.Item name="customerKind" label="Customer">
        <Radio.Group
          options={[
            { value: 'account', label: 'Participant or corporate' },
            { value: 'walk_in', label: 'Walk-in customer' },
          ]}
        />
      </Form.Item>
      {customerKind === 'walk_in' ? (
        <>
          <Form.Item
            name="walkInName"
            label="Customer name"
            rules={[{ required: true, whitespace: true, message: 'Customer name is required' }]}
          >
            <Input maxLength={200} style={{ maxWidth: 400 }} />
          </Form.Item>
          <Form.Item name="walkInAddress" label="Address">
            <Input maxLength={500} style={{ maxWidth: 560 }} />
          </Form.Item>
          <Form.Item
            name="walkInEmail"
            label="E-mail"
            rules={[{ type: 'email', message: 'E-mail must be an e-mail address' }]}
          >
            <Input maxLength={254} style={{ maxWidth: 400 }} />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          label="Participant or corporate"
          required
          validateStatus={customerError ? 'error' : undefined}
          help={customerError}
        >
          <CustomerPicker
            value={account}
            scope="all"
            testId="invoice-customer"
            onChange={(next) => {
              setAccount(next);
              setCustomerError(null);
            }}
          />
        </Form.Item>
      )}
      <InvoiceLinesField />
      <Form.Item
        name="dueOn"
        label="Due date"
        extra="Left empty: the corporate's payment terms, or on receipt for individuals"
      >
        <Input type="date" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="remarks" label="Remarks">
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <FileField
        name="attachment"
        label="Document"
        extra="A purchase order or quotation: PDF, image or Excel file, at most 10 MB"
        accept=".pdf,.png,.jpg,.jpeg,.webp,.xlsx"
        problem={(file) => fileProblem(file, attachmentRule)}
        buttonText="Attach document"
        testId="invoice-attachment"
      />
      <Form.Item name="draft" valuePropName="checked">
        <Checkbox>Save as a draft (no number until it is issued)</Checkbox>
      </Form.Item>
      <FormSubmitRow saving={saving} onCancel={onCancel} saveText="Save invoice" />
    </Form>
  );
}

/** "Invoices create": a manual invoice. */
export function InvoiceCreate() {
  return (
    <RecordCreatePage screens={invoiceScreens}>
      {(handlers) => <InvoiceCreateForm {...handlers} />}
    </RecordCreatePage>
  );
}
