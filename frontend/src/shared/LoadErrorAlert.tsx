import { Alert, Button } from 'antd';
import { parseApiError } from './apiError';

/** Why something the page needs could not be loaded, with a way to try again. */
export function LoadErrorAlert({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry: () => unknown;
  testId?: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={parseApiError(error).message}
      action={<Button onClick={() => void onRetry()}>Retry</Button>}
      data-testid={testId}
    />
  );
}
