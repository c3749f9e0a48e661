import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { Button, Flex, Form, Input, Select, type UploadFile } from 'antd';
import { useState } from 'react';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { applyFieldErrors, parseApiError } from '@/shared/apiError';
import { splitFieldErrors } from '@/shared/fieldErrors';
import { buildMultipartBody } from '@/shared/multipartBody';
import {
  endsBeforeStart,
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

const required = (label: string) => ({ required: true, whitespace: true, message: `${label} is required` });

/** Uploads or edits a schedule; a refused save keeps what was chosen and shows why next to the fields. */
export function ScheduleForm({ schedule, onSaved, onCancel }: ScheduleFormProps) {
  const [form] = Form.useForm<FormState>();
  const [upload, uploadState] = useUploadScheduleMutation();
  const [update, updateState] = useUpdateScheduleMutation();
  const saving = uploadState.isLoading || updateState.isLoading;
  const [formError, setFormError] = useState<string | null>(null);

  const onFinish = async (state: FormState) => {
    setFormError(null);
    const body = buildMultipartBody(toScheduleInput(state, schedule?.id), {
      file: state.file?.[0]?.originFileObj ?? null,
    });
    try {
      await (schedule ? update(body) : upload(body)).unwrap();
      onSaved();
    } catch (error) {
      const { status, message, fieldErrors } = parseApiError(error);
      const { onFields, elsewhere } = splitFieldErrors(fieldErrors, { fields: scheduleFieldNames });
      applyFieldErrors(form, onFields);
      if (elsewhere.length > 0) setFormError(elsewhere.join(' '));
      // 403 and 419 were already told by the base query.
      else if (Object.keys(onFields).length === 0 && !isAlertedGlobally(status)) setFormError(message);
    }
  };

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
      <Form.Item name="title" label="Title" rules={[required('Title')]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="validFrom" label="Valid from" rules={[required('Valid from')]} style={{ flex: 1 }}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="validTo"
          label="Valid to"
          dependencies={['validFrom']}
          style={{ flex: 1 }}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) => {
                const from: unknown = getFieldValue('validFrom');
                return typeof from === 'string' && endsBeforeStart(from, value ?? '')
                  ? Promise.reject(new Error('Valid to must not be before valid from'))
                  : Promise.resolve();
              },
            }),
          ]}
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
      <Flex gap="small" justify="flex-end">
        <Button onClick={onCancel} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="save-button">
          Save
        </Button>
      </Flex>
    </Form>
  );
}
