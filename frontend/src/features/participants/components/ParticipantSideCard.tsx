import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusTag } from '@/shared/StatusTag';
import { tableLabel } from '../participantMerge';
import type { MergeCard } from '../participantTypes';
import { participantPaths } from '../paths';

export interface ParticipantSideCardProps {
  /** "A", "From" ... */
  title: ReactNode;
  card: MergeCard;
  testId: string;
}

/** One side of a merge or transfer: who it is, whether they sign in, and which of their records would move. */
export function ParticipantSideCard({ title, card, testId }: ParticipantSideCardProps) {
  const { participant, hasLogin, usages } = card;
  return (
    <Card size="small" title={title} style={{ flex: '1 1 320px' }} data-testid={testId}>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'name',
            label: 'Participant',
            children: (
              <Link to={participantPaths.view(participant.id)} target="_blank">
                {participant.name} (#{participant.id})
              </Link>
            ),
          },
          { key: 'status', label: 'Status', children: <StatusTag status={participant.status} /> },
          { key: 'login', label: 'Login', children: hasLogin ? 'Has a login' : 'No login' },
          {
            key: 'usages',
            label: 'Records',
            children:
              usages.length === 0 ? (
                <Typography.Text type="secondary">None</Typography.Text>
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid={`${testId}-usages`}>
                  {usages.map((usage) => (
                    <li key={usage.table}>
                      {tableLabel(usage.table)}: {usage.count}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </Card>
  );
}
