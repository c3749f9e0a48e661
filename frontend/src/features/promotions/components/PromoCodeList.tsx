import type { TableColumnsType } from 'antd';
import { RecordListTable } from '@/shared/RecordListTable';
import { formatPromoValue, formatUses } from '../promotionForm';
import { useGetPromoCodesQuery } from '../promotionsApi';
import type { PromoCode } from '../promotionTypes';
import { promotionColumns } from './promotionColumns';

function promoCodeColumns(onEdit: (promo: PromoCode) => void): TableColumnsType<PromoCode> {
  return [
    { key: 'code', title: 'Code', sorter: true, dataIndex: 'code' },
    { key: 'description', title: 'Description', dataIndex: 'description' },
    { key: 'value', title: 'Discount', align: 'right', render: (_, row) => formatPromoValue(row) },
    { key: 'uses', title: 'Used', align: 'right', render: (_, row) => formatUses(row) },
    ...promotionColumns({
      none: 'Every course',
      sortableValidity: true,
      onEdit,
      editTestId: 'edit-promo-code',
    }),
  ];
}

/** The promo codes, a page at a time, searchable by code or description; page and search live in the URL. */
export function PromoCodeList({ onEdit }: { onEdit: (promo: PromoCode) => void }) {
  return (
    <div data-testid="promo-code-list">
      <RecordListTable
        useList={useGetPromoCodesQuery}
        columns={promoCodeColumns(onEdit)}
        searchPlaceholder="Search by code or description"
      />
    </div>
  );
}
