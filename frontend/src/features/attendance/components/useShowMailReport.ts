import { App } from 'antd';
import { useCallback } from 'react';
import { skippedReasons } from '../attendance';
import type { MailReport } from '../attendanceTypes';

/**
 * Shows what a mail route answered: the server's own message, and why any seats were left out, so staff
 * know whom to follow up with. Refusals (409) carry their message as an error and go through useShowApiError.
 */
export function useShowMailReport(): (report: MailReport) => void {
  const { message, notification } = App.useApp();
  return useCallback(
    (report: MailReport) => {
      void message.success(report.message);
      if (report.skipped.length > 0) {
        notification.warning({
          title: `Not e-mailed: ${report.skipped.length}`,
          description: skippedReasons(report.skipped).join('; '),
        });
      }
    },
    [message, notification],
  );
}
