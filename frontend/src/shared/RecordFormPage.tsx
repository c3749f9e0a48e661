import { App, Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import type { AppSubject } from '@/app/ability';
import { PageBreadcrumb } from './PageBreadcrumb';
import type { RecordPaths } from './recordPaths';
import { usePageTitle } from './usePageTitle';
import { WithRecord, type UseRecord } from './WithRecord';

/** One kind of record's screens: who may use them, what they are called, and where they are. */
export interface RecordScreens {
  /** The ability subject, also what the page checks before showing the form. */
  subject: AppSubject;
  /** "Users": page titles and the breadcrumb root. */
  area: string;
  /** "user": the create page's title, "New user", and the 404's wording. */
  noun: string;
  paths: RecordPaths;
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

/** "Area Create": the record's form, empty, for users who may create one. */
export function RecordCreatePage({
  screens: { subject, area, noun, paths },
  children,
}: {
  screens: RecordScreens;
  children: (handlers: RecordFormHandlers) => ReactNode;
}) {
  usePageTitle(area, 'Create');
  const navigate = useNavigate();
  const onSaved = useSavedHandler(paths);
  const title = `New ${noun}`;

  return (
    <RequireAbility action="create" subject={subject}>
      <Flex vertical gap="middle">
        <PageBreadcrumb root={{ title: area, path: paths.list }} items={[{ title }]} />
        <Card title={title}>{children({ onSaved, onCancel: () => void navigate(paths.list) })}</Card>
      </Flex>
    </RequireAbility>
  );
}

/** "Area Edit": the form of the record the URL names (`:id`), for users who may update it. */
export function RecordEditPage<T extends { id: number }>({
  screens: { subject, area, noun, paths },
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
  usePageTitle(area, 'Edit');
  const navigate = useNavigate();
  const onSaved = useSavedHandler(paths);

  return (
    <RequireAbility action="update" subject={subject}>
      <WithRecord useOne={useOne} noun={noun} area={area} listPath={paths.list}>
        {(record) => (
          <Flex vertical gap="middle">
            <PageBreadcrumb
              root={{ title: area, path: paths.list }}
              items={[{ title: titleOf(record), path: paths.view(record.id) }, { title: 'Edit' }]}
            />
            <Card title={`Edit ${titleOf(record)}`}>
              {children(record, { onSaved, onCancel: () => void navigate(paths.view(record.id)) })}
            </Card>
          </Flex>
        )}
      </WithRecord>
    </RequireAbility>
  );
}
