import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Descriptions, Drawer, Flex, Spin } from 'antd';
import { parseApiError } from '@/shared/apiError';
import { formatDateTime } from '@/shared/formatDateTime';
import { useGetOutboxMessageQuery } from '../mailApi';
import { OutboxStatusTag } from './OutboxStatusTag';

export function OutboxMessageDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: message, error, isFetching } = useGetOutboxMessageQuery(id ?? skipToken);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={message?.subject ?? 'Email'}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" showIcon title={parseApiError(error).message} />
      ) : isFetching || !message ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : (
        <Flex vertical gap="middle">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'to', label: 'To', children: message.to },
              { key: 'template', label: 'Template', children: message.template },
              { key: 'status', label: 'Status', children: <OutboxStatusTag status={message.status} /> },
              { key: 'createdAt', label: 'Created', children: formatDateTime(message.createdAt) },
              { key: 'sentAt', label: 'Sent', children: formatDateTime(message.sentAt) },
            ]}
          />
          {message.error && (
            <Alert type="error" showIcon title="Sending failed" description={message.error} />
          )}
          {/* An empty sandbox runs no scripts and gives the mail no access to this page or its session. */}
          <iframe
            title="Email preview"
            sandbox=""
            srcDoc={message.html}
            style={{ width: '100%', height: '70vh', border: '1px solid #f0f0f0', borderRadius: 8 }}
          />
        </Flex>
      )}
    </Drawer>
  );
}
