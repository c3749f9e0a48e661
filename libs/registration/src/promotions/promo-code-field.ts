import { applyDecorators } from '@nestjs/common';
import { IsString, Matches } from 'class-validator';
import { IfGiven } from '@app/core';

/** A promo code as every registration channel takes it: optional, letters, digits and dashes. */
export const OptionalPromoCode = (): PropertyDecorator =>
  applyDecorators(
    IfGiven(),
    IsString(),
    Matches(/^\s*[A-Za-z0-9-]{1,40}\s*$/, { message: 'Promo code may hold letters, digits and dashes' }),
  );
