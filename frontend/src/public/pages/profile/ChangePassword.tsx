import { App, Card, Flex, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '@/features/profile/components/NewPasswordFields';
import { ProfileProblemAlert } from '@/features/profile/components/ProfileProblemAlert';
import { useProfileProblem } from '@/features/profile/components/useProfileProblem';
import { profilePaths } from '@/features/profile/paths';
import { useChangeMyPasswordMutation } from '@/features/profile/profileApi';
import { passwordChangeErrorMessage } from '@/features/profile/profileForm';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { usePageTitle } from '@/shared/usePageTitle';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const passwordFields = ['currentPassword', 'newPassword'];

/** Change the password: the signed-in user proves the current one and chooses a new one. */
export function ChangePassword() {
  usePageTitle('Change password');
  const [form] = Form.useForm<ChangePasswordValues>();
  const [changePassword, { isLoading }] = useChangeMyPasswordMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { formError, trySave, showInvalid } = useProfileProblem(
    form,
    passwordFields,
    passwordChangeErrorMessage,
  );

  const onFinish = ({ currentPassword, newPassword }: ChangePasswordValues) =>
    trySave(async () => {
      await changePassword({ currentPassword, newPassword }).unwrap();
      void message.success('Your password has been changed');
      await navigate(profilePaths.view);
    });

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 480, margin: '0 auto', width: '100%' }}>
      <PageBreadcrumb
        root={{ title: 'My profile', path: profilePaths.view }}
        items={[{ title: 'Change password' }]}
      />
      <Card title="Change password">
        <Form<ChangePasswordValues>
          form={form}
          layout="vertical"
          onFinish={onFinish}
          onFinishFailed={showInvalid}
          disabled={isLoading}
          requiredMark={false}
          data-testid="change-password-form"
        >
          <ProfileProblemAlert problem={formError} />
          <Form.Item
            name="currentPassword"
            label="Current password"
            rules={[{ required: true, message: 'Please enter your current password.' }]}
          >
            <Input.Password autoComplete="current-password" maxLength={200} />
          </Form.Item>
          <NewPasswordFields name="newPassword" label="New password" confirmName="confirmNewPassword" />
          <FormSubmitRow
            saving={isLoading}
            onCancel={() => void navigate(profilePaths.view)}
            saveText="Change password"
          />
        </Form>
      </Card>
    </Flex>
  );
}
