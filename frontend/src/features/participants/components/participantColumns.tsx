import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { StatusTag } from '@/shared/StatusTag';
import { participantFieldLabels as labels } from '../participantForm';
import type { ParticipantSummary } from '../participantTypes';
import { participantPaths } from '../paths';

const blank = '—';

/**
 * How tables show participants, each linking to its page; NRICs come masked unless the reader may see
 * personal data. `sortable` lists are sorted by the server, whose sort fields the keys name.
 */
export function participantColumns({
  sortable,
}: {
  sortable: boolean;
}): TableColumnsType<ParticipantSummary> {
  return [
    {
      key: 'firstName',
      title: 'Name',
      sorter: sortable,
      render: (_, row) => <Link to={participantPaths.view(row.id)}>{row.name}</Link>,
    },
    { key: 'nric', title: labels.nric, render: (_, row) => row.nric ?? blank },
    { key: 'email', title: labels.email, sorter: sortable, dataIndex: 'email' },
    { key: 'mobileNo', title: labels.mobileNo, dataIndex: 'mobileNo' },
    { key: 'ceaRegNo', title: labels.ceaRegNo, render: (_, row) => row.ceaRegNo ?? blank },
    {
      key: 'status',
      title: 'Status',
      sorter: sortable,
      render: (_, row) => <StatusTag status={row.status} />,
    },
  ];
}
