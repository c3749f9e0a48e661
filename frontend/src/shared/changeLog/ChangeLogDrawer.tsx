import { Drawer, type TableColumnsType } from 'antd';
import { formatDateTime } from '../formatDateTime';
import { PagedTable, type PagedResult } from '../PagedTable';
import { useLocalListQuery } from '../useLocalListQuery';
import { describeChange, type ChangeLogArgs, type ChangeLogEntry } from './changeLog';

/** A feature's log query hook; an RTK Query hook such as `useGetFacilitatorLogsQuery` fits as it is. */
export type UseChangeLog = (args: ChangeLogArgs) => PagedResult<ChangeLogEntry>;

export interface ChangeLogDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The record whose log to show. */
  recordId: number;
  useLogs: UseChangeLog;
  /** The feature's labels for its API field names; others are made readable from the name. */
  fieldLabels?: Readonly<Record<string, string>>;
}

function ChangeLogTable({
  recordId,
  useLogs,
  fieldLabels,
}: Omit<ChangeLogDrawerProps, 'open' | 'onClose' | 'title'>) {
  // Paging lives here, not in the URL: the drawer sits over a record page whose URL is its own.
  const [query, setQuery] = useLocalListQuery();
  const result = useLogs({ id: recordId, page: query.page, pageSize: query.pageSize });

  const columns: TableColumnsType<ChangeLogEntry> = [
    { key: 'changedAt', title: 'When', render: (_, entry) => formatDateTime(entry.changedAt) },
    { key: 'who', title: 'Who', render: (_, entry) => describeChange(entry, fieldLabels).who },
    { key: 'field', title: 'Field', render: (_, entry) => describeChange(entry, fieldLabels).field },
    { key: 'oldValue', title: 'Old', render: (_, entry) => describeChange(entry, fieldLabels).oldValue },
    { key: 'newValue', title: 'New', render: (_, entry) => describeChange(entry, fieldLabels).newValue },
  ];

  return (
    <PagedTable
      columns={columns}
      rowKey={(entry) => entry.id}
      query={query}
      result={result}
      onChange={setQuery}
      searchable={false}
    />
  );
}

/** A record's change history, newest first as the server sends it; shared by every feature with a log. */
export function ChangeLogDrawer({ open, onClose, title, ...table }: ChangeLogDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size="large"
      // Mounted only while open, so each opening fetches the current log from page 1.
      destroyOnHidden
      data-testid="change-log-drawer"
    >
      <ChangeLogTable {...table} />
    </Drawer>
  );
}
