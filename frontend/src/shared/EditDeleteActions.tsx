import type { ReactNode } from 'react';
import { Can } from '@/app/abilityContext';
import { DeleteButton, type UseDeleteMutation } from './DeleteButton';
import { RecordActionsBar, type ActionsVariant } from './RecordActionsBar';
import type { RecordScreens } from './recordScreens';

/** What one kind of record that is never archived or duplicated (users, corporates) offers. */
export interface EditDeleteConfig {
  /** The subject decides the buttons shown; `testId` names them (`user-actions`, `delete-user`). */
  screens: RecordScreens;
  useDelete: UseDeleteMutation;
  /** What the delete confirmation says beneath its question. */
  deleteDescription: string;
}

export interface EditDeleteActionsProps {
  config: EditDeleteConfig;
  record: { id: number };
  variant: ActionsVariant;
  onDeleted?: () => void;
  /** More of the record's actions, between Edit and Delete. */
  children?: ReactNode;
}

/** View, Edit and Delete, as the user's ability allows; the server checks every request again. */
export function EditDeleteActions({
  config: { screens, useDelete, deleteDescription },
  record,
  variant,
  onDeleted,
  children,
}: EditDeleteActionsProps) {
  return (
    <RecordActionsBar screens={screens} recordId={record.id} variant={variant}>
      {children}
      <Can I="delete" a={screens.subject}>
        <DeleteButton
          recordId={record.id}
          useDelete={useDelete}
          noun={screens.noun}
          testId={screens.testId}
          description={deleteDescription}
          variant={variant}
          onDeleted={onDeleted}
        />
      </Can>
    </RecordActionsBar>
  );
}
