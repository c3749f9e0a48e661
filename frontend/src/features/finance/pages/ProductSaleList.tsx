import { NewRecordButton } from '@/shared/NewRecordButton';
import { RecordListPage } from '@/shared/RecordListPage';
import { InvoiceTable } from '../components/InvoiceTable';
import { useGetProductSalesQuery } from '../financeApi';
import { productSaleScreens } from '../financeScreens';

/** Product sales: their product invoices, with what each still owes. */
export function ProductSaleList() {
  return (
    <RecordListPage screens={productSaleScreens} actions={<NewRecordButton screens={productSaleScreens} />}>
      <InvoiceTable useList={useGetProductSalesQuery} />
    </RecordListPage>
  );
}
