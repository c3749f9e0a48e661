import { App, Card, Form, Input, Typography } from 'antd';
import { useAppAbility } from '@/app/abilityContext';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { useUpdateRegistrationRemarksMutation } from '../registrationAdminApi';

/** The server takes the remarks as `data`, so its field errors land on the box. */
interface RemarksFormValues {
  data: string;
}

const errorFields = { fields: ['data'] };

const remarksMaxLength = 2000;

function RemarksForm({ registration }: { registration: RegistrationView }) {
  const [form] = Form.useForm<RemarksFormValues>();
  const [update, { isLoading }] = useUpdateRegistrationRemarksMutation();
  const { formError, trySave } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();

  const onFinish = ({ data }: RemarksFormValues) =>
    trySave(async () => {
      await update({ id: registration.id, remarks: data }).unwrap();
      void message.success('Remarks saved');
    });

  return (
    <Form<RemarksFormValues>
      form={form}
      layout="vertical"
      initialValues={{ data: registration.remarks ?? '' }}
      onFinish={onFinish}
      disabled={isLoading}
      data-testid="remarks-form"
    >
      <FormErrorAlert title={formError} />
      <Form.Item name="data">
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={remarksMaxLength}
          showCount
          aria-label="Remarks"
          placeholder="Notes for staff: calls made, arrangements, refunds due…"
        />
      </Form.Item>
      <FormSubmitRow
        saving={isLoading}
        onCancel={() => form.resetFields()}
        saveText="Save remarks"
        testId="save-remarks"
      />
    </Form>
  );
}

/** Staff's notes on a registration: editable by those who may update registrations, read-only for others. */
export function RegistrationRemarks({ registration }: { registration: RegistrationView }) {
  const canEdit = useAppAbility().can('update', 'Registration');
  return (
    <Card title="Remarks" data-testid="registration-remarks">
      {canEdit ? (
        // Fresh from the server's copy whenever that changes (saved, trimmed, noted by a late payment).
        <RemarksForm key={registration.remarks ?? ''} registration={registration} />
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {registration.remarks ?? '—'}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
