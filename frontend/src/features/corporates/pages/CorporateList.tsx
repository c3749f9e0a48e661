import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { EditDeleteActions } from '@/shared/EditDeleteActions';
import { NewRecordButton } from '@/shared/NewRecordButton';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { useGetCorporatesQuery } from '../corporatesApi';
import { corporateActions, corporateScreens } from '../corporateScreens';
import { corporateSearchTypeFrom, corporateSearchTypes, type Corporate } from '../corporateTypes';
import { corporatePaths } from '../paths';

const searchTypeOptions = corporateSearchTypes.map((type) => ({ value: type, label: type }));

const listFilters = { searchType: corporateSearchTypes };

const blank = '—';

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
    render: (_, row) => <EditDeleteActions config={corporateActions} record={row} variant="row" />,
  },
];

/** The corporates: search by name or company registration number, sorting, row actions. */
export function CorporateList() {
  return (
    <RecordListPage screens={corporateScreens} actions={<NewRecordButton screens={corporateScreens} />}>
      <RecordListTable
        listFilters={listFilters}
        useList={useGetCorporatesQuery}
        columns={columns}
        searchPlaceholder={({ searchType }) =>
          corporateSearchTypeFrom(searchType) === 'Name'
            ? 'Search by name'
            : 'Search by company registration no.'
        }
        filters={(bind) => {
          const searchType = bind('searchType');
          return (
            <ChoiceFilter
              options={searchTypeOptions}
              value={corporateSearchTypeFrom(searchType.value)}
              // Name is the default, so it stays out of the URL.
              onChange={(next) => searchType.onChange(next === 'Name' ? undefined : next)}
              label="Search by"
              testId="search-type"
              width={240}
            />
          );
        }}
      />
    </RecordListPage>
  );
}
