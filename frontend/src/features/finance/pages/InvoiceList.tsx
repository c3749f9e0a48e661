import { RecordListPage } from '@/shared/RecordListPage';
import { InvoiceTable } from '../components/InvoiceTable';
import { useGetInvoicesQuery } from '../financeApi';
import { invoiceScreens } from '../financeScreens';

/** Every invoice (registration, manual, product), server-paged with its search in the URL. */
export function InvoiceList() {
  return (
    <RecordListPage screens={invoiceScreens}>
      <InvoiceTable useList={useGetInvoicesQuery} />
    </RecordListPage>
  );
}
