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
  ForeignKeyConstraintViolationException,
  LockWaitTimeoutException,
  NotFoundError,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { type Request, type Response } from 'express';
import { type ErrorBody, type FieldErrors } from './errors';
import { SpaService } from '../spa/spa.service';

const fromHttpException = (exception: HttpException): ErrorBody => {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode, message: response };
  const body = response as { message?: string | string[]; errors?: FieldErrors };
  const message = Array.isArray(body.message) ? body.message.join('; ') : (body.message ?? exception.message);
  return body.errors ? { statusCode, message, errors: body.errors } : { statusCode, message };
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
  return undefined;
};

const isRouteMiss = (exception: unknown, request: Request): boolean =>
  exception instanceof HttpException &&
  exception.getStatus() === 404 &&
  exception.message === `Cannot ${request.method} ${request.originalUrl}`;

/** Browser navigations (not AJAX calls) to a path no API route serves get the single-page app. */
const isPageNavigation = (request: Request): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.get('x-requested-with') &&
  request.accepts(['json', 'html']) === 'html';

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
    const body: ErrorBody =
      exception instanceof HttpException
        ? fromHttpException(exception)
        : (fromDatabaseError(exception) ?? {
            statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
            message: 'Internal server error',
          });
    if (body.statusCode >= 500) this.logger.error(exception);
    if (response.headersSent) return;
    response.status(body.statusCode).json({ ...body, requestId: request.requestId });
  }
}
