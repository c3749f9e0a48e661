import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Request, type Response } from 'express';
import { AppConfig } from '../config/app-config';
import { requestCookie, visitorCsrfToken } from './csrf';

/** A cookie value as `response.cookie` encoded it; undefined for a malformed escape (a forged cookie). */
const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/**
 * Small facts about what a browser did without an account (the registrations it made), kept in
 * signed cookies of their own instead of the session row: a visitor's checkout then writes no
 * session at all, one round trip and one commit fewer on the hot path.
 *
 * Each value is signed with the session secret over the visitor's CSRF token, so it can be
 * neither forged nor carried to another browser, and it lapses where the session's data did:
 * signing in or out rotates the token.
 */
@Injectable()
export class VisitorCookies {
  constructor(private readonly config: AppConfig) {}

  /** The value this browser was given under `name`, if its signature holds for this visitor. */
  read(request: Request, name: string): string | undefined {
    const token = visitorCsrfToken(request, this.config.production);
    const cookie = requestCookie(request, this.cookieName(name));
    if (!token || !cookie) return undefined;
    const split = cookie.lastIndexOf('.');
    if (split < 0) return undefined;
    const value = decoded(cookie.slice(0, split));
    if (value === undefined) return undefined;
    const given = Buffer.from(cookie.slice(split + 1));
    const expected = Buffer.from(this.signature(token, name, value));
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
  }

  /** Gives the browser `value` under `name`, for as long as a session would last idle. */
  write(request: Request, response: Response, name: string, value: string): void {
    const token = visitorCsrfToken(request, this.config.production);
    // Unsafe methods passed the CSRF check, so a visitor writing something always has a token.
    if (!token) return;
    response.cookie(this.cookieName(name), `${value}.${this.signature(token, name, value)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.production,
      path: '/',
      maxAge: this.config.sessionIdleMinutes * 60_000,
    });
  }

  private cookieName(name: string): string {
    return this.config.production ? `__Host-tp.${name}` : `tp.${name}`;
  }

  private signature(token: string, name: string, value: string): string {
    return createHmac('sha256', this.config.sessionSecret)
      .update(`${name}\n${token}\n${value}`)
      .digest('base64url');
  }
}
