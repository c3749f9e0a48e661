import { Button, type TableColumnsType } from 'antd';
import { Can } from '@/app/abilityContext';
import { StatusTag } from '@/shared/StatusTag';
import { formatPeriod } from '@/shared/formatDateTime';
import { activeStatus } from '../promotionForm';
import { CourseNames } from './CourseNames';

interface Promotion {
  courseIds: number[];
  validFrom: string | null;
  validTo: string | null;
  active: boolean;
}

/**
 * The columns every promotion list shows after its own: its courses (`none` when it names none), when it is
 * valid (sortable by its end where the list is server-sorted), whether it may be used, and Edit for configurers.
 */
export function promotionColumns<T extends Promotion>({
  none,
  sortableValidity,
  onEdit,
  editTestId,
}: {
  none: string;
  sortableValidity: boolean;
  onEdit: (record: T) => void;
  editTestId: string;
}): TableColumnsType<T> {
  return [
    {
      key: 'courses',
      title: 'Courses',
      render: (_, row) => <CourseNames courseIds={row.courseIds} none={none} />,
    },
    {
      // The server sorts by validTo.
      key: 'validTo',
      title: 'Valid',
      sorter: sortableValidity,
      render: (_, row) => formatPeriod(row.validFrom, row.validTo, 'Always'),
    },
    { key: 'active', title: 'Status', render: (_, row) => <StatusTag status={activeStatus(row.active)} /> },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) => (
        <Can I="update" a="Configuration">
          <Button size="small" type="link" onClick={() => onEdit(row)} data-testid={editTestId}>
            Edit
          </Button>
        </Can>
      ),
    },
  ];
}
