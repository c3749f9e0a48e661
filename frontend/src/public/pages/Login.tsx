import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buildAbility } from '@/app/ability';
import { useLoginMutation, type LoginRequest } from '@/features/auth/authApi';
import { landingPath } from '@/features/auth/nextPath';
import { profilePaths } from '@/features/profile/paths';
import { signedUpEmailOf } from '@/features/profile/profileForm';
import { applyFieldErrors, parseApiError } from '@/shared/apiError';
import { usePageTitle } from '@/shared/usePageTitle';

export function Login() {
  usePageTitle('Sign in');
  const [form] = Form.useForm<LoginRequest>();
  const [login, { isLoading }] = useLoginMutation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // Sign-up sends the new participant here with their e-mail, to sign in for the first time.
  const signedUpEmail = signedUpEmailOf(useLocation().state);

  const onFinish = async (values: LoginRequest) => {
    setErrorMessage(null);
    try {
      const { user } = await login(values).unwrap();
      await navigate(landingPath(user, buildAbility(user.rules), searchParams.get('next')), {
        replace: true,
      });
    } catch (error) {
      // Wrong credentials (401) and too many attempts (429) both come with a message meant for the user.
      const { message, fieldErrors } = parseApiError(error);
      setErrorMessage(message);
      applyFieldErrors(form, fieldErrors);
    }
  };

  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={2}>Sign in</Typography.Title>
        {signedUpEmail && !errorMessage && (
          <Alert
            type="success"
            showIcon
            title="Your profile has been created"
            description="Sign in with your e-mail and password to see it."
            style={{ marginBottom: 16 }}
            data-testid="signed-up"
          />
        )}
        {errorMessage && (
          <Alert
            type="error"
            showIcon
            title={errorMessage}
            style={{ marginBottom: 16 }}
            data-testid="login-error"
          />
        )}
        <Form
          form={form}
          layout="vertical"
          initialValues={{ email: signedUpEmail ?? '' }}
          onFinish={onFinish}
          requiredMark={false}
          disabled={isLoading}
        >
          <Form.Item
            name="email"
            label="Email"
            rules={[
              { required: true, message: 'Please enter your email.' },
              { type: 'email', message: 'Please enter a valid email.' },
            ]}
          >
            <Input autoComplete="username" autoFocus={!signedUpEmail} />
          </Form.Item>
          <Form.Item
            name="password"
            label="Password"
            rules={[{ required: true, message: 'Please enter your password.' }]}
          >
            <Input.Password autoComplete="current-password" autoFocus={Boolean(signedUpEmail)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            Sign in
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          New here? <Link to={profilePaths.create}>Create your profile</Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
