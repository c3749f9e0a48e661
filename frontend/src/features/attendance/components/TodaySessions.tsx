import { ScanOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { formatSessionTime } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { countsText } from '../attendance';
import { useGetTodaySessionsQuery } from '../attendanceApi';
import type { TodaySession } from '../attendanceTypes';
import { attendancePaths } from '../paths';

function SessionCard({ session }: { session: TodaySession }) {
  return (
    <Card data-testid={`today-session-${session.sessionId}`}>
      <Flex vertical gap="small">
        <Link to={attendancePaths.event(session.eventId)}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {session.eventTitle}
          </Typography.Title>
        </Link>
        <Typography.Text type="secondary">
          {formatSessionTime(session.startsAt, session.endsAt)} · {session.venueName}
        </Typography.Text>
        <Flex gap="large">
          <Statistic title="Scanned in" value={countsText(session)} />
          <Statistic title="Scanned out" value={session.scannedOut} />
        </Flex>
        <Link to={attendancePaths.scan(session.sessionId, session.eventId)}>
          <Button
            type="primary"
            size="large"
            block
            icon={<ScanOutlined />}
            style={{ height: 56, fontSize: 18 }}
            data-testid="today-scan"
          >
            Scan
          </Button>
        </Link>
      </Flex>
    </Card>
  );
}

/** Today's sessions (Singapore date) the user may take attendance at, each a tap away from scanning. */
export function TodaySessions() {
  // Other devices scan all day: each opening reads the counts afresh.
  const { data, error, isFetching, refetch } = useGetTodaySessionsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  // Not "no sessions" before the first answer.
  if (!data) return <Skeleton active />;
  if (data.length === 0) return <Empty description="No sessions today" />;
  return (
    <Row gutter={[16, 16]} data-testid="today-sessions" style={{ opacity: isFetching ? 0.6 : 1 }}>
      {data.map((session) => (
        <Col key={session.sessionId} xs={24} md={12} xl={8}>
          <SessionCard session={session} />
        </Col>
      ))}
    </Row>
  );
}
