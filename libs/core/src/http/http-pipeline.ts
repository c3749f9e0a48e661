import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compression from 'compression';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/core';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import passport from 'passport';
import { accessLog } from '../logging/access-log';
import { publicReadsFromMemory } from '../cache/public-reads';
import { SettingsCache } from '../cache/settings-cache';
import { type Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import { csrfProtection } from '../auth/csrf';
import { PgSessionStore } from '../auth/pg-session.store';
import { keepUserInSession } from '../auth/session.serializer';
import { SpaService } from '../spa/spa.service';
import { rootFiles, staticCacheControl } from '../spa/static-assets';
import { RequestContext } from './request-context';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Keeps a caller's request id (from a load balancer) or makes one; every log line and error carries it. */
const requestId = (request: Request, response: Response, next: NextFunction): void => {
  const given = request.get('x-request-id');
  request.requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
  response.set('X-Request-Id', request.requestId);
  next();
};

/** Sessions older than the absolute limit end, however active they have been. */
const absoluteTimeout =
  (hours: number) =>
  (request: Request, _response: Response, next: NextFunction): void => {
    const since = request.session?.authenticatedAt;
    if (!request.user || !since || Date.now() - since <= hours * 3_600_000) return next();
    delete request.session.authenticatedAt;
    // keepSessionInfo keeps the CSRF token, so the page the user is on can still sign in again.
    request.logOut({ keepSessionInfo: true }, next);
  };

/**
 * Health checks answer for the process and its dependencies, never for a visitor: they skip the
 * session (whose store is the database), so a load balancer sending a cookie still learns what is down.
 */
const SESSIONLESS = /^\/health(\/|$)/;

const exceptSessionless =
  (middleware: RequestHandler): RequestHandler =>
  (request, response, next) =>
    SESSIONLESS.test(request.path) ? next() : middleware(request, response, next);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The only requests that start a session (passport regenerates it at sign-in; sign-out rotates its token). */
const SESSION_STARTERS = new Set(['/login', '/logout']);

/**
 * Session and passport only where there can be a session: a request that brings the session
 * cookie, or a sign-in or sign-out, the only ways one starts. Everything else without the cookie
 * (public pages and lists, and a visitor's checkout, whose registrations go in their own signed
 * cookie) skips both and has no `request.session`, as the health checks already have none. On a
 * cached read that is about a tenth of its CPU; on a checkout, the session's id drawn, its hash,
 * the wrapping of the response's headers and end, and passport's session strategy.
 */
const sessionless = (cookieName: string): ((request: Request) => boolean) => {
  const marker = `${cookieName}=`;
  return (request) =>
    !request.headers.cookie?.includes(marker) &&
    (SAFE_METHODS.has(request.method) || !SESSION_STARTERS.has(request.path));
};

const withSessionCookie = (cookieName: string, middleware: RequestHandler): RequestHandler => {
  const hasNone = sessionless(cookieName);
  return (request, response, next) => (hasNone(request) ? next() : middleware(request, response, next));
};

const requestScope = (request: Request, _response: Response, next: NextFunction): void =>
  RequestContext.run({ requestId: request.requestId, userId: request.user?.id }, next);

/**
 * The middleware chain, in order: security headers first, then request id, logging, the public
 * reads kept in memory, compression, session, passport, timeouts, the request scope and CSRF;
 * Nest's routes and the SPA fallback come after.
 */
export const configureHttpPipeline = (app: NestExpressApplication, logger: Logger): void => {
  const config = app.get(AppConfig);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // antd writes its styles at runtime; scripts stay same-origin only.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
        },
      },
    }),
  );
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestId);
  app.use(accessLog(logger));
  const sessionCookie = config.production ? '__Host-tp.sid' : 'tp.sid';
  // Anonymous public reads kept in memory are answered here, compressed once per version.
  app.use(publicReadsFromMemory(app.get(SettingsCache), sessionless(sessionCookie)));
  // gzip or brotli, as the browser accepts, for JSON, HTML and the built scripts and styles.
  app.use(compression());
  const sessionful = (middleware: RequestHandler): RequestHandler =>
    exceptSessionless(withSessionCookie(sessionCookie, middleware));
  app.use(
    sessionful(
      session({
        store: new PgSessionStore(app.get(MikroORM), config.sessionIdleMinutes * 60),
        name: sessionCookie,
        secret: config.sessionSecret,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: config.production,
          path: '/',
          maxAge: config.sessionIdleMinutes * 60_000,
        },
      }),
    ),
  );
  app.use(passport.initialize());
  app.use(sessionful(passport.session() as RequestHandler));
  app.use(keepUserInSession);
  app.use(absoluteTimeout(config.sessionAbsoluteHours));
  app.use(requestScope);
  app.use(csrfProtection(config.production));
  // The raw template has no CSRF token: /index.html is the page like any other screen path.
  const spa = app.get(SpaService);
  app.use('/index.html', (request: Request, response: Response, next: NextFunction) =>
    request.method === 'GET' || request.method === 'HEAD' ? spa.send(request, response) : next(),
  );
  // Files are looked up on disk only under /assets (and for the few files beside index.html), not
  // for every API path that falls through to the SPA.
  app.useStaticAssets(join(config.frontendDist, 'assets'), {
    prefix: '/assets/',
    index: false,
    setHeaders: staticCacheControl(config.frontendDist),
  });
  for (const file of rootFiles(config.frontendDist)) {
    app.use(`/${file}`, (request: Request, response: Response, next: NextFunction) =>
      request.method === 'GET' || request.method === 'HEAD'
        ? response.sendFile(join(config.frontendDist, file), { headers: { 'Cache-Control': 'no-cache' } })
        : next(),
    );
  }
};
