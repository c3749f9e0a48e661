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
import { FacilitatorActions } from '../components/FacilitatorActions';
import { useGetFacilitatorsQuery } from '../facilitatorsApi';
import { facilitatorStatuses, type Facilitator } from '../facilitatorTypes';
import { facilitatorCreatePath, facilitatorViewPath } from '../paths';

// A module-level constant, so the list query keeps its identity between renders.
const listFilters = { status: facilitatorStatuses };

// Keys of sortable columns are the server's sort fields.
const columns: TableColumnsType<Facilitator> = [
  {
    key: 'firstName',
    title: 'Name',
    sorter: true,
    render: (_, row) => <Link to={facilitatorViewPath(row.id)}>{row.name}</Link>,
  },
  { key: 'email', title: 'Email', sorter: true, render: (_, row) => row.email ?? '—' },
  { key: 'mobileNo', title: 'Mobile', dataIndex: 'mobileNo' },
  { key: 'status', title: 'Status', sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
  {
    key: 'actions',
    title: 'Actions',
    render: (_, row) => <FacilitatorActions facilitator={row} variant="row" />,
  },
];

function FacilitatorListScreen() {
  const [query, setQuery] = useListParams({ filters: listFilters });
  const result = useGetFacilitatorsQuery(query);

  return (
    <Card
      title="Facilitators"
      extra={
        <Can I="create" a="Facilitator">
          <Link to={facilitatorCreatePath}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="new-facilitator">
              New facilitator
            </Button>
          </Link>
        </Can>
      }
      data-testid="facilitator-list"
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
            statuses={facilitatorStatuses}
            value={query.filters.status}
            onChange={(status) => setQuery({ filters: { status } })}
          />
        }
      />
    </Card>
  );
}

export function FacilitatorList() {
  usePageTitle('Facilitators');
  return (
    <RequireAbility action="read" subject="Facilitator">
      <FacilitatorListScreen />
    </RequireAbility>
  );
}
