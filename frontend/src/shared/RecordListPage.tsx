import { Card } from 'antd';
import type { ReactNode } from 'react';
import { RequireAbility } from '@/admin/RequireAbility';
import type { RecordScreens } from './recordScreens';
import { usePageTitle } from './usePageTitle';

export interface RecordListPageProps {
  /** Who may see the list, its title, and its test id (`user-list`). */
  screens: Pick<RecordScreens, 'subject' | 'area' | 'testId' | 'perRecord'>;
  /** The header's buttons: usually a NewRecordButton, after any of the list's own. */
  actions?: ReactNode;
  /** The list itself; rendered only for users who may read the records, so it fetches nothing for others. */
  children: ReactNode;
}

/** The page around a kind of record's list: its title, a header with the list's buttons, and the read check. */
export function RecordListPage({
  screens: { subject, area, testId, perRecord },
  actions,
  children,
}: RecordListPageProps) {
  usePageTitle(area);
  return (
    <RequireAbility action="read" subject={subject} perRecord={perRecord}>
      <Card title={area} extra={actions} data-testid={`${testId}-list`}>
        {children}
      </Card>
    </RequireAbility>
  );
}
