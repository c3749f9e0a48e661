import { App, Button, Flex, Popconfirm } from 'antd';
import { Can } from '@/app/abilityContext';
import { useShowApiError } from '@/shared/useShowApiError';
import { scheduleFileUrl } from '../paths';
import { useDeleteScheduleMutation } from '../schedulesApi';
import type { Schedule } from '../scheduleTypes';

export interface ScheduleActionsProps {
  schedule: Schedule;
  onEdit: (schedule: Schedule) => void;
}

/** The actions the user's ability allows on one schedule; the server checks each request again. */
export function ScheduleActions({ schedule, onEdit }: ScheduleActionsProps) {
  const [remove, { isLoading }] = useDeleteScheduleMutation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();

  const confirmDelete = async () => {
    try {
      await remove(schedule.id).unwrap();
      void message.success('Deleted');
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <Flex gap={4} data-testid="schedule-actions">
      {/* A plain link in a new tab: the file streams from the server with the session cookie. */}
      <Button size="small" type="link" href={scheduleFileUrl(schedule.id)} target="_blank" rel="noopener">
        View file
      </Button>
      <Can I="update" a="ResSchedule">
        <Button size="small" type="link" disabled={isLoading} onClick={() => onEdit(schedule)}>
          Edit
        </Button>
      </Can>
      <Can I="delete" a="ResSchedule">
        <Popconfirm
          title="Delete this schedule?"
          description="Its file is deleted too."
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={confirmDelete}
        >
          <Button size="small" type="link" danger loading={isLoading}>
            Delete
          </Button>
        </Popconfirm>
      </Can>
    </Flex>
  );
}
