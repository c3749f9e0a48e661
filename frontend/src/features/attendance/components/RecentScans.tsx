import { Card, List, Tag, Typography } from 'antd';
import { formatScanClock, scanTone, type ScanOutcome, type ScanTone } from '../attendance';

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
      <List<RecentScan>
        dataSource={scans}
        rowKey={(scan) => scan.id}
        locale={{ emptyText: 'Nothing scanned yet' }}
        data-testid="recent-scans"
        renderItem={({ at, outcome }) => (
          <List.Item
            extra={<Tag color={toneColors[scanTone(outcome)]}>{outcome.mode === 'in' ? 'In' : 'Out'}</Tag>}
          >
            <List.Item.Meta
              title={outcome.kind === 'scanned' ? outcome.result.row.participantName : outcome.code}
              description={
                <>
                  <Typography.Text type="secondary">{formatScanClock(at)}</Typography.Text>{' '}
                  {outcome.kind === 'scanned' ? outcome.result.message : outcome.message}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
