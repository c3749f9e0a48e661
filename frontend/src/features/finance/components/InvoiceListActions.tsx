import { Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Can } from '@/app/abilityContext';
import { NewRecordButton } from '@/shared/NewRecordButton';
import { useShowApiError } from '@/shared/useShowApiError';
import { useGenerateInvoiceMutation, useLazyFetchInvoiceByNoQuery } from '../financeApi';
import { invoiceScreens } from '../financeScreens';
import { ActionModal } from './ActionModal';

/** `GET /admin/invoice/{no}/fetch`: straight to the invoice of that number, or "Invoice not found". */
function FindInvoiceByNo() {
  const [fetchInvoice, { isFetching }] = useLazyFetchInvoiceByNoQuery();
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const showApiError = useShowApiError();
  const onSearch = async (no: string) => {
    const invoiceNo = no.trim();
    if (!invoiceNo) return;
    try {
      const found = await fetchInvoice(invoiceNo).unwrap();
      void navigate(invoiceScreens.paths.view(found.id));
    } catch (error) {
      showApiError(error);
    }
  };
  return (
    <Input.Search
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onSearch={(no) => void onSearch(no)}
      placeholder="Open by invoice no."
      enterButton="Open"
      loading={isFetching}
      maxLength={30}
      style={{ width: 260 }}
      data-testid="find-invoice-no"
    />
  );
}

/** Corporate and batch registrations are often invoiced later: an invoice for one that has none. */
function InvoiceRegistration() {
  const [generate] = useGenerateInvoiceMutation();
  const navigate = useNavigate();
  return (
    <ActionModal<{ regNo: string }>
      buttonText="Invoice a registration"
      title="Invoice a registration that has no invoice"
      okText="Issue invoice"
      testId="generate-invoice"
      initialValues={{ regNo: '' }}
      errorFields={{ fields: ['regNo', 'registrationId'] }}
      onSubmit={async ({ regNo }) => {
        const invoice = await generate({ regNo: regNo.trim() }).unwrap();
        void navigate(invoiceScreens.paths.view(invoice.id));
        return `Invoice ${invoice.invoiceNo ?? ''} issued`;
      }}
    >
      <Form.Item
        name="regNo"
        label="Registration no."
        rules={[{ required: true, whitespace: true, message: 'Registration no. is required' }]}
      >
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
    </ActionModal>
  );
}

/** The invoice list's header: open by number, invoice a registration, a new manual invoice. */
export function InvoiceListActions() {
  return (
    <>
      <FindInvoiceByNo />
      <Can I="create" a="Invoice">
        <InvoiceRegistration />
      </Can>
      <NewRecordButton screens={invoiceScreens} />
    </>
  );
}
