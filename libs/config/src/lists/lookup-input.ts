import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { INT4_MAX, IsCalendarDate, PageQueryDto, RecordId, WholeNumber } from '@app/core';
import { type FieldDefinition, type ListDefinition, RecordStatus } from './list-definition';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export class LookupQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(Object.values(RecordStatus))
  status?: RecordStatus;
}

export class StatusChangeDto {
  /** Without a status the entry toggles between Active and Inactive. */
  @IsOptional()
  @IsIn(Object.values(RecordStatus), {
    message: `status must be one of ${Object.values(RecordStatus).join(', ')}`,
  })
  status?: RecordStatus;
}

export class ToggleDto {
  /** Without a value the flag flips. */
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

/** Base type of every generated input class; only the generated subclasses carry validators. */
export class LookupInput {
  [field: string]: unknown;
}

const required = (field: { label: string; required?: boolean }): PropertyDecorator[] =>
  field.required
    ? [
        IsDefined({ message: `${field.label} is required` }),
        IsNotEmpty({ message: `${field.label} is required` }),
      ]
    : [IsOptional()];

const validatorsFor = (field: FieldDefinition): PropertyDecorator[] => {
  const label = field.label;
  switch (field.type) {
    case 'text':
      return [
        IsString({ message: `${label} must be text` }),
        MaxLength(field.maxLength, { message: `${label} must be at most ${field.maxLength} characters` }),
        ...(field.pattern ? [Matches(field.pattern.regex, { message: field.pattern.message })] : []),
      ];
    case 'richText':
      return [IsString({ message: `${label} must be text` }), MaxLength(20_000)];
    case 'integer':
      return [
        IsInt({ message: `${label} must be a whole number` }),
        Min(field.min ?? -INT4_MAX, { message: `${label} must be at least ${field.min ?? -INT4_MAX}` }),
        Max(field.max ?? INT4_MAX, { message: `${label} must be at most ${field.max ?? INT4_MAX}` }),
      ];
    case 'money':
      return [
        IsInt({ message: `${label} must be a whole number of cents` }),
        Min(0, { message: `${label} must not be negative` }),
        Max(100_000_000, { message: `${label} is too large` }),
      ];
    case 'percent':
      return [
        IsNumber({ maxDecimalPlaces: 2 }, { message: `${label} must be a number with at most 2 decimals` }),
        Min(0, { message: `${label} must not be negative` }),
        Max(100, { message: `${label} must be at most 100` }),
      ];
    case 'boolean':
      return [IsBoolean({ message: `${label} must be true or false` })];
    case 'date':
      return [IsCalendarDate(label)];
    case 'time':
      return [Matches(TIME, { message: `${label} must be a time (HH:mm)` })];
    case 'enum':
      return [IsIn(field.options, { message: `${label} must be one of ${field.options.join(', ')}` })];
    case 'reference':
      return [RecordId({ message: `${label} must be chosen from the list` })];
  }
};

const apply = (target: object, property: string, decorators: PropertyDecorator[]): void => {
  for (const decorator of decorators) decorator(target, property);
};

/**
 * The input class of one list, with class-validator decorators generated from the registry, so the
 * global ValidationPipe refuses unknown fields and reports each bad one by name.
 */
export const inputClassFor = (list: ListDefinition): typeof LookupInput => {
  const Input = class extends LookupInput {};
  Object.defineProperty(Input, 'name', { value: `${list.entity}Input` });
  const target = Input.prototype;
  apply(target, 'id', [IsOptional(), RecordId({ message: 'id must be a whole number' })]);
  if (list.hasCode) {
    apply(target, 'code', [
      IsOptional(),
      IsString({ message: 'Code must be text' }),
      MaxLength(30, { message: 'Code must be at most 30 characters' }),
    ]);
  }
  const nameMax = list.nameMaxLength ?? 200;
  apply(target, 'name', [
    IsDefined({ message: 'Name field is required.' }),
    IsString({ message: `${list.nameLabel ?? 'Name'} must be text` }),
    Matches(/\S/, { message: 'Name field is required.' }),
    MaxLength(nameMax, { message: `${list.nameLabel ?? 'Name'} must be at most ${nameMax} characters` }),
  ]);
  apply(target, 'sortOrder', [
    IsOptional(),
    WholeNumber({ min: 0, message: 'Order must be a whole number' }),
  ]);
  apply(target, 'status', [
    IsOptional(),
    IsIn(Object.values(RecordStatus), {
      message: `status must be one of ${Object.values(RecordStatus).join(', ')}`,
    }),
  ]);
  for (const field of list.fields) apply(target, field.name, [...required(field), ...validatorsFor(field)]);
  return Input;
};
