import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AppSubject } from '@/app/ability';
import { Can } from '@/app/abilityContext';
import { DeleteButton, type UseDeleteMutation } from './DeleteButton';
import type { RecordPaths } from './recordPaths';

export interface EditDeleteActionsProps {
  record: { id: number };
  /** The ability subject ('User', 'Corporate' ...), which decides the buttons shown. */
  subject: AppSubject;
  /** "user": the test ids (`user-actions`, `delete-user`) and the delete question. */
  noun: string;
  paths: Pick<RecordPaths, 'view' | 'edit'>;
  useDelete: UseDeleteMutation;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
  /** What the delete confirmation says beneath its question. */
  deleteDescription: string;
  onDeleted?: () => void;
  /** More of the record's actions, between Edit and Delete. */
  children?: ReactNode;
}

/**
 * View, Edit and Delete, as the user's ability allows, for records that are never archived or duplicated
 * (users, corporates); the server checks every request again.
 */
export function EditDeleteActions({
  record,
  subject,
  noun,
  paths,
  useDelete,
  variant,
  deleteDescription,
  onDeleted,
  children,
}: EditDeleteActionsProps) {
  const row = variant === 'row';
  const buttonProps = row ? ({ size: 'small', type: 'link' } as const) : ({} as const);

  return (
    <Flex gap={row ? 4 : 'small'} wrap={!row} data-testid={`${noun}-actions`}>
      {row && (
        <Link to={paths.view(record.id)}>
          <Button {...buttonProps}>View</Button>
        </Link>
      )}
      <Can I="update" a={subject}>
        <Link to={paths.edit(record.id)}>
          <Button {...buttonProps} type={row ? 'link' : 'primary'}>
            Edit
          </Button>
        </Link>
      </Can>
      {children}
      <Can I="delete" a={subject}>
        <DeleteButton
          recordId={record.id}
          useDelete={useDelete}
          noun={noun}
          description={deleteDescription}
          variant={variant}
          onDeleted={onDeleted}
        />
      </Can>
    </Flex>
  );
}
