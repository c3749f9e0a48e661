import { Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import { type Request } from 'express';

/**
 * Counts requests per client address and, for sign-in, per e-mail too, so one user's typos do not
 * lock out a whole office behind one address.
 */
@Injectable()
export class ClientThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(request: Request): Promise<string> {
    const body = request.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    return Promise.resolve(`${request.ip}|${email}`);
  }
}

/**
 * Sign-in's rate limit, for every public call that checks credentials, creates an account or tells
 * whether someone is on file: each invites guessing.
 */
export const SignInRateLimit = (): MethodDecorator & ClassDecorator =>
  applyDecorators(UseGuards(ClientThrottlerGuard), SkipThrottle({ 'client-log': true }));
