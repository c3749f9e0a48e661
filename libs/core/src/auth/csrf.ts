import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type NextFunction, type Request, type Response } from 'express';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const newToken = (): string => randomBytes(32).toString('base64url');

/** The session's token, created on first use; the SPA gets it through the meta tag. */
export const csrfTokenOf = (request: Request): string => {
  request.session.csrfToken ??= newToken();
  return request.session.csrfToken;
};

/** A fresh token, for the moments the session changes hands (sign-in, sign-out). */
export const rotateCsrfToken = (request: Request): string => {
  request.session.csrfToken = newToken();
  return request.session.csrfToken;
};

const matches = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Providers' server-to-server callbacks: they carry no session, and prove who sent them with a
 * signature their handler verifies over the raw body.
 */
const SIGNED_CALLBACK_PATHS: ReadonlySet<string> = new Set(['/payment/stripe/webhook']);

/** Unsafe methods must echo the session's token in X-CSRF-TOKEN, or nothing runs. */
export const csrfProtection = (request: Request, response: Response, next: NextFunction): void => {
  if (SAFE_METHODS.has(request.method) || SIGNED_CALLBACK_PATHS.has(request.path)) return next();
  const given = request.get(CSRF_HEADER);
  const expected = request.session?.csrfToken;
  if (given && expected && matches(given, expected)) return next();
  response
    .status(403)
    .json({ statusCode: 403, message: 'Invalid or missing CSRF token', requestId: request.requestId });
};
