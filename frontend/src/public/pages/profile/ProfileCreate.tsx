import { Button, Card, Flex, Form, Result, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { NewPasswordFields } from '@/features/profile/components/NewPasswordFields';
import { ProfileFields } from '@/features/profile/components/ProfileFields';
import { ProfileProblemAlert } from '@/features/profile/components/ProfileProblemAlert';
import { useProfileProblem } from '@/features/profile/components/useProfileProblem';
import { profilePaths } from '@/features/profile/paths';
import { useSignUpMutation } from '@/features/profile/profileApi';
import {
  initialProfileValues,
  profileFieldNames,
  signedUpState,
  toSignUpInput,
  type SignUpFormValues,
} from '@/features/profile/profileForm';
import { usePageTitle } from '@/shared/usePageTitle';

const signUpFields = [...profileFieldNames, 'password'];

const initialValues: SignUpFormValues = { ...initialProfileValues(null), password: '', confirmPassword: '' };

function AlreadySignedIn() {
  return (
    <Result
      status="info"
      title="You are already signed in"
      extra={
        <Link to={profilePaths.view}>
          <Button type="primary">My profile</Button>
        </Link>
      }
    />
  );
}

/** Create the profile: a visitor signs up, then signs in with the new account. */
export function ProfileCreate() {
  usePageTitle('Profile', 'Create');
  const user = useAppSelector(selectSessionUser);
  const [form] = Form.useForm<SignUpFormValues>();
  const [signUp, { isLoading }] = useSignUpMutation();
  const navigate = useNavigate();
  const { formError, trySave, showInvalid } = useProfileProblem(form, signUpFields);

  if (user) return <AlreadySignedIn />;

  const onFinish = (values: SignUpFormValues) =>
    trySave(async () => {
      const profile = await signUp(toSignUpInput(values)).unwrap();
      await navigate('/login', { state: signedUpState(profile.email) });
    });

  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 760 }}>
        <Typography.Title level={2}>Create your profile</Typography.Title>
        <Typography.Paragraph type="secondary">
          Sign up to register for courses and keep track of your classes. Already have an account?{' '}
          <Link to="/login">Sign in</Link>
        </Typography.Paragraph>
        <Form<SignUpFormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={onFinish}
          onFinishFailed={showInvalid}
          disabled={isLoading}
          data-testid="profile-form"
        >
          <ProfileProblemAlert problem={formError} />
          <ProfileFields />
          <NewPasswordFields name="password" label="Password" confirmName="confirmPassword" />
          <Button type="primary" htmlType="submit" loading={isLoading} data-testid="save-button">
            Sign up
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
