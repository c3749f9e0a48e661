import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  requestId: string;
  userId?: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Who is acting, for code far from the controller (the change-log subscriber, job producers). */
export const RequestContext = {
  run: <T>(scope: RequestScope, fn: () => T): T => storage.run(scope, fn),
  current: (): RequestScope | undefined => storage.getStore(),
  userId: (): number | undefined => storage.getStore()?.userId,
};
