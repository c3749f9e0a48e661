import { HttpException, HttpStatus } from '@nestjs/common';

export type FieldErrors = Record<string, string[]>;

/** The single error body every failure is sent as. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
  requestId?: string;
}

/**
 * A failure the business rules expect (a seat is gone, a participant is already scanned). Services
 * throw these with the user-facing message the spec gives; one filter turns them into responses.
 */
export class DomainError extends HttpException {
  constructor(
    readonly code: string,
    message: string,
    status: HttpStatus,
    readonly errors?: FieldErrors,
  ) {
    super({ statusCode: status, message, errors }, status);
  }
}

export const fieldError = (field: string, message: string): DomainError =>
  new DomainError('VALIDATION', 'Validation failed', HttpStatus.BAD_REQUEST, { [field]: [message] });

export const notFound = (what: string): DomainError =>
  new DomainError('NOT_FOUND', `${what} not found`, HttpStatus.NOT_FOUND);

export const conflict = (code: string, message: string): DomainError =>
  new DomainError(code, message, HttpStatus.CONFLICT);

export const forbidden = (message = 'You do not have permission to do this'): DomainError =>
  new DomainError('FORBIDDEN', message, HttpStatus.FORBIDDEN);

/** Several fields at once, so a form shows every problem in one round trip. */
export const fieldErrors = (errors: FieldErrors): DomainError =>
  new DomainError('VALIDATION', 'Validation failed', HttpStatus.BAD_REQUEST, errors);
