import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import {
  DeadlockException,
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  LockWaitTimeoutException,
  NotFoundError,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { type Request, type Response } from 'express';
import { isDependencyUnavailable } from './unavailable';
import { type ErrorBody, type FieldErrors } from './errors';
import { SpaService } from '../spa/spa.service';

/** Seconds a client should wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

const fromHttpException = (exception: HttpException): ErrorBody => {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode, message: response };
  const body = response as { message?: string | string[]; errors?: FieldErrors };
  const message = Array.isArray(body.message) ? body.message.join('; ') : (body.message ?? exception.message);
  return body.errors ? { statusCode, message, errors: body.errors } : { statusCode, message };
};

/** The `http-errors` the body parsers and other middleware raise: a status of their own, safe to show. */
interface ClientHttpError {
  status: number;
  expose: true;
  type?: string;
  message: string;
  limit?: number;
}

const isClientHttpError = (exception: unknown): exception is ClientHttpError => {
  const candidate = exception as Partial<ClientHttpError> | null;
  return (
    exception instanceof Error &&
    candidate?.expose === true &&
    typeof candidate.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500
  );
};

/** Body parser failures in words a client can act on (the parser's own text names its internals). */
const BODY_MESSAGES: Record<string, (error: ClientHttpError) => string> = {
  'entity.parse.failed': () => 'The request body is not valid JSON',
  'entity.too.large': (error) =>
    `The request body is too large${error.limit ? ` (at most ${Math.floor(error.limit / 1024)} kB)` : ''}`,
  'encoding.unsupported': (error) =>
    `Unsupported content encoding: ${error.message.replace(/^.*"(.*)".*$/, '$1')}`,
  'charset.unsupported': () => 'Unsupported character set',
};

const fromClientHttpError = (error: ClientHttpError): ErrorBody => {
  const describe = error.type ? BODY_MESSAGES[error.type] : undefined;
  if (describe) return { statusCode: error.status, message: describe(error) };
  // zlib's failures ("incorrect header check") arrive as a bare "Bad Request".
  const message =
    error.status === 400 && error.message === 'Bad Request'
      ? 'The request body could not be read'
      : error.message;
  return { statusCode: error.status, message };
};

/** Database failures that are the caller's doing, not ours, with messages a user can act on. */
const fromDatabaseError = (exception: unknown): ErrorBody | undefined => {
  if (exception instanceof NotFoundError) return { statusCode: 404, message: 'Record not found' };
  if (exception instanceof UniqueConstraintViolationException)
    return { statusCode: 409, message: 'A record with these details already exists' };
  if (exception instanceof ForeignKeyConstraintViolationException)
    return { statusCode: 409, message: 'This record is used by other records and cannot be removed' };
  if (exception instanceof LockWaitTimeoutException || exception instanceof DeadlockException)
    return { statusCode: 409, message: 'The record is busy right now, please retry' };
  if (exception instanceof NotNullConstraintViolationException)
    return { statusCode: 400, message: 'Required fields are not filled' };
  // The event's seat counter may not pass its capacity: lowering the capacity below the seats given.
  if (
    exception instanceof CheckConstraintViolationException &&
    exception.message.includes('event_seats_taken_check')
  )
    return { statusCode: 409, message: 'The capacity cannot be less than the seats already taken' };
  if (isDependencyUnavailable(exception))
    return { statusCode: 503, message: 'The service is briefly unavailable. Please try again shortly.' };
  return undefined;
};

export const toErrorBody = (exception: unknown): ErrorBody => {
  if (exception instanceof HttpException) return fromHttpException(exception);
  if (isClientHttpError(exception)) return fromClientHttpError(exception);
  return (
    fromDatabaseError(exception) ?? {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Internal server error',
    }
  );
};

/** Sends the one error shape; 503 tells the client when to come back. */
export const sendError = (request: Request, response: Response, body: ErrorBody): void => {
  if (response.headersSent) return;
  if (body.statusCode === 503) response.set('Retry-After', String(RETRY_AFTER_SECONDS));
  response.status(body.statusCode).json({ ...body, requestId: request.requestId });
};

const isRouteMiss = (exception: unknown, request: Request): boolean =>
  exception instanceof HttpException &&
  exception.getStatus() === 404 &&
  exception.message === `Cannot ${request.method} ${request.originalUrl}`;

/** A file the build would have served (a chunk of an older build ...): never answered with the page. */
const FILE = /\.(?:m?js|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|xml|webmanifest)$/i;

// Navigations to a path no API route serves get the single-page app: a GET of a screen path that is
// not an AJAX call and does not prefer JSON. `Accept: */*` (curl, a load balancer's check) and no
// Accept at all get the page; API clients ask for JSON or send the AJAX marker, and get a JSON 404.
const isPageNavigation = (request: Request): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.get('x-requested-with') &&
  !FILE.test(request.path) &&
  request.accepts(['html', 'json']) === 'html';

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  constructor(private readonly spa: SpaService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    if (isRouteMiss(exception, request) && isPageNavigation(request)) {
      this.spa.send(request, response);
      return;
    }
    const body = toErrorBody(exception);
    if (body.statusCode === 503 && !(exception instanceof HttpException)) this.logger.warn(String(exception));
    else if (body.statusCode >= 500) this.logger.error(exception);
    sendError(request, response, body);
  }
}
