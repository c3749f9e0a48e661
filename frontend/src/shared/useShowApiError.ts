import { App } from 'antd';
import { useCallback } from 'react';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { parseApiError } from './apiError';

/**
 * Shows a failed request's message (a 409's "archive it instead" ...) as a toast. 403 and 419 are skipped:
 * the base query has already told the user about those.
 */
export function useShowApiError(): (error: unknown) => void {
  const { message } = App.useApp();
  return useCallback(
    (error: unknown) => {
      const { status, message: text } = parseApiError(error);
      if (!isAlertedGlobally(status)) void message.error(text);
    },
    [message],
  );
}
