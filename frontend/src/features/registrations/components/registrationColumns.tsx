import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PaymentStatusTag, RegistrationStatusTag } from '@/features/registration/components/RegistrationTags';
import { paymentMethodLabels } from '@/features/registration/payment';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { formatDateTime } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { registrationAdminPaths } from '../paths';
import { eventTitlesOf } from '../registrationAdmin';

/**
 * The columns of a list of registrations, each linking to its page. `sortable` lists are sorted by the server,
 * whose sort fields the keys name.
 */
export function registrationColumns({ sortable }: { sortable: boolean }): TableColumnsType<RegistrationView> {
  return [
    {
      key: 'regNo',
      title: 'Registration no.',
      sorter: sortable,
      render: (_, row) => <Link to={registrationAdminPaths.view(row.id)}>{row.regNo}</Link>,
    },
    {
      key: 'createdAt',
      title: 'Registered',
      sorter: sortable,
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      key: 'payer',
      title: 'Payer',
      render: (_, row) => (
        <>
          {row.payer.name}
          <br />
          <Typography.Text type="secondary">{row.payer.email}</Typography.Text>
        </>
      ),
    },
    { key: 'events', title: 'Events', render: (_, row) => eventTitlesOf(row).join(', ') },
    { key: 'seats', title: 'Seats', align: 'right', render: (_, row) => row.lines.length },
    {
      key: 'totalCents',
      title: 'Total',
      sorter: sortable,
      align: 'right',
      render: (_, row) => formatMoney(row.totalCents),
    },
    { key: 'paymentMethod', title: 'Method', render: (_, row) => paymentMethodLabels[row.paymentMethod] },
    {
      key: 'paymentStatus',
      title: 'Payment',
      sorter: sortable,
      render: (_, row) => <PaymentStatusTag status={row.paymentStatus} />,
    },
    {
      key: 'status',
      title: 'Status',
      sorter: sortable,
      render: (_, row) => <RegistrationStatusTag status={row.status} />,
    },
  ];
}
