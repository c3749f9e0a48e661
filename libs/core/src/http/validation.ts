import {
  type ArgumentMetadata,
  BadRequestException,
  Injectable,
  type PipeTransform,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
import { type CarrierTransformOptions, type InputCarrier } from '../validation/numbers';
import { type FieldErrors } from './errors';

/** Deeper than any form the application serves; a hostile body would overflow the stack instead. */
export const MAX_NESTING_DEPTH = 32;

const isContainer = (value: unknown): value is object => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
};

/**
 * What makes input unusable before any field rule is read: arrays and objects nested deeper than
 * the limit (class-transformer would overflow the stack) or a NUL character, which PostgreSQL text
 * cannot hold (the query fails). Walked without recursion.
 */
export const unusableInput = (
  value: unknown,
  depthLimit: number,
): 'too deep' | 'NUL character' | undefined => {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string' && item.includes('\u0000')) return 'NUL character';
    if (!isContainer(item)) continue;
    if (depth > depthLimit) return 'too deep';
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\u0000')) return 'NUL character';
      pending.push([child, depth + 1]);
    }
  }
  return undefined;
};

const UNUSABLE_MESSAGES = {
  'too deep': `The request nests arrays and objects deeper than ${MAX_NESTING_DEPTH} levels`,
  'NUL character': 'The request contains a NUL character, which no field accepts',
};

/** Parameter types Nest's pipe would convert loosely (`+value`); their own pipes convert them. */
const UNCONVERTED = new Set<unknown>([String, Number, Boolean, Object, Array]);

const collect = (errors: ValidationError[], parent: string, into: FieldErrors): FieldErrors => {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
};

export const toFieldErrors = (errors: ValidationError[]): FieldErrors => collect(errors, '', {});

const validationPipe = (carrier: InputCarrier): ValidationPipe => {
  const transformOptions: CarrierTransformOptions = { carrier };
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions,
    exceptionFactory: (errors) =>
      new BadRequestException({
        statusCode: 400,
        message: 'Validation failed',
        errors: toFieldErrors(errors),
      }),
  });
};

/**
 * The global pipe. It refuses input nested deeper than the limit (before class-transformer walks
 * it) or holding a NUL character, refuses unknown fields, and converts known ones to their declared
 * types by how they were carried: query strings and form fields as text, bodies as JSON. A single
 * parameter (`@Param('id')`) stays as sent: its own pipe (`IdPipe`) decides, so `0x2`, `1e3` and
 * ` 1` are never read as numbers.
 */
@Injectable()
export class InputValidationPipe implements PipeTransform {
  private readonly json = validationPipe('json');
  private readonly text = validationPipe('text');

  constructor(private readonly carrier?: InputCarrier) {}

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const unusable = unusableInput(value, MAX_NESTING_DEPTH);
    if (unusable) throw new BadRequestException({ statusCode: 400, message: UNUSABLE_MESSAGES[unusable] });
    if (!metadata.metatype || UNCONVERTED.has(metadata.metatype)) return value;
    const carrier = this.carrier ?? (metadata.type === 'query' ? 'text' : 'json');
    return (carrier === 'text' ? this.text : this.json).transform(value, metadata);
  }
}

/** Unknown fields are refused, known ones converted to their declared types. */
export const createValidationPipe = (carrier?: InputCarrier): InputValidationPipe =>
  new InputValidationPipe(carrier);
