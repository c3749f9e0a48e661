import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto, RequiredText, IfGiven, RecordId } from '@app/core';
import { ECourseStatus } from './ecourse.entity';

export class ECourseModuleInput {
  /** An existing module keeps its id, and with it the completions recorded against it. */
  @IsOptional()
  @RecordId()
  id?: number;

  @RequiredText('Module title', 200)
  title!: string;

  @IsInt({ message: 'Duration must be a whole number of minutes' })
  @Min(1, { message: 'Duration must be at least 1 minute' })
  @Max(10_000)
  durationMinutes!: number;
}

export class ECourseInput {
  @IsOptional()
  @RecordId()
  id?: number;

  @RecordId({ message: 'Course is required' })
  courseId!: number;

  @IfGiven()
  @RecordId()
  eventId?: number | null;

  @RequiredText('Title', 200)
  title!: string;

  @IsString({ message: 'Content id is required' })
  @Matches(/^[A-Za-z0-9._:-]{1,100}$/, {
    message: 'Content id may hold letters, digits, dots, colons, dashes and underscores',
  })
  contentId!: string;

  @IfGiven()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  @IfGiven()
  @IsInt()
  @Min(1, { message: 'Access days must be at least 1' })
  @Max(3650)
  accessDays?: number | null;

  @IsArray({ message: 'Add at least one module' })
  @ArrayMinSize(1, { message: 'Add at least one module' })
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => ECourseModuleInput)
  modules!: ECourseModuleInput[];
}

export class ECourseQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(Object.values(ECourseStatus))
  status?: ECourseStatus;

  @IsOptional()
  @RecordId()
  courseId?: number;
}

export class ContentIdQueryDto {
  @IsString()
  @MaxLength(100)
  contentId!: string;
}

export class ModuleCompletionDto {
  @RecordId()
  moduleId!: number;
}

export interface ECourseResponse {
  id: number;
  courseId: number;
  eventId: number | null;
  title: string;
  contentId: string;
  description: string | null;
  accessDays: number | null;
  status: ECourseStatus;
  modules: { id: number; title: string; durationMinutes: number }[];
  totalMinutes: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProgressResponse {
  ecourseId: number;
  participantId: number;
  participantName: string;
  modules: { id: number; title: string; completedAt: Date | null }[];
  completedModules: number;
  totalModules: number;
  percent: number;
  startedAt: Date | null;
  lastActivityAt: Date | null;
  completedAt: Date | null;
}

/** Why an enrolment needs a look (the troubleshoot view). */
export type ProgressIssue =
  'Stalled' | 'Access expired' | 'Modules added after completion' | 'Not marked complete';

export interface TroubleshootRow extends ProgressResponse {
  issues: ProgressIssue[];
}
