import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { formatDateTime } from '@/shared/formatDateTime';
import { PagedTable } from '@/shared/PagedTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { useListParams } from '@/shared/useListParams';
import { usePageTitle } from '@/shared/usePageTitle';
import { UserActions } from '../components/UserActions';
import { userPaths } from '../paths';
import { useGetUsersQuery } from '../usersApi';
import { userRoles, userStatuses, type User } from '../userTypes';

const roleOptions = userRoles.map((role) => ({ value: String(role.code), label: role.name }));

// A module-level constant, so the list query keeps its identity between renders.
const listFilters = { roleCode: roleOptions.map((option) => option.value), status: userStatuses };

// Keys of sortable columns are the server's sort fields.
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

function UserListScreen() {
  const [query, setQuery] = useListParams({ filters: listFilters });
  const result = useGetUsersQuery(query);

  return (
    <Card
      title="Users"
      extra={
        <Can I="create" a="User">
          <Link to={userPaths.create}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="new-user">
              New user
            </Button>
          </Link>
        </Can>
      }
      data-testid="user-list"
    >
      <PagedTable
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search by name or e-mail"
        filters={
          <>
            <ChoiceFilter
              options={roleOptions}
              value={query.filters.roleCode}
              onChange={(roleCode) => setQuery({ filters: { roleCode } })}
              allLabel="All roles"
              label="Role"
              testId="role-filter"
              width={220}
            />
            <StatusFilter
              statuses={userStatuses}
              value={query.filters.status}
              onChange={(status) => setQuery({ filters: { status } })}
            />
          </>
        }
      />
    </Card>
  );
}

/** The logins of staff and participants: search, role and status filters, sorting, row actions. */
export function UserList() {
  usePageTitle('Users');
  return (
    <RequireAbility action="read" subject="User">
      <UserListScreen />
    </RequireAbility>
  );
}
