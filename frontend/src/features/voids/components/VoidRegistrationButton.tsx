import { StopOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { voidConsequences } from '../voids';
import { useVoidDocumentMutation } from '../voidsApi';

const errorFields = { fields: ['reason'] };

/** Voids the registration with a reason, after a dialog that says what goes with it. */
export function VoidRegistrationButton({ registration }: { registration: RegistrationView }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const [voidDocument, { isLoading }] = useVoidDocumentMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();
  const seatsVoided =
    registration.lines.length > 0 && registration.lines.every((line) => line.status === 'Voided');

  const onFinish = ({ reason }: { reason: string }) =>
    trySave(async () => {
      await voidDocument({
        documentType: 'Registration',
        documentNo: registration.regNo,
        reason: reason.trim(),
      }).unwrap();
      void message.success(`Registration ${registration.regNo} voided`);
      setOpen(false);
    });

  return (
    <>
      <Button
        danger
        icon={<StopOutlined />}
        disabled={seatsVoided}
        onClick={() => setOpen(true)}
        data-testid="void-registration"
      >
        Void registration
      </Button>
      {open && (
        <Modal
          open
          title={`Void registration ${registration.regNo}?`}
          okText="Void registration"
          okButtonProps={{ danger: true, 'data-testid': 'void-confirm' }}
          onOk={() => form.submit()}
          confirmLoading={isLoading}
          onCancel={() => setOpen(false)}
          destroyOnHidden
          data-testid="void-registration-dialog"
        >
          <Form
            form={form}
            layout="vertical"
            onFinish={onFinish}
            onFinishFailed={() => onValidationFailed(true)}
          >
            <FormErrorAlert title={formError} />
            <Form.Item
              name="reason"
              label="Reason"
              rules={[{ required: true, whitespace: true, message: 'Reason is required' }]}
            >
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
            <Alert
              type="warning"
              showIcon
              title={voidConsequences('Registration', registration.regNo, registration.totalCents)}
              data-testid="void-consequences"
            />
          </Form>
        </Modal>
      )}
    </>
  );
}
