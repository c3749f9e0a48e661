import { Tag } from 'antd';

// Record statuses across features: configuration entries archive to "Archive", people to "Archived".
const colors: Partial<Record<string, string>> = {
  Active: 'success',
  Inactive: 'default',
  Archive: 'warning',
  Archived: 'warning',
};

export function StatusTag({ status }: { status: string }) {
  return <Tag color={colors[status] ?? 'default'}>{status}</Tag>;
}
