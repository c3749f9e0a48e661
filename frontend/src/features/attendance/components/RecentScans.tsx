import { Card, Tag, Typography } from 'antd';
import { ItemList } from '@/shared/ItemList';
import { formatTime } from '@/shared/formatDateTime';
import { scanTone, type ScanOutcome, type ScanTone } from '../attendance';

export interface RecentScan {
  /** Unique on this screen: the same code may be scanned twice. */
  id: number;
  at: Date;
  outcome: ScanOutcome;
}

const toneColors: Readonly<Record<ScanTone, string>> = {
  success: 'success',
  late: 'warning',
  error: 'error',
};

/** This device's last scans, newest first, so staff can check who went through a moment ago. */
export function RecentScans({ scans }: { scans: readonly RecentScan[] }) {
  return (
    <Card title="Last scans" size="small">
      <ItemList
        testId="recent-scans"
        emptyText="Nothing scanned yet"
        items={scans.map(({ id, at, outcome }) => ({
          key: id,
          title: outcome.kind === 'scanned' ? outcome.result.row.participantName : outcome.code,
          description: (
            <>
              <Typography.Text type="secondary">{formatTime(at, { seconds: true })}</Typography.Text>{' '}
              {outcome.kind === 'scanned' ? outcome.result.message : outcome.message}
            </>
          ),
          extra: <Tag color={toneColors[scanTone(outcome)]}>{outcome.mode === 'in' ? 'In' : 'Out'}</Tag>,
        }))}
      />
    </Card>
  );
}
