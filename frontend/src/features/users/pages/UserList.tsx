import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { formatDateTime } from '@/shared/formatDateTime';
import { NewRecordButton } from '@/shared/NewRecordButton';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { UserActions } from '../components/UserActions';
import { userPaths } from '../paths';
import { useGetUsersQuery } from '../usersApi';
import { userScreens } from '../userScreens';
import { userRoles, userStatuses, type User } from '../userTypes';

const roleOptions = userRoles.map((role) => ({ value: String(role.code), label: role.name }));

const listFilters = { roleCode: roleOptions.map((option) => option.value), status: userStatuses };

const columns: TableColumnsType<User> = [
  {
    key: 'firstName',
    title: 'Name',
    sorter: true,
    render: (_, row) => <Link to={userPaths.view(row.id)}>{row.name}</Link>,
  },
  { key: 'email', title: 'Email', sorter: true, dataIndex: 'email' },
  { key: 'roleCode', title: 'Role', sorter: true, dataIndex: 'roleName' },
  { key: 'status', title: 'Status', sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
  {
    key: 'lastLoginAt',
    title: 'Last sign-in',
    sorter: true,
    render: (_, row) => formatDateTime(row.lastLoginAt),
  },
  { key: 'actions', title: 'Actions', render: (_, row) => <UserActions user={row} variant="row" /> },
];

/** The logins of staff and participants: search, role and status filters, sorting, row actions. */
export function UserList() {
  return (
    <RecordListPage screens={userScreens} actions={<NewRecordButton screens={userScreens} />}>
      <RecordListTable
        listFilters={listFilters}
        useList={useGetUsersQuery}
        columns={columns}
        searchPlaceholder="Search by name or e-mail"
        filters={(bind) => (
          <>
            <ChoiceFilter
              options={roleOptions}
              {...bind('roleCode')}
              allLabel="All roles"
              label="Role"
              testId="role-filter"
              width={220}
            />
            <StatusFilter statuses={userStatuses} {...bind('status')} />
          </>
        )}
      />
    </RecordListPage>
  );
}
