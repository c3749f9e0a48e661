import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { PagedTable } from '@/shared/PagedTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { useListParams } from '@/shared/useListParams';
import { useGetEntriesQuery } from '../configurationApi';
import { recordStatuses, type Entry, type ListDescription } from '../configurationTypes';
import { useCanEditList } from '../useCanEditList';
import { entryColumns } from './entryColumns';
import { EntryFormDrawer } from './EntryFormDrawer';

// A module-level constant, so the list query keeps its identity between renders.
const listFilters = { status: recordStatuses };

/** One configuration list: its entries, server-paged, with the editing controls the user is allowed. */
export function ListScreen({ list }: { list: ListDescription }) {
  const [query, setQuery] = useListParams({ filters: listFilters });
  const result = useGetEntriesQuery({ list: list.name, query });
  const canEdit = useCanEditList(list);
  const [drawer, setDrawer] = useState<{ open: boolean; entry: Entry | null }>({ open: false, entry: null });

  const openDrawer = (entry: Entry | null) => setDrawer({ open: true, entry });
  const columns = entryColumns({ list, canEdit, onEdit: openDrawer });

  return (
    <Card
      title={list.title}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer(null)}>
            New entry
          </Button>
        )
      }
      data-testid="configuration-list"
    >
      <PagedTable
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder={list.hasCode ? 'Search by name or code' : 'Search by name'}
        filters={
          <StatusFilter
            statuses={recordStatuses}
            value={query.filters.status}
            onChange={(status) => setQuery({ filters: { status } })}
          />
        }
      />
      {canEdit && (
        <EntryFormDrawer
          list={list}
          open={drawer.open}
          entry={drawer.entry}
          onClose={() => setDrawer((current) => ({ ...current, open: false }))}
        />
      )}
    </Card>
  );
}
