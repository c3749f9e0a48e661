import { Flex, Form, Input, Select, type UploadFile } from 'antd';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { notBefore, requiredText } from '@/shared/formRules';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { buildMultipartBody } from '@/shared/multipartBody';
import { useCreateOrUpdate } from '@/shared/useCreateOrUpdate';
import { useFormProblem, type FormProblemWording } from '@/shared/useFormProblem';
import {
  initialScheduleValues,
  scheduleFieldNames,
  toScheduleInput,
  type ScheduleFormValues,
} from '../scheduleForm';
import { useUpdateScheduleMutation, useUploadScheduleMutation } from '../schedulesApi';
import { scheduleStatuses, type Schedule } from '../scheduleTypes';
import { ScheduleFileField } from './ScheduleFileField';

type FormState = ScheduleFormValues & { file?: UploadFile[] };

export interface ScheduleFormProps {
  /** The schedule to edit, or null to upload one. */
  schedule: Schedule | null;
  onSaved: () => void;
  onCancel: () => void;
}

const errorFields = { fields: scheduleFieldNames };

const scheduleWording: FormProblemWording<string> = {
  refused: ({ message, onFields, elsewhere, alertedGlobally }) => {
    if (elsewhere.length > 0) return elsewhere.join(' ');
    return Object.keys(onFields).length === 0 && !alertedGlobally ? message : null;
  },
  // The fields say what is wrong.
  invalid: () => null,
};

/** Uploads or edits a schedule; a refused save keeps what was chosen and shows why next to the fields. */
export function ScheduleForm({ schedule, onSaved, onCancel }: ScheduleFormProps) {
  const [form] = Form.useForm<FormState>();
  // The update's body names the schedule itself.
  const { saving, save } = useCreateOrUpdate(
    useUploadScheduleMutation,
    useUpdateScheduleMutation,
    (body) => body,
  );
  const { formError, trySave } = useFormProblem(form, errorFields, scheduleWording);

  const onFinish = (state: FormState) =>
    trySave(async () => {
      const body = buildMultipartBody(toScheduleInput(state, schedule?.id), {
        file: state.file?.[0]?.originFileObj ?? null,
      });
      await save(body, schedule?.id);
      onSaved();
    });

  return (
    <Form<FormState>
      form={form}
      layout="vertical"
      initialValues={initialScheduleValues(schedule)}
      onFinish={onFinish}
      disabled={saving}
      data-testid="schedule-form"
    >
      <FormErrorAlert title={formError} />
      <Form.Item name="title" label="Title" rules={[requiredText('Title')]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item
          name="validFrom"
          label="Valid from"
          rules={[requiredText('Valid from')]}
          style={{ flex: 1 }}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="validTo"
          label="Valid to"
          dependencies={['validFrom']}
          style={{ flex: 1 }}
          rules={[notBefore('validFrom', 'Valid to must not be before valid from')]}
        >
          <Input type="date" />
        </Form.Item>
      </Flex>
      <Form.Item name="status" label="Status">
        <Select options={scheduleStatuses.map((status) => ({ value: status, label: status }))} />
      </Form.Item>
      <ScheduleFileField currentName={schedule?.fileName ?? null} />
      <Form.Item name="remarks" label="Remarks">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
      </Form.Item>
      <FormSubmitRow saving={saving} onCancel={onCancel} />
    </Form>
  );
}
