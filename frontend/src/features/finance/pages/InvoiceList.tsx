import { Flex } from 'antd';
import { RecordListPage } from '@/shared/RecordListPage';
import { InvoiceListActions } from '../components/InvoiceListActions';
import { InvoiceTable } from '../components/InvoiceTable';
import { useGetInvoicesQuery } from '../financeApi';
import { invoiceScreens } from '../financeScreens';

/** Every invoice (registration, manual, product), server-paged with its search in the URL. */
export function InvoiceList() {
  return (
    <RecordListPage
      screens={invoiceScreens}
      actions={
        <Flex gap="small" wrap>
          <InvoiceListActions />
        </Flex>
      }
    >
      <InvoiceTable useList={useGetInvoicesQuery} />
    </RecordListPage>
  );
}
