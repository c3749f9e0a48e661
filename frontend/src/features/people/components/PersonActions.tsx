import { Button, Flex, Popconfirm } from 'antd';
import { Link } from 'react-router';
import { Can } from '@/app/abilityContext';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import type { Person } from '../personTypes';
import { useRecordStatus } from '@/shared/useRecordStatus';

export interface PersonActionsProps<T extends Person, V extends PersonFormValues> {
  kind: PersonKind<T, V>;
  person: T;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
  onDeleted?: () => void;
}

/** The actions the user's ability allows on one person; the server checks each request again. */
export function PersonActions<T extends Person, V extends PersonFormValues>({
  kind,
  person,
  variant,
  onDeleted,
}: PersonActionsProps<T, V>) {
  const { busy, deleting, toggleArchived, remove } = useRecordStatus(kind.api, person);
  const row = variant === 'row';
  const buttonProps = row ? ({ size: 'small', type: 'link' } as const) : ({} as const);

  const confirmDelete = async () => {
    if ((await remove()) && onDeleted) onDeleted();
  };

  return (
    <Flex gap={row ? 4 : 'small'} wrap={!row} data-testid={`${kind.testId}-actions`}>
      {row && (
        <Link to={kind.paths.view(person.id)}>
          <Button {...buttonProps}>View</Button>
        </Link>
      )}
      <Can I="update" a={kind.subject}>
        <Link to={kind.paths.edit(person.id)}>
          <Button {...buttonProps} type={row ? 'link' : 'primary'} disabled={busy}>
            Edit
          </Button>
        </Link>
      </Can>
      <Can I="archive" a={kind.subject}>
        <Button {...buttonProps} disabled={busy} onClick={() => void toggleArchived()}>
          {person.status === 'Archived' ? 'Unarchive' : 'Archive'}
        </Button>
      </Can>
      <Can I="delete" a={kind.subject}>
        <Popconfirm
          title={`Delete this ${kind.noun}?`}
          description={`${kind.area} in use cannot be deleted; archive them instead.`}
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
    </Flex>
  );
}
