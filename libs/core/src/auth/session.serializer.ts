import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { type NextFunction, type Request, type Response } from 'express';
import { type SessionUser } from '../access/session-user';
import { AccountsService } from './accounts.service';

type Done<T> = (error: unknown, value?: T) => void;

/**
 * The session keeps a snapshot of the signed-in user, so a request reads no account row. A change
 * to the account (role, status, name ...) turns the snapshot back into the bare id, in the database
 * (trigger `app_user_sessions_stale`); a bare id is reloaded here, so a deactivated account is
 * signed out on its next request and a new role applies at once.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly accounts: AccountsService) {
    super();
  }

  serializeUser(user: SessionUser, done: Done<SessionUser>): void {
    done(null, user);
  }

  deserializeUser(stored: SessionUser | number, done: Done<SessionUser | false>): void {
    if (typeof stored === 'object') return done(null, stored);
    this.accounts.sessionUser(stored).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  }
}

/** After passport: a user reloaded from a bare id is kept in the session again (one write, then none). */
export const keepUserInSession = (request: Request, _response: Response, next: NextFunction): void => {
  const passport = (request.session as { passport?: { user?: unknown } } | undefined)?.passport;
  if (request.user && typeof passport?.user === 'number') passport.user = request.user;
  next();
};
