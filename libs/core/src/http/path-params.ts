import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { INT4_MAX } from '../validation/numbers';
import { fieldError } from './errors';

const CANONICAL_DIGITS = /^(0|[1-9]\d{0,15})$/;

/**
 * A whole number in the path, written the one plain way: `0x2`, `1e3`, ` 1`, `+1`, `01` and `-1`
 * are refused with 400 rather than read as some other number, and so is anything out of range.
 */
export class WholeNumberPipe implements PipeTransform<unknown, number> {
  constructor(
    private readonly min: number,
    private readonly max: number,
  ) {}

  transform(value: unknown, { data }: ArgumentMetadata): number {
    const number = typeof value === 'string' && CANONICAL_DIGITS.test(value) ? Number(value) : NaN;
    if (number >= this.min && number <= this.max) return number;
    const name = data ?? 'value';
    throw fieldError(name, `${name} must be a whole number from ${this.min} to ${this.max}`);
  }
}

/** A record id in the path: `@Param('id', IdPipe) id: number`. */
export const IdPipe = new WholeNumberPipe(1, INT4_MAX);
