import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { IfGiven, RequiredText, OptionalDate, RecordId, WholeNumber } from '@app/core';
import { type PromoCode, PromoCodeKind } from './promo-code.entity';

export class PromoCodeInput {
  @IsOptional()
  @RecordId()
  id?: number;

  @RequiredText('Code', 40)
  @Matches(/^\s*[A-Za-z0-9-]+\s*$/, { message: 'Code may hold letters, digits and dashes' })
  code!: string;

  @RequiredText('Description', 200)
  description!: string;

  @IsEnum(PromoCodeKind, { message: 'Kind must be percent or amount' })
  kind!: PromoCodeKind;

  @IsInt({ message: 'Value must be a whole number (basis points or cents)' })
  @Min(1, { message: 'Value must be positive' })
  @Max(100_000_000)
  value!: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @RecordId({ each: true })
  courseIds?: number[];

  @OptionalDate('Valid from')
  validFrom?: string | null;

  @OptionalDate('Valid to')
  validTo?: string | null;

  @IfGiven()
  @WholeNumber({ min: 1 })
  maxUses?: number | null;

  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export interface PromoCodeResponse {
  id: number;
  code: string;
  description: string;
  kind: PromoCodeKind;
  value: number;
  courseIds: number[];
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  usedCount: number;
  active: boolean;
}

export const toPromoCodeResponse = (promo: PromoCode): PromoCodeResponse => ({
  id: promo.id,
  code: promo.code,
  description: promo.description,
  kind: promo.kind,
  value: promo.value,
  courseIds: promo.courseIds,
  validFrom: promo.validFrom ?? null,
  validTo: promo.validTo ?? null,
  maxUses: promo.maxUses ?? null,
  usedCount: promo.usedCount,
  active: promo.active,
});

export class ExclusiveBundleInput {
  @IsOptional()
  @RecordId()
  id?: number;

  @RequiredText('Name', 200)
  name!: string;

  @IsArray()
  @ArrayMinSize(2, { message: 'A bundle has 2 or 3 courses' })
  @ArrayMaxSize(3, { message: 'A bundle has 2 or 3 courses' })
  @RecordId({ each: true })
  courseIds!: number[];

  @IsInt({ message: 'Discount must be a whole number of cents' })
  @Min(1)
  @Max(100_000_000)
  discountCents!: number;

  @OptionalDate('Valid from')
  validFrom?: string | null;

  @OptionalDate('Valid to')
  validTo?: string | null;

  @IsOptional()
  @IsBoolean()
  active?: boolean;
}
