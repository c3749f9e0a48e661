import { Button, Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@/shared/formatDateTime';
import { PagedTable } from '@/shared/PagedTable';
import { useListParams } from '@/shared/useListParams';
import { usePageTitle } from '@/shared/usePageTitle';
import { OutboxMessageDrawer } from '../components/OutboxMessageDrawer';
import { OutboxStatusTag } from '../components/OutboxStatusTag';
import { useGetOutboxQuery, type OutboxItem } from '../mailApi';

export function OutboxList() {
  usePageTitle('Mail outbox');
  const [query, setQuery] = useListParams({ sort: '-createdAt' });
  const result = useGetOutboxQuery(query);
  const [openId, setOpenId] = useState<number | null>(null);

  const columns: TableColumnsType<OutboxItem> = [
    { key: 'createdAt', title: 'Created', sorter: true, render: (_, row) => formatDateTime(row.createdAt) },
    { key: 'to', title: 'To', dataIndex: 'to', sorter: true },
    { key: 'subject', title: 'Subject', dataIndex: 'subject', sorter: true },
    { key: 'template', title: 'Template', dataIndex: 'template' },
    {
      key: 'status',
      title: 'Status',
      sorter: true,
      render: (_, row) => <OutboxStatusTag status={row.status} />,
    },
    { key: 'sentAt', title: 'Sent', render: (_, row) => formatDateTime(row.sentAt) },
    {
      key: 'view',
      title: '',
      render: (_, row) => (
        <Button type="link" onClick={() => setOpenId(row.id)}>
          View
        </Button>
      ),
    },
  ];

  return (
    <Card title="Mail outbox">
      <PagedTable
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search emails"
      />
      <OutboxMessageDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
