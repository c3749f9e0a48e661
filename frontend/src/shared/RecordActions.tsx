import { Button } from 'antd';
import { Link } from 'react-router';
import { Can } from '@/app/abilityContext';
import { DeleteConfirm } from './DeleteButton';
import { actionButtonProps, RecordActionsBar, type ActionsVariant } from './RecordActionsBar';
import type { RecordScreens } from './recordScreens';
import { useRecordStatus, type RecordStatusHooks } from './useRecordStatus';

/** What one kind of archivable record offers on its list rows and view page. */
export interface RecordActionsConfig {
  /**
   * The subject decides the buttons shown; `testId` names them (`course-actions`, `duplicate-course`), `noun`
   * is in the delete question. Without `paths.duplicate`, no Duplicate is offered.
   */
  screens: RecordScreens;
  /** Without `useDelete`, no Delete is offered. */
  hooks: RecordStatusHooks;
  /** What the delete confirmation says beneath its question. */
  deleteDescription?: string;
}

export interface RecordActionsProps {
  config: RecordActionsConfig;
  record: { id: number; status: string };
  variant: ActionsVariant;
  onDeleted?: () => void;
}

/**
 * View, Edit, Duplicate, Archive or Unarchive, and Delete, as the user's ability and the kind of record
 * allow; the server checks again.
 */
export function RecordActions({
  config: { screens, hooks, deleteDescription },
  record,
  variant,
  onDeleted,
}: RecordActionsProps) {
  const { busy, deleting, toggleArchived, remove } = useRecordStatus(hooks, record);
  const { subject, noun, testId, paths } = screens;
  const buttonProps = actionButtonProps(variant);

  const confirmDelete = async () => {
    if ((await remove()) && onDeleted) onDeleted();
  };

  return (
    <RecordActionsBar screens={screens} recordId={record.id} variant={variant} busy={busy}>
      {paths.duplicate && (
        <Can I="create" a={subject}>
          <Link to={paths.duplicate(record.id)}>
            <Button {...buttonProps} disabled={busy} data-testid={`duplicate-${testId}`}>
              Duplicate
            </Button>
          </Link>
        </Can>
      )}
      <Can I="archive" a={subject}>
        <Button {...buttonProps} disabled={busy} onClick={() => void toggleArchived()}>
          {record.status === 'Archived' ? 'Unarchive' : 'Archive'}
        </Button>
      </Can>
      {hooks.useDelete && (
        <Can I="delete" a={subject}>
          <DeleteConfirm
            noun={noun}
            testId={testId}
            description={deleteDescription}
            variant={variant}
            disabled={busy}
            loading={deleting}
            onConfirm={confirmDelete}
          />
        </Can>
      )}
    </RecordActionsBar>
  );
}
