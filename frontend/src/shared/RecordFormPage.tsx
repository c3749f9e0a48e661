import { App, Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { PageBreadcrumb } from './PageBreadcrumb';
import type { RecordPaths } from './recordPaths';
import type { RecordScreens } from './recordScreens';
import { usePageTitle } from './usePageTitle';
import { WithRecord, type UseRecord } from './WithRecord';

/** What a record's form takes: the record to edit (null to create one), and what follows Save or Cancel. */
export interface RecordFormProps<T> {
  record: T | null;
  onSaved: (saved: T) => void;
  onCancel: () => void;
}

/** What a create or edit page gives its form: the saved record goes to its view page, Cancel goes back. */
export interface RecordFormHandlers {
  onSaved: (saved: { id: number }) => void;
  onCancel: () => void;
}

function useSavedHandler(paths: RecordPaths): RecordFormHandlers['onSaved'] {
  const navigate = useNavigate();
  const { message } = App.useApp();
  return (saved) => {
    void message.success('Saved');
    void navigate(paths.view(saved.id));
  };
}

/** A create page's handlers: Cancel goes back to the list. */
export function useCreateHandlers(paths: RecordPaths): RecordFormHandlers {
  const navigate = useNavigate();
  const onSaved = useSavedHandler(paths);
  return { onSaved, onCancel: () => void navigate(paths.list) };
}

export interface RecordFormCardProps {
  screens: RecordScreens;
  /** The breadcrumb after the list: the new record's title, or the record and "Edit". */
  crumbs: { title: string; path?: string }[];
  title: string;
  children: ReactNode;
}

/** A form page's layout: the breadcrumb back to the list, then the form in a card. */
export function RecordFormCard({ screens: { area, paths }, crumbs, title, children }: RecordFormCardProps) {
  return (
    <Flex vertical gap="middle">
      <PageBreadcrumb root={{ title: area, path: paths.list }} items={crumbs} />
      <Card title={title}>{children}</Card>
    </Flex>
  );
}

/** "Area Create": the record's form, empty, for users who may create one. */
export function RecordCreatePage({
  screens,
  children,
}: {
  screens: RecordScreens;
  children: (handlers: RecordFormHandlers) => ReactNode;
}) {
  usePageTitle(screens.area, 'Create');
  const handlers = useCreateHandlers(screens.paths);
  const title = `New ${screens.noun}`;

  return (
    <RequireAbility action="create" subject={screens.subject}>
      <RecordFormCard screens={screens} crumbs={[{ title }]} title={title}>
        {children(handlers)}
      </RecordFormCard>
    </RequireAbility>
  );
}

/** "Area Edit": the form of the record the URL names (`:id`), for users who may update it. */
export function RecordEditPage<T extends { id: number }>({
  screens,
  useOne,
  titleOf,
  children,
}: {
  screens: RecordScreens;
  useOne: UseRecord<T>;
  /** The record's name in the breadcrumb and the card's title. */
  titleOf: (record: T) => string;
  /** Key the form by the record, so moving between records never carries one's input into the other. */
  children: (record: T, handlers: RecordFormHandlers) => ReactNode;
}) {
  const { subject, area, noun, paths } = screens;
  usePageTitle(area, 'Edit');
  const navigate = useNavigate();
  const onSaved = useSavedHandler(paths);

  return (
    <RequireAbility action="update" subject={subject}>
      <WithRecord useOne={useOne} noun={noun} area={area} listPath={paths.list}>
        {(record) => (
          <RecordFormCard
            screens={screens}
            crumbs={[{ title: titleOf(record), path: paths.view(record.id) }, { title: 'Edit' }]}
            title={`Edit ${titleOf(record)}`}
          >
            {children(record, { onSaved, onCancel: () => void navigate(paths.view(record.id)) })}
          </RecordFormCard>
        )}
      </WithRecord>
    </RequireAbility>
  );
}
