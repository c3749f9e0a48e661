import { Typography } from 'antd';
import { tableLabel } from '../participantMerge';
import type { Usage } from '../participantTypes';

/** What a merge or transfer moved, table by table. */
export function MovedRecords({ moved }: { moved: readonly Usage[] }) {
  if (moved.length === 0) {
    return (
      <Typography.Paragraph data-testid="moved-records">No other records needed moving.</Typography.Paragraph>
    );
  }
  return (
    <div data-testid="moved-records">
      <Typography.Paragraph strong>Records moved</Typography.Paragraph>
      <ul>
        {moved.map((usage) => (
          <li key={usage.table}>
            {tableLabel(usage.table)}: {usage.count}
          </li>
        ))}
      </ul>
    </div>
  );
}
