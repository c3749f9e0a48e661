import { App, Button, Flex, Form, Input, Modal, Typography, type FormRule } from 'antd';
import { formatSessionTime } from '@/shared/formatDateTime';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { isoToSingaporeLocal, singaporeLocalToIso } from '@/shared/singaporeTime';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { useUpdateScanTimeMutation } from '../attendanceApi';
import type { AttendanceRow, ScanMode } from '../attendanceTypes';

interface TimeValues {
  at: string;
}

// Both routes name the time `at`; each form has its own, so the server's errors land on the right one.
const errorFields = { fields: ['at'] };

const labels: Readonly<Record<ScanMode, string>> = { in: 'Scan in', out: 'Scan out' };

const validTime: FormRule = {
  validator: (_rule, value: string | undefined) =>
    !value || singaporeLocalToIso(value)
      ? Promise.resolve()
      : Promise.reject(new Error('Enter a date and time')),
};

/** One of the row's times, saved on its own: scan-in and scan-out are separate corrections on the server. */
function ScanTimeForm({ row, mode }: { row: AttendanceRow; mode: ScanMode }) {
  const [form] = Form.useForm<TimeValues>();
  const [updateScanTime, { isLoading }] = useUpdateScanTimeMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();
  const recorded = mode === 'in' ? row.scannedInAt : row.scannedOutAt;
  // Nothing recorded yet: the session's own start or end, usually what staff want or close to it.
  const initial = recorded ?? (mode === 'in' ? row.sessionStartsAt : row.sessionEndsAt);

  const onFinish = ({ at }: TimeValues) =>
    trySave(async () => {
      const iso = singaporeLocalToIso(at);
      // The rules refused anything else already.
      if (!iso) return;
      await updateScanTime({
        mode,
        registrationEventId: row.registrationEventId,
        sessionId: row.sessionId,
        at: iso,
      }).unwrap();
      void message.success(`${labels[mode]} time saved`);
    });

  return (
    <Form<TimeValues>
      form={form}
      name={`scan-${mode}`}
      layout="vertical"
      initialValues={{ at: isoToSingaporeLocal(initial) }}
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(!values.at)}
      disabled={isLoading}
      data-testid={`scan-${mode}-time-form`}
    >
      <FormErrorAlert title={formError} />
      <Flex gap="small" align="flex-start">
        <Form.Item
          name="at"
          label={labels[mode]}
          extra={recorded ? undefined : 'Not recorded yet: the session’s time is filled in.'}
          rules={[{ required: true, message: `${labels[mode]} time is required` }, validTime]}
          style={{ flex: 1 }}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} style={{ marginTop: 30 }}>
          Save
        </Button>
      </Flex>
    </Form>
  );
}

/** Corrects a seat's scan times at one session (Singapore time), e.g. for a scan made outside the window. */
export function EditTimesModal({ row, onClose }: { row: AttendanceRow | null; onClose: () => void }) {
  return (
    <Modal
      open={row !== null}
      title={row ? `Edit times: ${row.participantName}` : 'Edit times'}
      onCancel={onClose}
      footer={null}
      // A fresh form for each row, so one row's times never show on the next.
      destroyOnHidden
    >
      {row && (
        <>
          <Typography.Paragraph type="secondary">
            Session {formatSessionTime(row.sessionStartsAt, row.sessionEndsAt)}. Times are Singapore time.
          </Typography.Paragraph>
          <ScanTimeForm row={row} mode="in" />
          <ScanTimeForm row={row} mode="out" />
        </>
      )}
    </Modal>
  );
}
