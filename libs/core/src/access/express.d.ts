import { type AppAbility } from './abilities';
import { type SessionUser } from './session-user';

declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
    interface Request {
      /** Set first thing in the pipeline; kept apart from any logger's own request id. */
      requestId: string;
      ability?: AppAbility;
    }
  }
}
