import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type FieldErrors } from './errors';

const collect = (errors: ValidationError[], parent: string, into: FieldErrors): FieldErrors => {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
};

export const toFieldErrors = (errors: ValidationError[]): FieldErrors => collect(errors, '', {});

/** Unknown fields are refused, known ones converted to their declared types. */
export const createValidationPipe = (): ValidationPipe =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new BadRequestException({
        statusCode: 400,
        message: 'Validation failed',
        errors: toFieldErrors(errors),
      }),
  });
