import { Button, Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@/shared/formatDateTime';
import { RecordListTable } from '@/shared/RecordListTable';
import { usePageTitle } from '@/shared/usePageTitle';
import { OutboxMessageDrawer } from '../components/OutboxMessageDrawer';
import { OutboxStatusTag } from '../components/OutboxStatusTag';
import { useGetOutboxQuery, type OutboxItem } from '../mailApi';

export function OutboxList() {
  usePageTitle('Mail outbox');
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
      <RecordListTable
        defaultSort="-createdAt"
        useList={useGetOutboxQuery}
        columns={columns}
        searchPlaceholder="Search emails"
      />
      <OutboxMessageDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
