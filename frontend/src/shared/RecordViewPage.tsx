import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { ChangeLogButton } from './changeLog/ChangeLogButton';
import type { UseChangeLog } from './changeLog/ChangeLogDrawer';
import { PageBreadcrumb } from './PageBreadcrumb';
import type { RecordScreens } from './recordScreens';
import { usePageTitle } from './usePageTitle';
import { WithRecord, type UseRecord } from './WithRecord';

interface RecordViewProps<T extends { id: number }> {
  screens: RecordScreens;
  /** The record's name: the breadcrumb's last item and the card's title. */
  titleOf: (record: T) => string;
  /** The card header's buttons; `onDeleted` takes the user back to the list. */
  actions: (record: T, onDeleted: () => void) => ReactNode;
  /** The record's change log, behind a button after the actions; left out for kinds that keep none. */
  changeLog?: { useLogs: UseChangeLog; fieldLabels?: Readonly<Record<string, string>> };
  /** Above the record's card: a notice about the record (merged into another ...). */
  notice?: (record: T) => ReactNode;
  /** Below the record's card: what hangs off the record (its participants, e-courses ...). */
  related?: (record: T) => ReactNode;
  /** The card's body; a component of the feature's, where it needs hooks. */
  children: (record: T) => ReactNode;
}

export interface RecordViewPageProps<T extends { id: number }> extends RecordViewProps<T> {
  useOne: UseRecord<T>;
}

function RecordView<T extends { id: number }>({
  record,
  screens: { area, testId, paths },
  titleOf,
  actions,
  changeLog,
  notice,
  related,
  children,
}: RecordViewProps<T> & { record: T }) {
  const navigate = useNavigate();
  const title = titleOf(record);
  const buttons = actions(record, () => void navigate(paths.list));

  return (
    <Flex vertical gap="middle">
      <PageBreadcrumb root={{ title: area, path: paths.list }} items={[{ title }]} />
      {notice?.(record)}
      <Card
        title={title}
        extra={
          changeLog ? (
            <Flex gap="small" wrap>
              {buttons}
              <ChangeLogButton title={`Change log: ${title}`} recordId={record.id} {...changeLog} />
            </Flex>
          ) : (
            buttons
          )
        }
        data-testid={`${testId}-view`}
      >
        {children(record)}
      </Card>
      {related?.(record)}
    </Flex>
  );
}

/** "Area View": the record the URL names (`:id`), for users who may read it, under its name and buttons. */
export function RecordViewPage<T extends { id: number }>({ useOne, ...view }: RecordViewPageProps<T>) {
  const { subject, noun, area, paths } = view.screens;
  usePageTitle(area, 'View');
  return (
    <RequireAbility action="read" subject={subject}>
      <WithRecord useOne={useOne} noun={noun} area={area} listPath={paths.list}>
        {(record) => <RecordView record={record} {...view} />}
      </WithRecord>
    </RequireAbility>
  );
}
