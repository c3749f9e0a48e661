import { App, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { useConvertLeadMutation } from '../leadsApi';
import type { Lead } from '../leadTypes';

interface ConvertValues {
  registrationId: number;
  notes?: string;
}

const errorFields = { fields: ['registrationId', 'notes'] };

function ConvertLeadForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const [form] = Form.useForm<ConvertValues>();
  const [convert, { isLoading }] = useConvertLeadMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();

  const onFinish = (values: ConvertValues) =>
    trySave(async () => {
      await convert({ id: lead.id, ...values }).unwrap();
      void message.success(`${lead.name} converted`);
      onDone();
    });

  return (
    <Form<ConvertValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(!values.registrationId)}
      disabled={isLoading}
      initialValues={{ notes: lead.notes ?? '' }}
      data-testid="convert-lead-form"
    >
      <FormErrorAlert title={formError} />
      <Form.Item
        name="registrationId"
        label="Registration id"
        extra="The registration made for this person (its number is on the registration's page)."
        rules={[{ required: true, message: 'Registration is required' }]}
      >
        <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="convert-registration-id" />
      </Form.Item>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <FormSubmitRow saving={isLoading} onCancel={onDone} saveText="Convert" testId="convert-lead-save" />
    </Form>
  );
}

/** Marks a lead converted, linked to the registration staff made for the person. */
export function ConvertLeadButton({ lead }: { lead: Lead }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`convert-lead-${lead.id}`}>
        Convert
      </Button>
      <Modal
        open={open}
        title={`Convert lead: ${lead.name}`}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <ConvertLeadForm lead={lead} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
