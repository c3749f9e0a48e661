import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { resPaths } from '../paths';
import { useGetParticipantClaimsQuery } from '../resApi';
import { SkillsFutureClaimsTable } from './SkillsFutureClaimsTable';

/** The profile's SkillsFuture claims, shown once the participant has one. */
export function MySkillsFutureClaims({ participantId }: { participantId: number }) {
  const { data, error, refetch } = useGetParticipantClaimsQuery(participantId);
  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  if (!data?.length) return null;
  return (
    <Card title="SkillsFuture claims" data-testid="my-skillsfuture-claims">
      <SkillsFutureClaimsTable claims={data} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        <Link to={resPaths.skillsFuture}>How to claim your SkillsFuture Credit</Link>
      </Typography.Paragraph>
    </Card>
  );
}
