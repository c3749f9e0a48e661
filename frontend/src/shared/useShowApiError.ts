import { App } from 'antd';
import { useCallback } from 'react';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { apiErrorText, parseApiError } from './apiError';

/**
 * Shows a failed request's message (a 409's "archive it instead", a 400's field messages ...) as a toast.
 * 403 and 419 are skipped: the base query has already told the user about those.
 */
export function useShowApiError(): (error: unknown) => void {
  const { message } = App.useApp();
  return useCallback(
    (error: unknown) => {
      const parsed = parseApiError(error);
      if (!isAlertedGlobally(parsed.status)) void message.error(apiErrorText(parsed));
    },
    [message],
  );
}
