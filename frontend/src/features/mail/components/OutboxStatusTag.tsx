import { Tag } from 'antd';
import type { OutboxStatus } from '../mailApi';

const appearance: Record<OutboxStatus, { color: string; label: string }> = {
  queued: { color: 'processing', label: 'Queued' },
  sent: { color: 'success', label: 'Sent' },
  failed: { color: 'error', label: 'Failed' },
  // Held in the outbox because no mail server is configured.
  outbox: { color: 'default', label: 'Outbox' },
};

export function OutboxStatusTag({ status }: { status: OutboxStatus }) {
  const { color, label } = appearance[status];
  return <Tag color={color}>{label}</Tag>;
}
