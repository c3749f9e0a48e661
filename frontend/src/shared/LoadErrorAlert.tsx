import { Alert, Button } from 'antd';
import { parseApiError } from './apiError';

/** Why something the page needs could not be loaded, with a way to try again. */
export function LoadErrorAlert({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <Alert
      type="error"
      showIcon
      title={parseApiError(error).message}
      action={<Button onClick={() => void onRetry()}>Retry</Button>}
    />
  );
}
