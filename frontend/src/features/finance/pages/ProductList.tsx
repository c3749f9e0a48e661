import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { EditDeleteActions } from '@/shared/EditDeleteActions';
import { formatMoney } from '@/shared/money';
import { NewRecordButton } from '@/shared/NewRecordButton';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { useGetProductsQuery } from '../financeApi';
import { productActions, productScreens } from '../financeScreens';
import type { Product } from '../financeTypes';

const statuses = ['Active', 'Inactive'] as const;
const listFilters = { status: statuses };

const columns: TableColumnsType<Product> = [
  { key: 'code', title: 'Code', sorter: true, dataIndex: 'code' },
  {
    key: 'name',
    title: 'Name',
    sorter: true,
    render: (_, row) => <Link to={productScreens.paths.edit(row.id)}>{row.name}</Link>,
  },
  {
    key: 'priceCents',
    title: 'Price incl. GST',
    sorter: true,
    align: 'right',
    render: (_, row) => formatMoney(row.priceCents),
  },
  { key: 'gstable', title: 'GST-able', render: (_, row) => (row.gstable ? 'Yes' : 'No') },
  { key: 'stockOnHand', title: 'Stock on hand', sorter: true, align: 'right', dataIndex: 'stockOnHand' },
  { key: 'status', title: 'Status', render: (_, row) => <StatusTag status={row.status} /> },
  {
    key: 'actions',
    title: 'Actions',
    render: (_, row) => <EditDeleteActions config={productActions} record={row} variant="row" />,
  },
];

/** The products: search by code or name, filter by status, sort by price or stock. */
export function ProductList() {
  return (
    <RecordListPage screens={productScreens} actions={<NewRecordButton screens={productScreens} />}>
      <RecordListTable
        listFilters={listFilters}
        useList={useGetProductsQuery}
        columns={columns}
        searchPlaceholder="Search by code or name"
        filters={(bind) => <StatusFilter statuses={statuses} {...bind('status')} />}
      />
    </RecordListPage>
  );
}
