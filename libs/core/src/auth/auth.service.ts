import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Request } from 'express';
import { abilityFor } from '../access/abilities';
import { DomainError } from '../http/errors';
import { normaliseEmail, toSessionUser } from './accounts.service';
import { type LoginDto, type LoginResponse, toMeResponse } from './auth.dto';
import { rotateCsrfToken } from './csrf';
import { SignInFailures } from './sign-in-failures';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password';
import { User, UserStatus } from './user.entity';

const INVALID = 'Invalid email or password';

const callback = (fn: (done: (error?: unknown) => void) => void): Promise<void> =>
  new Promise((resolve, reject) =>
    fn((error) =>
      error
        ? reject(error instanceof Error ? error : new Error('The session could not be updated'))
        : resolve(),
    ),
  );

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly failures: SignInFailures,
  ) {}

  /** One generic failure for unknown e-mail, wrong password and inactive account alike. */
  async signIn(request: Request, dto: LoginDto): Promise<LoginResponse> {
    const address = request.ip ?? 'unknown';
    await this.failures.assertAllowed(address);
    const user = await this.em.findOne(
      User,
      { email: normaliseEmail(dto.email) },
      { populate: ['passwordHash'] },
    );
    const matches = await verifyPassword(dto.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !matches || user.status !== UserStatus.Active) {
      await this.failures.record(address);
      throw new DomainError('INVALID_CREDENTIALS', INVALID, HttpStatus.UNAUTHORIZED);
    }
    user.lastLoginAt = new Date();
    await this.em.flush();
    const sessionUser = toSessionUser(user);
    // passport regenerates the session here: the pre-login session id is never reused.
    await callback((done) => request.logIn(sessionUser, done));
    request.session.authenticatedAt = Date.now();
    return { user: toMeResponse(sessionUser, abilityFor(sessionUser)), csrfToken: rotateCsrfToken(request) };
  }

  async signOut(request: Request): Promise<{ csrfToken: string }> {
    if (request.user) await callback((done) => request.logOut(done));
    delete request.session.authenticatedAt;
    return { csrfToken: rotateCsrfToken(request) };
  }
}
