import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { type SessionUser } from '../access/session-user';
import { AccountsService } from './accounts.service';

type Done<T> = (error: unknown, value?: T) => void;

/** The session keeps only the user id; each request reloads the account, so a deactivation bites at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly accounts: AccountsService) {
    super();
  }

  serializeUser(user: SessionUser, done: Done<number>): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: Done<SessionUser | false>): void {
    this.accounts.sessionUser(id).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  }
}
