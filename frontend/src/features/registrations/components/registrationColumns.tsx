import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PaymentStatusTag, RegistrationStatusTag } from '@/features/registration/components/RegistrationTags';
import { paymentMethodLabels } from '@/features/registration/payment';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { formatDateTime } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { TwoLineCell } from '@/shared/TwoLineCell';
import { registrationAdminPaths } from '../paths';
import { eventTitlesOf } from '../registrationAdmin';

/**
 * The columns of a list of registrations, each linking to its page. `sortable` lists are sorted by the server,
 * whose sort fields the keys name. Registration numbers run in time order, so the number's column carries
 * when it was made; the payer's and the events' columns take the width the others leave.
 */
export function registrationColumns({ sortable }: { sortable: boolean }): TableColumnsType<RegistrationView> {
  return [
    {
      key: 'regNo',
      title: 'Registration',
      sorter: sortable,
      width: 180,
      render: (_, row) => (
        <TwoLineCell
          main={<Link to={registrationAdminPaths.view(row.id)}>{row.regNo}</Link>}
          secondary={formatDateTime(row.createdAt)}
          testId="registered-at"
        />
      ),
    },
    {
      key: 'payer',
      title: 'Payer',
      render: (_, row) => <TwoLineCell main={row.payer.name} secondary={row.payer.email} />,
    },
    {
      key: 'events',
      title: 'Events',
      render: (_, row) => (
        <TwoLineCell
          main={eventTitlesOf(row).join(', ')}
          secondary={row.lines.length === 1 ? '1 seat' : `${row.lines.length} seats`}
        />
      ),
    },
    {
      key: 'totalCents',
      title: 'Total',
      sorter: sortable,
      align: 'right',
      width: 110,
      render: (_, row) => formatMoney(row.totalCents),
    },
    {
      key: 'paymentStatus',
      title: 'Payment',
      sorter: sortable,
      width: 180,
      render: (_, row) => (
        <TwoLineCell
          main={<PaymentStatusTag status={row.paymentStatus} />}
          secondary={paymentMethodLabels[row.paymentMethod]}
        />
      ),
    },
    {
      key: 'status',
      title: 'Status',
      sorter: sortable,
      width: 200,
      render: (_, row) => <RegistrationStatusTag status={row.status} />,
    },
  ];
}
