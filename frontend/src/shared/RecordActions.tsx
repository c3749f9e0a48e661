import { Button, Flex, Popconfirm } from 'antd';
import { Link } from 'react-router';
import type { AppSubject } from '@/app/ability';
import { Can } from '@/app/abilityContext';
import { useRecordStatus, type RecordStatusHooks } from './useRecordStatus';

export interface RecordActionsProps {
  record: { id: number; status: string };
  /** The ability subject ('Course', 'Event' ...), which decides the buttons shown. */
  subject: AppSubject;
  /** "course": the test ids (`course-actions`, `duplicate-course`) and the delete question. */
  noun: string;
  /** Without `duplicate`, no Duplicate is offered. */
  paths: { view: (id: number) => string; edit: (id: number) => string; duplicate?: (id: number) => string };
  /** Without `useDelete`, no Delete is offered. */
  hooks: RecordStatusHooks;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
  /** What the delete confirmation says beneath its question. */
  deleteDescription?: string;
  onDeleted?: () => void;
}

/**
 * View, Edit, Duplicate, Archive or Unarchive, and Delete, as the user's ability and the kind of record
 * allow; the server checks again.
 */
export function RecordActions({
  record,
  subject,
  noun,
  paths,
  hooks,
  variant,
  deleteDescription,
  onDeleted,
}: RecordActionsProps) {
  const { busy, deleting, toggleArchived, remove } = useRecordStatus(hooks, record);
  const row = variant === 'row';
  const buttonProps = row ? ({ size: 'small', type: 'link' } as const) : ({} as const);

  const confirmDelete = async () => {
    if ((await remove()) && onDeleted) onDeleted();
  };

  return (
    <Flex gap={row ? 4 : 'small'} wrap={!row} data-testid={`${noun}-actions`}>
      {row && (
        <Link to={paths.view(record.id)}>
          <Button {...buttonProps}>View</Button>
        </Link>
      )}
      <Can I="update" a={subject}>
        <Link to={paths.edit(record.id)}>
          <Button {...buttonProps} type={row ? 'link' : 'primary'} disabled={busy}>
            Edit
          </Button>
        </Link>
      </Can>
      {paths.duplicate && (
        <Can I="create" a={subject}>
          <Link to={paths.duplicate(record.id)}>
            <Button {...buttonProps} disabled={busy} data-testid={`duplicate-${noun}`}>
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
          <Popconfirm
            title={`Delete this ${noun}?`}
            description={deleteDescription}
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={confirmDelete}
          >
            <Button {...buttonProps} danger disabled={busy} loading={deleting}>
              Delete
            </Button>
          </Popconfirm>
        </Can>
      )}
    </Flex>
  );
}
