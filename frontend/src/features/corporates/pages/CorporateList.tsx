import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { PagedTable } from '@/shared/PagedTable';
import { useListParams } from '@/shared/useListParams';
import { usePageTitle } from '@/shared/usePageTitle';
import { CorporateActions } from '../components/CorporateActions';
import { useGetCorporatesQuery } from '../corporatesApi';
import { corporateSearchTypeFrom, corporateSearchTypes, type Corporate } from '../corporateTypes';
import { corporatePaths } from '../paths';

const searchTypeOptions = corporateSearchTypes.map((type) => ({ value: type, label: type }));

// A module-level constant, so the list query keeps its identity between renders.
const listFilters = { searchType: corporateSearchTypes };

const blank = '—';

// Keys of sortable columns are the server's sort fields.
const columns: TableColumnsType<Corporate> = [
  {
    key: 'name',
    title: 'Name',
    sorter: true,
    render: (_, row) => <Link to={corporatePaths.view(row.id)}>{row.name}</Link>,
  },
  { key: 'uen', title: 'UEN', sorter: true, dataIndex: 'uen' },
  { key: 'contactPerson', title: 'Contact person', render: (_, row) => row.contactPerson ?? blank },
  { key: 'contactNo', title: 'Contact number', render: (_, row) => row.contactNo ?? blank },
  { key: 'participantCount', title: 'Participants', align: 'right', dataIndex: 'participantCount' },
  {
    key: 'actions',
    title: 'Actions',
    render: (_, row) => <CorporateActions corporate={row} variant="row" />,
  },
];

function CorporateListScreen() {
  const [query, setQuery] = useListParams({ filters: listFilters });
  const result = useGetCorporatesQuery(query);
  const searchType = corporateSearchTypeFrom(query.filters.searchType);

  return (
    <Card
      title="Corporates"
      extra={
        <Can I="create" a="Corporate">
          <Link to={corporatePaths.create}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="new-corporate">
              New corporate
            </Button>
          </Link>
        </Can>
      }
      data-testid="corporate-list"
    >
      <PagedTable
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder={searchType === 'Name' ? 'Search by name' : 'Search by company registration no.'}
        filters={
          <ChoiceFilter
            options={searchTypeOptions}
            value={searchType}
            // Name is the default, so it stays out of the URL.
            onChange={(next) => setQuery({ filters: { searchType: next === 'Name' ? undefined : next } })}
            label="Search by"
            testId="search-type"
            width={240}
          />
        }
      />
    </Card>
  );
}

/** The corporates: search by name or company registration number, sorting, row actions. */
export function CorporateList() {
  usePageTitle('Corporates');
  return (
    <RequireAbility action="read" subject="Corporate">
      <CorporateListScreen />
    </RequireAbility>
  );
}
