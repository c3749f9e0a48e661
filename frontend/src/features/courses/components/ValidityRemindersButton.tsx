import { BellOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { Can } from '@/app/abilityContext';
import { useShowApiError } from '@/shared/useShowApiError';
import { useSendValidityRemindersMutation } from '../coursesApi';

/** Completions expiring within this many days get a reminder. */
export const reminderWindowDays = 30;

/** "3 reminders queued", what the server answered. */
export function remindersQueuedText(queued: number): string {
  return `${queued} reminder${queued === 1 ? '' : 's'} queued`;
}

/**
 * Reminds participants whose completion (of one course, or of any) expires within 30 days, for users who may
 * update courses. The server records each reminder, so pressing it again reminds nobody twice.
 */
export function ValidityRemindersButton({ courseId }: { courseId?: number }) {
  const [send, { isLoading }] = useSendValidityRemindersMutation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();

  const confirm = async () => {
    try {
      const { queued } = await send({
        withinDays: reminderWindowDays,
        ...(courseId === undefined ? {} : { courseId }),
      }).unwrap();
      void message.success(remindersQueuedText(queued));
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <Can I="update" a="Course">
      <Popconfirm
        title="Send validity reminders?"
        description={`Participants whose completion of ${
          courseId === undefined ? 'a course' : 'this course'
        } expires within ${reminderWindowDays} days are e-mailed; nobody is reminded twice.`}
        okText="Send"
        cancelText="Cancel"
        onConfirm={confirm}
      >
        <Button icon={<BellOutlined />} loading={isLoading} data-testid="send-validity-reminders">
          Send validity reminders
        </Button>
      </Popconfirm>
    </Can>
  );
}
