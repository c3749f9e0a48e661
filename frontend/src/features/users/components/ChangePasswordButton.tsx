import { KeyOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { NewPasswordFields } from '@/features/profile/components/NewPasswordFields';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { useChangeUserPasswordMutation } from '../usersApi';
import type { User } from '../userTypes';

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

const errorFields = { fields: ['password'] };

function ChangePasswordForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const [changePassword, { isLoading }] = useChangeUserPasswordMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();

  const onFinish = ({ password }: PasswordValues) =>
    trySave(async () => {
      await changePassword({ id: user.id, password }).unwrap();
      void message.success('Password changed');
      onDone();
    });

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(!values.password || !values.confirmPassword)}
      disabled={isLoading}
      data-testid="change-password-form"
    >
      <FormErrorAlert title={formError} />
      <Typography.Paragraph type="secondary">
        {user.name} is signed out everywhere and signs in again with the new password.
      </Typography.Paragraph>
      <NewPasswordFields name="password" label="New password" confirmName="confirmPassword" />
      <FormSubmitRow
        saving={isLoading}
        onCancel={onDone}
        saveText="Change password"
        testId="change-password-save"
      />
    </Form>
  );
}

/** Sets another user's password, for one who forgot theirs; users change their own from their profile. */
export function ChangePasswordButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<KeyOutlined />} onClick={() => setOpen(true)} data-testid="change-password-button">
        Change password
      </Button>
      <Modal
        open={open}
        title={`Change password: ${user.name}`}
        onCancel={() => setOpen(false)}
        footer={null}
        // Mounted only while open, so no password stays in the page once the modal is closed.
        destroyOnHidden
      >
        <ChangePasswordForm user={user} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
