import { Button, Flex, Popconfirm } from 'antd';
import { Link } from 'react-router';
import { Can } from '@/app/abilityContext';
import { facilitatorEditPath, facilitatorViewPath } from '../paths';
import type { Facilitator } from '../facilitatorTypes';
import { useFacilitatorStatus } from '../useFacilitatorStatus';

export interface FacilitatorActionsProps {
  facilitator: Facilitator;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
  onDeleted?: () => void;
}

/** The actions the user's ability allows on one facilitator; the server checks each request again. */
export function FacilitatorActions({ facilitator, variant, onDeleted }: FacilitatorActionsProps) {
  const { busy, deleting, toggleArchived, remove } = useFacilitatorStatus(facilitator);
  const row = variant === 'row';
  const buttonProps = row ? ({ size: 'small', type: 'link' } as const) : ({} as const);

  const confirmDelete = async () => {
    if ((await remove()) && onDeleted) onDeleted();
  };

  return (
    <Flex gap={row ? 4 : 'small'} wrap={!row} data-testid="facilitator-actions">
      {row && (
        <Link to={facilitatorViewPath(facilitator.id)}>
          <Button {...buttonProps}>View</Button>
        </Link>
      )}
      <Can I="update" a="Facilitator">
        <Link to={facilitatorEditPath(facilitator.id)}>
          <Button {...buttonProps} type={row ? 'link' : 'primary'} disabled={busy}>
            Edit
          </Button>
        </Link>
      </Can>
      <Can I="archive" a="Facilitator">
        <Button {...buttonProps} disabled={busy} onClick={() => void toggleArchived()}>
          {facilitator.status === 'Archived' ? 'Unarchive' : 'Archive'}
        </Button>
      </Can>
      <Can I="delete" a="Facilitator">
        <Popconfirm
          title="Delete this facilitator?"
          description="Facilitators in use cannot be deleted; archive them instead."
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
