import { Link } from 'react-router';
import { Can } from '@/app/abilityContext';
import { describeUsages } from '@/features/participants/participantMerge';
import { participantPaths } from '@/features/participants/paths';
import { useGetUserRegistrationsQuery } from '../usersApi';

/** The participant record a login belongs to, if any, and what refers to that record. */
export function UserParticipantRecord({ userId }: { userId: number }) {
  const { data, isLoading, error } = useGetUserRegistrationsQuery(userId);
  if (isLoading) return 'Loading…';
  if (error || !data) return '—';
  const { participantId } = data;
  if (participantId === null) return 'None';
  const name = `Participant #${participantId}`;
  return (
    <span data-testid="user-participant">
      <Can I="read" a="Participant" passThrough>
        {(allowed: boolean) =>
          allowed ? <Link to={participantPaths.view(participantId)}>{name}</Link> : name
        }
      </Can>
      {` (${describeUsages(data.usages, 'no registrations or other records')})`}
    </span>
  );
}
