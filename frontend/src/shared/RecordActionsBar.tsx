import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Can } from '@/app/abilityContext';
import type { RecordScreens } from './recordScreens';

/** A table row gets small link buttons and a View link; the view page gets full buttons. */
export type ActionsVariant = 'row' | 'page';

export function actionButtonProps(variant: ActionsVariant) {
  return variant === 'row' ? ({ size: 'small', type: 'link' } as const) : ({} as const);
}

export interface RecordActionsBarProps {
  /** The subject decides whether Edit shows; `testId` names the bar (`course-actions`). */
  screens: Pick<RecordScreens, 'subject' | 'testId' | 'paths'>;
  recordId: number;
  variant: ActionsVariant;
  /** While another of the record's actions runs, Edit waits. */
  busy?: boolean;
  /** The record's other actions, after Edit. */
  children: ReactNode;
}

/** A record's action buttons side by side: View (in a table row), Edit as the user's ability allows, the rest. */
export function RecordActionsBar({ screens, recordId, variant, busy, children }: RecordActionsBarProps) {
  const row = variant === 'row';
  const buttonProps = actionButtonProps(variant);
  return (
    <Flex gap={row ? 4 : 'small'} wrap data-testid={`${screens.testId}-actions`}>
      {row && (
        <Link to={screens.paths.view(recordId)}>
          <Button {...buttonProps}>View</Button>
        </Link>
      )}
      <Can I="update" a={screens.subject}>
        <Link to={screens.paths.edit(recordId)}>
          <Button {...buttonProps} type={row ? 'link' : 'primary'} disabled={busy}>
            Edit
          </Button>
        </Link>
      </Can>
      {children}
    </Flex>
  );
}
