import {
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PageQueryDto, RequiredText, RecordId, IsCalendarDate } from '@app/core';
import { type Course, CourseStatus } from './course.entity';

const OptionalId =
  (label: string): PropertyDecorator =>
  (target, key) => {
    IsOptional()(target, key);
    ValidateIf((_, value) => value !== null)(target, key);
    RecordId({ message: `${label} must be chosen from the list` })(target, key);
  };

export class CourseInput {
  @IsOptional()
  @RecordId()
  id?: number;

  @IsString({ message: 'Code is required' })
  @Matches(/^[A-Z0-9][A-Z0-9-]{1,29}$/, { message: 'Code must be 2 to 30 capital letters, digits or dashes' })
  code!: string;

  @RequiredText('Title', 200)
  title!: string;

  @RecordId({ message: 'Course type is required' })
  courseTypeId!: number;

  @OptionalId('Validity type')
  validityTypeId?: number | null;

  @IsOptional()
  @IsString()
  @MaxLength(20000)
  description?: string | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'CPD hours must be a number with at most 2 decimals' })
  @Min(0)
  @Max(200)
  cpdHours?: number | null;

  /** How long a participant's completion counts (a RES certificate: 24 months); none means for good. */
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'Validity must be a whole number of months' })
  @Min(1, { message: 'Validity must be at least 1 month' })
  @Max(120)
  validityMonths?: number | null;

  @IsInt({ message: 'Fee must be a whole number of cents' })
  @Min(0, { message: 'Fee must not be negative' })
  @Max(100_000_000)
  feeCents!: number;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'Promo fee must be a whole number of cents' })
  @Min(0, { message: 'Promo fee must not be negative' })
  @Max(100_000_000)
  promoFeeCents?: number | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsCalendarDate('Promo from')
  promoValidFrom?: string | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsCalendarDate('Promo until')
  promoValidTo?: string | null;

  @OptionalId('CPD type')
  cpdTypeId?: number | null;

  @OptionalId('CPD category')
  cpdCategoryId?: number | null;

  @OptionalId('CPD level')
  cpdLevelId?: number | null;

  @OptionalId('RES kind')
  resTypeId?: number | null;

  @OptionalId('Bootcamp type')
  bootcampTypeId?: number | null;

  @OptionalId('WSQ classification')
  digitalTrainingClassificationId?: number | null;
}

export class CourseQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(Object.values(CourseStatus))
  status?: CourseStatus;

  @IsOptional()
  @RecordId()
  courseTypeId?: number;
}

export class FamilyQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;
}

export interface CourseResponse {
  id: number;
  code: string;
  title: string;
  courseTypeId: number;
  courseTypeCode: string;
  courseTypeName: string;
  validityTypeId: number | null;
  description: string | null;
  cpdHours: number | null;
  validityMonths: number | null;
  feeCents: number;
  promoFeeCents: number | null;
  promoValidFrom: string | null;
  promoValidTo: string | null;
  cpdTypeId: number | null;
  cpdCategoryId: number | null;
  cpdLevelId: number | null;
  resTypeId: number | null;
  bootcampTypeId: number | null;
  digitalTrainingClassificationId: number | null;
  hasImage: boolean;
  hasBrochure: boolean;
  status: CourseStatus;
  createdAt: Date;
  updatedAt: Date;
}

export const toCourseResponse = (
  course: Course,
  courseType: { code: string; name: string },
): CourseResponse => ({
  id: course.id,
  code: course.code,
  title: course.title,
  courseTypeId: course.courseTypeId,
  courseTypeCode: courseType.code,
  courseTypeName: courseType.name,
  validityTypeId: course.validityTypeId ?? null,
  description: course.description ?? null,
  cpdHours: course.cpdHours ?? null,
  validityMonths: course.validityMonths ?? null,
  feeCents: course.feeCents,
  promoFeeCents: course.promoFeeCents ?? null,
  promoValidFrom: course.promoValidFrom ?? null,
  promoValidTo: course.promoValidTo ?? null,
  cpdTypeId: course.cpdTypeId ?? null,
  cpdCategoryId: course.cpdCategoryId ?? null,
  cpdLevelId: course.cpdLevelId ?? null,
  resTypeId: course.resTypeId ?? null,
  bootcampTypeId: course.bootcampTypeId ?? null,
  digitalTrainingClassificationId: course.digitalTrainingClassificationId ?? null,
  hasImage: Boolean(course.imageKey),
  hasBrochure: Boolean(course.brochureKey),
  status: course.status,
  createdAt: course.createdAt,
  updatedAt: course.updatedAt,
});
