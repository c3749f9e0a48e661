import { skipToken } from '@reduxjs/toolkit/query';
import { isSettled, mailApi, useGetOutboxMessageQuery } from './mailApi';

export const outboxPollingMs = 1000;

/**
 * Follows a queued message until the worker settles it: polls every second while it is queued, then stops.
 * The cached state is read first because the polling interval depends on the answer being polled.
 */
export function useSettledOutboxMessage(id: number | null) {
  const arg = id ?? skipToken;
  const { data: cached } = mailApi.endpoints.getOutboxMessage.useQueryState(arg);
  const settled = cached !== undefined && isSettled(cached.status);
  return useGetOutboxMessageQuery(arg, { pollingInterval: settled ? 0 : outboxPollingMs });
}
