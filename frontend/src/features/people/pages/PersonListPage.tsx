import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { NewRecordButton } from '@/shared/NewRecordButton';
import { RecordActions } from '@/shared/RecordActions';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { personActions } from '../personActions';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import { personStatuses, type Person } from '../personTypes';

const listFilters = { status: personStatuses };

export interface PersonListPageProps<T extends Person, V extends PersonFormValues> {
  kind: PersonKind<T, V>;
}

/** The list screen of one kind of person: search, status filter, sorting, row actions. */
export function PersonListPage<T extends Person, V extends PersonFormValues>({
  kind,
}: PersonListPageProps<T, V>) {
  const columns: TableColumnsType<T> = [
    {
      key: 'firstName',
      title: 'Name',
      sorter: true,
      render: (_, row) => <Link to={kind.paths.view(row.id)}>{row.name}</Link>,
    },
    { key: 'email', title: 'Email', sorter: true, render: (_, row) => row.email ?? '—' },
    { key: 'mobileNo', title: 'Mobile', dataIndex: 'mobileNo' },
    { key: 'status', title: 'Status', sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) => <RecordActions config={personActions(kind)} record={row} variant="row" />,
    },
  ];

  return (
    <RecordListPage screens={kind} actions={<NewRecordButton screens={kind} />}>
      <RecordListTable
        listFilters={listFilters}
        useList={kind.api.useList}
        columns={columns}
        searchPlaceholder="Search by name, e-mail or mobile"
        filters={(bind) => <StatusFilter statuses={personStatuses} {...bind('status')} />}
      />
    </RecordListPage>
  );
}
