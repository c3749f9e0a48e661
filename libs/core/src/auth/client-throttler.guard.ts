import { Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';
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

/** Counts per client address only: a bot changing the e-mail it types is still one client. */
@Injectable()
export class AddressThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(request: Request): Promise<string> {
    return Promise.resolve(request.ip ?? 'unknown');
  }
}

/** Submissions of one public form (a lead, an expression of interest) per address per window. */
export const PUBLIC_FORM_LIMIT = 10;
export const PUBLIC_FORM_WINDOW_MS = 10 * 60_000;

/**
 * The public forms anyone may post: each invites spam, so they share the browser-log throttler's
 * counters with a tighter limit, per address and per form.
 */
export const PublicFormRateLimit = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    UseGuards(AddressThrottlerGuard),
    SkipThrottle({ login: true }),
    Throttle({ 'client-log': { limit: PUBLIC_FORM_LIMIT, ttl: PUBLIC_FORM_WINDOW_MS } }),
  );
