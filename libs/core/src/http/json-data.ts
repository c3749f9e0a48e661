import {
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
import { type Request } from 'express';
import { fieldError } from './errors';
import { createValidationPipe } from './validation';

/**
 * Multipart forms (a record plus its uploads) carry the record as JSON in a `data` field; this pipe
 * parses and validates it exactly as a JSON body would be (nesting limit and JSON types included).
 */
@Injectable()
export class JsonDataPipe<T> implements PipeTransform<unknown, Promise<T>> {
  constructor(readonly type: Type<T>) {}

  async transform(value: unknown): Promise<T> {
    if (typeof value !== 'string') throw fieldError('data', 'data must be the record as JSON');
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw fieldError('data', 'data must be valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw fieldError('data', 'data must be a JSON object');
    }
    return (await createValidationPipe('json').transform(parsed, { type: 'body', metatype: this.type })) as T;
  }
}

/** Validates the plain text fields of a multipart form as text: digits make a number there. */
@Injectable()
export class FormFieldsPipe<T> implements PipeTransform<unknown, Promise<T>> {
  constructor(readonly type: Type<T>) {}

  async transform(value: unknown): Promise<T> {
    return (await createValidationPipe('text').transform(value ?? {}, {
      type: 'body',
      metatype: this.type,
    })) as T;
  }
}

const requestBody = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request>().body as unknown,
);

/** The validated record of a multipart form: `@JsonData(TrainerInput) input: TrainerInput`. */
export const JsonData = <T>(type: Type<T>): ParameterDecorator =>
  createParamDecorator((_data: unknown, context: ExecutionContext) => {
    const body = context.switchToHttp().getRequest<Request>().body as { data?: unknown } | undefined;
    return body?.data;
  })(new JsonDataPipe(type));

/** The plain fields of a multipart form next to its file: `@FormFields(ImportFieldsDto) dto`. */
export const FormFields = <T>(type: Type<T>): ParameterDecorator => requestBody(new FormFieldsPipe(type));
