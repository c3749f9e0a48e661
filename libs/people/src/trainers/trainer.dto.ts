import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { RequiredText, RecordId } from '@app/core';
import { PersonInput, type PersonResponse, toPersonResponse } from '../shared/person.dto';
import { type Trainer } from './trainer.entity';

export class EducationInput {
  @RecordId({ message: 'Education must be chosen from the list' })
  educationId!: number;

  @RequiredText('Institution', 200)
  institution!: string;

  @IsOptional()
  @IsInt()
  @Min(1950)
  @Max(2100)
  yearCompleted?: number | null;
}

export class ProfessionInput {
  @RequiredText('Title', 200)
  title!: string;

  @RequiredText('Organisation', 200)
  organisation!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(80)
  years?: number | null;
}

export class TrainerInput extends PersonInput {
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  biography?: string | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @RecordId({ each: true, message: 'Specializations must be course types from the list' })
  specializationIds?: number[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => EducationInput)
  educations?: EducationInput[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ProfessionInput)
  professions?: ProfessionInput[];
}

export interface EducationResponse {
  id: number;
  educationId: number;
  institution: string;
  yearCompleted: number | null;
}

export interface ProfessionResponse {
  id: number;
  title: string;
  organisation: string;
  years: number | null;
}

export interface TrainerResponse extends PersonResponse {
  biography: string | null;
  specializationIds: number[];
  educations: EducationResponse[];
  professions: ProfessionResponse[];
}

export const toEducations = (trainer: Trainer): EducationResponse[] =>
  trainer.educations.getItems().map((education) => ({
    id: education.id,
    educationId: education.educationId,
    institution: education.institution,
    yearCompleted: education.yearCompleted ?? null,
  }));

export const toProfessions = (trainer: Trainer): ProfessionResponse[] =>
  trainer.professions.getItems().map((profession) => ({
    id: profession.id,
    title: profession.title,
    organisation: profession.organisation,
    years: profession.years ?? null,
  }));

export const toSpecializationIds = (trainer: Trainer): number[] =>
  trainer.specializations
    .getItems()
    .map((specialization) => specialization.courseTypeId)
    .sort((a, b) => a - b);

export const toTrainerResponse = (trainer: Trainer): TrainerResponse => ({
  ...toPersonResponse(trainer),
  biography: trainer.biography ?? null,
  specializationIds: toSpecializationIds(trainer),
  educations: toEducations(trainer),
  professions: toProfessions(trainer),
});
