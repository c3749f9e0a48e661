import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { PagedTable } from '@/shared/PagedTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { useListParams } from '@/shared/useListParams';
import { usePageTitle } from '@/shared/usePageTitle';
import { PersonActions } from '../components/PersonActions';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import { personStatuses, type Person } from '../personTypes';

// A module-level constant, so the list query keeps its identity between renders.
const listFilters = { status: personStatuses };

export interface PersonListPageProps<T extends Person, V extends PersonFormValues> {
  kind: PersonKind<T, V>;
}

function PersonListScreen<T extends Person, V extends PersonFormValues>({ kind }: PersonListPageProps<T, V>) {
  const [query, setQuery] = useListParams({ filters: listFilters });
  const result = kind.api.useList(query);

  // Keys of sortable columns are the server's sort fields.
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
      render: (_, row) => <PersonActions kind={kind} person={row} variant="row" />,
    },
  ];

  return (
    <Card
      title={kind.area}
      extra={
        <Can I="create" a={kind.subject}>
          <Link to={kind.paths.create}>
            <Button type="primary" icon={<PlusOutlined />} data-testid={`new-${kind.testId}`}>
              New {kind.noun}
            </Button>
          </Link>
        </Can>
      }
      data-testid={`${kind.testId}-list`}
    >
      <PagedTable
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search by name, e-mail or mobile"
        filters={
          <StatusFilter
            statuses={personStatuses}
            value={query.filters.status}
            onChange={(status) => setQuery({ filters: { status } })}
          />
        }
      />
    </Card>
  );
}

/** The list screen of one kind of person: search, status filter, sorting, row actions. */
export function PersonListPage<T extends Person, V extends PersonFormValues>({
  kind,
}: PersonListPageProps<T, V>) {
  usePageTitle(kind.area);
  return (
    <RequireAbility action="read" subject={kind.subject}>
      <PersonListScreen kind={kind} />
    </RequireAbility>
  );
}
