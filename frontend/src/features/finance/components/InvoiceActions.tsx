import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { Can } from '@/app/abilityContext';
import { DeleteButton } from '@/shared/DeleteButton';
import { PdfLink } from '@/shared/PdfLink';
import { useDeleteInvoiceMutation, useRegenerateInvoiceMutation } from '../financeApi';
import { invoicePdfPath, invoiceScreens } from '../financeScreens';
import type { InvoiceDetail } from '../financeTypes';
import { isEditable } from '../invoiceRules';
import { ActionModal } from './ActionModal';
import { CreditNoteButton } from './CreditNoteButton';
import { ProductSalePayButton } from './ProductSalePayButton';

/** The next version with today's footer, supplier and address; same number and amounts, old PDF kept. */
function RegenerateInvoice({ invoice }: { invoice: InvoiceDetail }) {
  const [regenerate] = useRegenerateInvoiceMutation();
  return (
    <ActionModal<{ reason?: string }>
      buttonText="Regenerate"
      title={`Regenerate invoice ${invoice.invoiceNo ?? ''}`}
      okText="Regenerate"
      testId="regenerate-invoice"
      initialValues={{}}
      errorFields={{ fields: ['reason'] }}
      onSubmit={async ({ reason }) => {
        const done = await regenerate({ id: invoice.id, reason: reason?.trim() || undefined }).unwrap();
        return `Invoice regenerated as version ${done.versions.length}`;
      }}
    >
      <Form.Item name="reason" label="Reason (footer or address changed …)">
        <Input maxLength={500} />
      </Form.Item>
    </ActionModal>
  );
}

/**
 * What staff do with an invoice. Delete is offered for drafts and manual invoices: the server deletes a
 * draft, voids an unpaid manual invoice (its number kept), and refuses the rest with its reason (409).
 */
export function InvoiceActions({ invoice, onDeleted }: { invoice: InvoiceDetail; onDeleted: () => void }) {
  const navigate = useNavigate();
  const issued = invoice.status === 'Issued';
  return (
    <>
      {invoice.invoiceNo && (
        <PdfLink href={invoicePdfPath(invoice.id)} testId="invoice-pdf">
          PDF
        </PdfLink>
      )}
      {isEditable(invoice) && (
        <Can I="update" a="Invoice">
          <Button
            onClick={() => void navigate(invoiceScreens.paths.edit(invoice.id))}
            data-testid="edit-invoice"
          >
            Edit
          </Button>
        </Can>
      )}
      {issued && (
        <Can I="update" a="Invoice">
          <RegenerateInvoice invoice={invoice} />
        </Can>
      )}
      {issued && invoice.kind === 'product' && invoice.balanceCents > 0 && (
        <Can I="create" a="Payment">
          <ProductSalePayButton invoice={invoice} />
        </Can>
      )}
      {issued && (
        <Can I="create" a="CreditNote">
          <CreditNoteButton invoice={invoice} />
        </Can>
      )}
      {(invoice.status === 'Draft' || (issued && invoice.kind === 'manual')) && (
        <Can I="delete" a="Invoice">
          <DeleteButton
            recordId={invoice.id}
            useDelete={useDeleteInvoiceMutation}
            noun="invoice"
            testId="invoice"
            variant="page"
            description={
              invoice.status === 'Draft'
                ? 'The draft is deleted.'
                : 'An unpaid invoice is voided and keeps its number; one with payments cannot be deleted.'
            }
            onDeleted={onDeleted}
          />
        </Can>
      )}
    </>
  );
}
