import { applyDecorators } from '@nestjs/common';
import { IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

/** A required text field: present, not blank and not too long, with one "X is required" message. */
export const RequiredText = (label: string, maxLength: number): PropertyDecorator => {
  const message = `${label} is required`;
  return applyDecorators(IsString({ message }), Matches(/\S/, { message }), MaxLength(maxLength));
};

/** Checks the field's other rules only when a value is given: null, undefined and '' mean none. */
export const IfGiven = (): PropertyDecorator =>
  ValidateIf((_: object, value: unknown) => value !== null && value !== undefined && value !== '');
