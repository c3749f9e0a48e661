import { type AppAbility } from './abilities';
import { type SessionUser } from './session-user';

declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
    interface Request {
      /** Set first thing in the pipeline; pino-http's own `id` is typed too loosely to reuse. */
      requestId: string;
      ability?: AppAbility;
    }
  }
}
