import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type NextFunction, type Request, type Response } from 'express';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const newToken = (): string => randomBytes(32).toString('base64url');

/** The cookie that carries a visitor's token until they have a session (double-submit). */
const cookieName = (production: boolean): string => (production ? '__Host-tp.csrf' : 'tp.csrf');

/** The raw value of the request's cookie `name`, if it brought one. */
export const requestCookie = (request: Request, name: string): string | undefined => {
  const prefix = `${name}=`;
  const found = request
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return found?.slice(prefix.length) || undefined;
};

/** The visitor's token: the session's when there is one, else the one in its own cookie. */
export const visitorCsrfToken = (request: Request, production: boolean): string | undefined =>
  request.session?.csrfToken ?? requestCookie(request, cookieName(production));

/**
 * The token the SPA gets through the meta tag: the session's when there is one, else one kept in
 * its own cookie, so a visitor who only looks at pages costs no session row. A cross-site page can
 * neither read that cookie nor set the header, so echoing it proves the request came from our page.
 */
export const csrfTokenOf = (request: Request, response: Response, production: boolean): string => {
  const known = visitorCsrfToken(request, production);
  if (known) return known;
  const token = newToken();
  response.cookie(cookieName(production), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: '/',
  });
  return token;
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

/**
 * Unsafe methods must echo the token in X-CSRF-TOKEN (the session's; the cookie's while the session
 * has none, as before a visitor signs in), or nothing runs.
 */
export const csrfProtection =
  (production: boolean) =>
  (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method) || SIGNED_CALLBACK_PATHS.has(request.path)) return next();
    const given = request.get(CSRF_HEADER);
    const expected = visitorCsrfToken(request, production);
    if (given && expected && matches(given, expected)) return next();
    response
      .status(403)
      .json({ statusCode: 403, message: 'Invalid or missing CSRF token', requestId: request.requestId });
  };
