import { App, Card, Flex, Form } from 'antd';
import { useNavigate } from 'react-router';
import { ProfileFields } from '@/features/profile/components/ProfileFields';
import { ProfileProblemAlert } from '@/features/profile/components/ProfileProblemAlert';
import { useProfileProblem } from '@/features/profile/components/useProfileProblem';
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
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { usePageTitle } from '@/shared/usePageTitle';

function ProfileForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<ProfileFormValues>();
  const [update, { isLoading }] = useUpdateMyProfileMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { formError, trySave, showInvalid } = useProfileProblem(form, profileFieldNames);

  const onFinish = (values: ProfileFormValues) =>
    trySave(async () => {
      await update(toProfileInput(values, profile)).unwrap();
      void message.success('Your profile has been saved');
      await navigate(profilePaths.view);
    });

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
      <ProfileProblemAlert problem={formError} />
      <ProfileFields />
      <FormSubmitRow saving={isLoading} onCancel={() => void navigate(profilePaths.view)} />
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
