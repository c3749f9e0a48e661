import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MikroORM } from '@mikro-orm/core';
import { type Role } from '../access/roles';
import { type SessionUser } from '../access/session-user';
import { queryRows } from '../database/usage';
import { conflict, fieldError, notFound } from '../http/errors';
import { hashPassword, verifyPassword } from './password';
import { User, UserStatus } from './user.entity';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roleCode: Role;
  userType?: string;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const toSessionUser = (user: User): SessionUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  roleCode: user.roleCode,
  userType: user.userType,
  status: user.status,
});

/** Creating accounts and reading them back for the session; user management builds on this. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
  ) {}

  async create(account: NewAccount): Promise<User> {
    const email = normaliseEmail(account.email);
    await this.assertEmailFree(email);
    const user = this.em.create(User, {
      ...account,
      email,
      passwordHash: await hashPassword(account.password),
      userType: account.userType ?? 'staff',
    });
    await this.em.flush();
    return user;
  }

  /** One account per e-mail (a normalised one): 409 when an account already has it. */
  async assertEmailFree(email: string): Promise<void> {
    if (await this.em.count(User, { email })) {
      throw conflict('EMAIL_TAKEN', `An account with the e-mail ${email} already exists`);
    }
  }

  /** Creates the account, or resets its password and role when it exists (demo data, ADMIN_EMAIL). */
  async upsert(account: NewAccount): Promise<User> {
    const email = normaliseEmail(account.email);
    const existing = await this.em.findOne(User, { email });
    if (!existing) return this.create(account);
    existing.passwordHash = await hashPassword(account.password);
    existing.roleCode = account.roleCode;
    existing.status = UserStatus.Active;
    await this.em.flush();
    return existing;
  }

  /**
   * Runs from passport's session middleware, outside any request-scoped entity manager, so it reads
   * through a fork of its own. Only active accounts keep their sessions.
   */
  async sessionUser(id: number): Promise<SessionUser | undefined> {
    const user = await this.orm.em.fork().findOne(User, { id, status: UserStatus.Active });
    return user ? toSessionUser(user) : undefined;
  }

  /** Sets a new password and signs the account out everywhere else (a stolen session dies with it). */
  async setPassword(userId: number, password: string, keepSessionId?: string): Promise<void> {
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw notFound(`User ${userId}`);
    user.passwordHash = await hashPassword(password);
    await this.em.flush();
    await queryRows(
      this.em,
      // The session holds the user's snapshot, or their bare id until the next request reloads it.
      `delete from http_session
        where coalesce(sess -> 'passport' -> 'user' ->> 'id', sess -> 'passport' ->> 'user') = ? and sid <> ?`,
      [String(userId), keepSessionId ?? ''],
    );
  }

  /** A password change by the user themself must prove they know the current one. */
  async changeOwnPassword(
    userId: number,
    currentPassword: string,
    newPassword: string,
    sessionId: string,
  ): Promise<void> {
    const user = await this.em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
    if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
      throw fieldError('currentPassword', 'The current password is not correct');
    }
    if (currentPassword === newPassword) {
      throw fieldError('newPassword', 'The new password must differ from the current one');
    }
    await this.setPassword(userId, newPassword, sessionId);
  }
}
