import { Table, type TableColumnsType } from 'antd';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { formatMoney } from '@/shared/money';
import { useGetExclusiveBundlesQuery } from '../promotionsApi';
import type { ExclusiveBundle } from '../promotionTypes';
import { promotionColumns } from './promotionColumns';

function bundleColumns(onEdit: (bundle: ExclusiveBundle) => void): TableColumnsType<ExclusiveBundle> {
  return [
    { key: 'name', title: 'Name', dataIndex: 'name' },
    {
      key: 'discountCents',
      title: 'Discount',
      align: 'right',
      render: (_, row) => formatMoney(row.discountCents),
    },
    ...promotionColumns({ none: '—', sortableValidity: false, onEdit, editTestId: 'edit-bundle' }),
  ];
}

/** The exclusive bundles, all at once: there are only ever a handful. */
export function ExclusiveBundleList({ onEdit }: { onEdit: (bundle: ExclusiveBundle) => void }) {
  const { data, error, isFetching, refetch } = useGetExclusiveBundlesQuery();
  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  return (
    <Table<ExclusiveBundle>
      columns={bundleColumns(onEdit)}
      dataSource={data ?? []}
      rowKey={(row) => row.id}
      loading={isFetching}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No exclusive bundle yet' }}
      data-testid="bundle-list"
    />
  );
}
