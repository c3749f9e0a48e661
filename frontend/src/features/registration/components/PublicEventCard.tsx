import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { RegistrableEvent } from '../registrationTypes';
import { EventSummary } from './EventSummary';
import { RegistrationCountPopover } from './RegistrationCountPopover';

/** One upcoming event on a public page, with what can be done about it (`actions`). */
export function PublicEventCard({ event, actions }: { event: RegistrableEvent; actions: ReactNode }) {
  return (
    <Card
      title={event.title}
      extra={<RegistrationCountPopover eventId={event.id} />}
      style={{ height: '100%' }}
      data-testid="public-event"
      data-event-id={event.id}
    >
      <Flex vertical justify="space-between" gap="middle" style={{ height: '100%' }}>
        <EventSummary event={event} />
        {actions}
      </Flex>
    </Card>
  );
}
