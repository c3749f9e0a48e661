import { type LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { RequestContext } from '../http/request-context';

/** Structured JSON logs; personal data and secrets never reach a log line. */
export const createLogger = (level: string): Logger =>
  pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.nric',
        '*.cardNumber',
      ],
      censor: '[redacted]',
    },
    mixin: () => {
      const scope = RequestContext.current();
      return scope ? { requestId: scope.requestId, userId: scope.userId } : {};
    },
  });

/** Routes Nest's own log calls into the same JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }

  error(message: unknown, trace?: string, context?: string): void {
    if (message instanceof Error) this.logger.error({ context, err: message }, message.message);
    else this.logger.error({ context, trace }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
