import { SwapOutlined } from '@ant-design/icons';
import { App, Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import type { RegistrationLine, RegistrationView } from '@/features/registration/registrationTypes';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { apiErrorText, parseApiError } from '@/shared/apiError';
import { useGetRescheduleOptionsQuery, useRescheduleMutation } from '../rescheduleApi';
import { RescheduleTargetForm, type RescheduleChoice } from './RescheduleTargetForm';

/** The reschedule answer's e-mail line (spec 8), or that no e-mail was asked for. */
export function rescheduledMessage(email: { message: string } | null): string {
  return email ? `Rescheduled. ${email.message}` : 'Rescheduled';
}

function RescheduleDialog({ line, onClose }: { line: RegistrationLine; onClose: () => void }) {
  const options = useGetRescheduleOptionsQuery(line.eventId);
  const [reschedule, { isLoading }] = useRescheduleMutation();
  const [choice, setChoice] = useState<RescheduleChoice>({
    targetEventId: null,
    kind: 'Reschedule',
    sendEmail: true,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const { message } = App.useApp();
  const seat = options.data?.seats.filter((row) => row.registrationEventId === line.id) ?? [];

  const run = async () => {
    if (choice.targetEventId === null) return;
    setProblem(null);
    try {
      const result = await reschedule({
        registrationEventIds: [line.id],
        targetEventId: choice.targetEventId,
        kind: choice.kind,
        sendEmail: choice.sendEmail,
      }).unwrap();
      void message.success(rescheduledMessage(result.email));
      onClose();
    } catch (error) {
      // The 409s name the reason: a full event, the same event, another course.
      setProblem(apiErrorText(parseApiError(error)));
    }
  };

  return (
    <Modal
      open
      width={760}
      title={`Reschedule ${line.participantName} from ${line.eventTitle}`}
      okText="Reschedule"
      okButtonProps={{ disabled: choice.targetEventId === null, 'data-testid': 'reschedule-confirm' }}
      onOk={() => void run()}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
      data-testid="reschedule-dialog"
    >
      <FormErrorAlert title={problem} />
      {options.error ? (
        <LoadErrorAlert error={options.error} onRetry={options.refetch} />
      ) : !options.data ? (
        <Skeleton active />
      ) : (
        <RescheduleTargetForm
          seats={seat}
          targets={options.data.targets}
          choice={choice}
          onChange={setChoice}
        />
      )}
    </Modal>
  );
}

/** Moves one confirmed seat of a registration to another event of its course. */
export function RescheduleButton({ line }: { registration: RegistrationView; line: RegistrationLine }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SwapOutlined />} onClick={() => setOpen(true)} data-testid="reschedule-seat">
        Reschedule
      </Button>
      {open && <RescheduleDialog line={line} onClose={() => setOpen(false)} />}
    </>
  );
}
