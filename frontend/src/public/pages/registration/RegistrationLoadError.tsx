import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { parseApiError } from '@/shared/apiError';

/** A registration that could not be read: not this browser's (403), unknown (404), or the server failed. */
export function RegistrationLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { status, message } = parseApiError(error);
  if (status === 403 || status === 404) {
    return (
      <Result
        status="warning"
        title="This registration cannot be shown here"
        subTitle="A registration can be seen in the browser that made it, or after signing in as the person who made it. Its details are also in the confirmation e-mail."
        extra={
          <Link to="/login">
            <Button type="primary">Sign in</Button>
          </Link>
        }
        data-testid="registration-unavailable"
      />
    );
  }
  return (
    <Result
      status="error"
      title="Your registration could not be loaded"
      subTitle={message}
      extra={
        <Button type="primary" onClick={retry}>
          Retry
        </Button>
      }
    />
  );
}
