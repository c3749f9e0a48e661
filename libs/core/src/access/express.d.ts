import { type AppAbility } from './abilities';
import { type SessionUser } from './session-user';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
    interface Request {
      ability?: AppAbility;
    }
  }
}
