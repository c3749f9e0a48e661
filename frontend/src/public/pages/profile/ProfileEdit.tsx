import { App, Button, Card, Flex, Form } from 'antd';
import { useNavigate } from 'react-router';
import { ProfileFields } from '@/features/profile/components/ProfileFields';
import { ProfileProblemAlert } from '@/features/profile/components/ProfileProblemAlert';
import { useSaveProblem } from '@/features/profile/components/useSaveProblem';
import { WithMyProfile } from '@/features/profile/components/WithMyProfile';
import { profilePaths } from '@/features/profile/paths';
import { useUpdateMyProfileMutation } from '@/features/profile/profileApi';
import {
  initialProfileValues,
  profileFieldNames,
  toProfileInput,
  type ProfileFormValues,
} from '@/features/profile/profileForm';
import type { Profile } from '@/features/profile/profileTypes';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { usePageTitle } from '@/shared/usePageTitle';

function ProfileForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<ProfileFormValues>();
  const [update, { isLoading }] = useUpdateMyProfileMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { problem, showSaveError, showInvalid, clear } = useSaveProblem(form, profileFieldNames);

  const onFinish = async (values: ProfileFormValues) => {
    clear();
    try {
      await update(toProfileInput(values, profile)).unwrap();
      void message.success('Your profile has been saved');
      await navigate(profilePaths.view);
    } catch (error) {
      showSaveError(error);
    }
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={initialProfileValues(profile)}
      onFinish={onFinish}
      onFinishFailed={showInvalid}
      disabled={isLoading}
      data-testid="profile-form"
    >
      <ProfileProblemAlert problem={problem} />
      <ProfileFields />
      <Flex gap="small" justify="flex-end">
        <Button onClick={() => void navigate(profilePaths.view)} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="save-button">
          Save
        </Button>
      </Flex>
    </Form>
  );
}

/** Edit the profile: the participant changes their own details. */
export function ProfileEdit() {
  usePageTitle('Profile', 'Edit');
  return (
    <WithMyProfile>
      {(profile) => (
        <Flex vertical gap="middle" style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
          <PageBreadcrumb
            root={{ title: 'My profile', path: profilePaths.view }}
            items={[{ title: 'Edit' }]}
          />
          <Card title="Edit my profile">
            <ProfileForm key={profile.id} profile={profile} />
          </Card>
        </Flex>
      )}
    </WithMyProfile>
  );
}
