import { Tag } from 'antd';
import type { RecordStatus } from '../configurationTypes';

const colors: Record<RecordStatus, string> = {
  Active: 'success',
  Inactive: 'default',
  Archive: 'warning',
};

export function StatusTag({ status }: { status: RecordStatus }) {
  return <Tag color={colors[status]}>{status}</Tag>;
}
