import { MergeCellsOutlined } from '@ant-design/icons';
import { App, Button, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Can, useAppAbility } from '@/app/abilityContext';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { IdFilter } from '@/shared/IdFilter';
import { isIdValue } from '@/shared/listSearchParams';
import { NewRecordButton } from '@/shared/NewRecordButton';
import { RecordActions } from '@/shared/RecordActions';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { useShowApiError } from '@/shared/useShowApiError';
import { participantColumns } from '../components/participantColumns';
import { participantFieldLabels as labels } from '../participantForm';
import { useBulkArchiveParticipantsMutation, useGetParticipantsQuery } from '../participantsApi';
import { participantSearchTypes, participantStatuses, type ParticipantSummary } from '../participantTypes';
import { participantActions, participantScreens } from '../participantScreens';
import { participantPaths } from '../paths';
import { useParticipantTypeChoices } from '../useParticipantFormData';

const listFilters = {
  status: participantStatuses,
  searchType: participantSearchTypes,
  participantTypeId: isIdValue,
};

const searchTypeOptions = participantSearchTypes.map((value) => ({
  value,
  label: value === 'NRIC' ? 'NRIC/FIN' : value,
}));

const columns: TableColumnsType<ParticipantSummary> = [
  ...participantColumns({ sortable: true }),
  {
    key: 'actions',
    title: 'Actions',
    render: (_, row) => <RecordActions config={participantActions} record={row} variant="row" />,
  },
];

function plural(count: number): string {
  return `${count} participant${count === 1 ? '' : 's'}`;
}

/** Archives the chosen rows in one request, once the user confirms. */
function BulkArchiveButton({ ids, onArchived }: { ids: number[]; onArchived: () => void }) {
  const [bulkArchive, { isLoading }] = useBulkArchiveParticipantsMutation();
  const { modal, message } = App.useApp();
  const showApiError = useShowApiError();

  const confirm = () =>
    modal.confirm({
      title: `Archive ${plural(ids.length)}?`,
      content:
        'Archived participants are left out of registrations and merges; they can be unarchived later.',
      okText: 'Archive',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const { archived } = await bulkArchive(ids).unwrap();
          void message.success(`Archived ${plural(archived)}`);
          onArchived();
        } catch (error) {
          showApiError(error);
        }
      },
    });

  return (
    <Button disabled={ids.length === 0} loading={isLoading} onClick={confirm} data-testid="bulk-archive">
      Archive selected{ids.length > 0 ? ` (${ids.length})` : ''}
    </Button>
  );
}

/** Participants: search by a chosen kind of value, filters, bulk archive, and the way to merge duplicates. */
export function ParticipantList() {
  const canArchive = useAppAbility().can('archive', 'Participant');
  // Kept across pages, so rows can be gathered from several before archiving them together.
  const [selected, setSelected] = useState<number[]>([]);

  return (
    <RecordListPage
      screens={participantScreens}
      actions={
        <Flex gap="small" wrap>
          {canArchive && <BulkArchiveButton ids={selected} onArchived={() => setSelected([])} />}
          <Can I="delete" a="Participant">
            <Link to={participantPaths.merge()}>
              <Button icon={<MergeCellsOutlined />} data-testid="merge-duplicates">
                Merge duplicates
              </Button>
            </Link>
          </Can>
          <NewRecordButton screens={participantScreens} />
        </Flex>
      }
    >
      <RecordListTable
        listFilters={listFilters}
        useList={useGetParticipantsQuery}
        columns={columns}
        searchPlaceholder={({ searchType }) =>
          searchType
            ? `Search by ${searchTypeOptions.find((option) => option.value === searchType)?.label}`
            : 'Search by name, NRIC/FIN, e-mail, CEA no. or phone'
        }
        filters={(bind) => (
          <>
            <ChoiceFilter
              options={searchTypeOptions}
              {...bind('searchType')}
              allLabel="All fields"
              label="Search in"
              testId="search-type"
              width={200}
            />
            <StatusFilter statuses={participantStatuses} {...bind('status')} />
            <IdFilter
              useChoices={useParticipantTypeChoices}
              {...bind('participantTypeId')}
              allLabel="All participant types"
              label={labels.participantTypeId}
              testId="participant-type-filter"
            />
          </>
        )}
        rowSelection={
          canArchive
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                preserveSelectedRowKeys: true,
                getCheckboxProps: (row) => ({ disabled: row.status === 'Archived' }),
              }
            : undefined
        }
      />
    </RecordListPage>
  );
}
