import { TeamOutlined } from '@ant-design/icons';
import { Button, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { parseApiError } from '@/shared/apiError';
import { registrationCountText } from '../eventDisplay';
import { useGetRegistrationCountQuery } from '../registrationApi';

function CountContent({ eventId }: { eventId: number }) {
  const { data, error, isFetching } = useGetRegistrationCountQuery(eventId, {
    refetchOnMountOrArgChange: 30,
  });
  if (isFetching && !data) return <Spin size="small" />;
  if (error) return <Typography.Text type="danger">{parseApiError(error).message}</Typography.Text>;
  return data ? <span data-testid="registration-count">{registrationCountText(data)}</span> : null;
}

/** Spec 2.1's registration-count popup: how many have registered for an event, and the seats left. */
export function RegistrationCountPopover({ eventId }: { eventId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Registrations"
      // Fetched only when opened: most visitors never ask.
      content={open ? <CountContent eventId={eventId} /> : null}
    >
      <Button type="link" size="small" icon={<TeamOutlined />} data-testid="registration-count-button">
        Who’s coming
      </Button>
    </Popover>
  );
}
