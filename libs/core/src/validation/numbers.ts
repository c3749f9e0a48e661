import { applyDecorators } from '@nestjs/common';
import { type ClassTransformOptions, Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** PostgreSQL's `integer`: ids and counts beyond it fail in the database, not in validation. */
export const INT4_MAX = 2_147_483_647;
const INT4_MIN = -INT4_MAX - 1;

/**
 * How a value reached the server. JSON keeps its types, so a number field takes only a JSON
 * number; a query string or a multipart form field carries only text, so there digits are a number.
 */
export type InputCarrier = 'json' | 'text';

/** Transform options naming the carrier; the validation pipe passes them to class-transformer. */
export interface CarrierTransformOptions extends ClassTransformOptions {
  carrier: InputCarrier;
}

const carrierOf = (options: ClassTransformOptions): InputCarrier =>
  (options as Partial<CarrierTransformOptions>).carrier ?? 'json';

const DIGITS = /^-?\d+$/;

const digitsToNumber = (value: unknown): unknown =>
  typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;

export interface WholeNumberOptions {
  min?: number;
  max?: number;
  /** The rule applies to each element of an array. */
  each?: boolean;
  /** The message when the value is not a whole number (e.g. "Session is required"). */
  message?: string;
}

/**
 * The one rule for integer fields. A JSON body gives a JSON integer or is refused: `true`, `"2"`,
 * `"0x2"` and `1.5` never become numbers. A query string or form field gives decimal digits only.
 * The range defaults to PostgreSQL's integer.
 */
export const WholeNumber = ({
  min = INT4_MIN,
  max = INT4_MAX,
  each = false,
  message,
}: WholeNumberOptions = {}): PropertyDecorator =>
  applyDecorators(
    Transform(({ value, options }: { value: unknown; options: ClassTransformOptions }) => {
      if (carrierOf(options) !== 'text') return value;
      return each && Array.isArray(value) ? value.map(digitsToNumber) : digitsToNumber(value);
    }),
    ValidateBy(
      {
        name: 'wholeNumber',
        constraints: [min, max],
        validator: {
          validate: (value: unknown) =>
            Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
          defaultMessage: ({ property, value }: ValidationArguments) =>
            Number.isInteger(value)
              ? `${property} must be a whole number from ${min} to ${max}`
              : (message ?? `${property} must be a whole number`),
        },
      },
      { each },
    ),
  );

/** A reference to a record: a whole number from 1 within PostgreSQL's integer. */
export const RecordId = (options: Omit<WholeNumberOptions, 'min' | 'max'> = {}): PropertyDecorator =>
  WholeNumber({ ...options, min: 1 });
