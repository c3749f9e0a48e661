import { performance } from 'node:perf_hooks';
import { type NextFunction, type Request, type Response } from 'express';
import { type Logger } from 'pino';

/**
 * One JSON line per finished request (method, path, status, time; errors at error level). It
 * replaces pino-http, which built a child logger with the whole request serialized (headers
 * redacted) for every request, whether or not anything was logged: about a tenth of a cached
 * read's CPU in the profile of bench/reads.ts. Nothing here runs when info is off.
 */
export const accessLog =
  (logger: Logger) =>
  (request: Request, response: Response, next: NextFunction): void => {
    if (!logger.isLevelEnabled('info') || request.url.startsWith('/assets/')) return next();
    const started = performance.now();
    let logged = false;
    const done = (): void => {
      if (logged) return;
      logged = true;
      const { statusCode } = response;
      const line = {
        req: { id: request.requestId, method: request.method, url: request.originalUrl },
        res: { statusCode },
        userId: request.user?.id,
        responseTime: Math.round(performance.now() - started),
      };
      if (statusCode >= 500) logger.error(line, 'request errored');
      else if (!response.writableFinished) logger.info(line, 'request aborted');
      else logger.info(line, 'request completed');
    };
    response.once('finish', done);
    response.once('close', done);
    next();
  };
