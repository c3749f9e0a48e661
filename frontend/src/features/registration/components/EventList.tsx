import { Col, Empty, Row, Spin } from 'antd';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { useGetPublicEventsQuery } from '../registrationApi';
import type { RegistrableEvent } from '../registrationTypes';
import { PublicEventCard } from './PublicEventCard';

/** The upcoming events of one public list (`source`), each with its actions. */
export function EventList({
  source,
  actions,
  filter,
}: {
  source: string;
  actions: (event: RegistrableEvent) => ReactNode;
  /** Narrows what is shown (a search), without another request. */
  filter?: (event: RegistrableEvent) => boolean;
}) {
  const { data, error, isLoading, isFetching, refetch } = useGetPublicEventsQuery(source);

  if (isLoading) return <Spin />;
  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  const shown = (data ?? []).filter((event) => !filter || filter(event));
  if (shown.length === 0)
    return (
      <Empty description="No upcoming classes yet. Please check back soon." data-testid="events-empty" />
    );

  return (
    <Spin spinning={isFetching}>
      <Row gutter={[16, 16]} data-testid="event-list">
        {shown.map((event) => (
          <Col key={event.id} xs={24} md={12}>
            <PublicEventCard event={event} actions={actions(event)} />
          </Col>
        ))}
      </Row>
    </Spin>
  );
}
