import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PageQueryDto, RequiredText, RecordId, IsCalendarDate } from '@app/core';
import { type ResSchedule, ScheduleStatus } from './res-schedule.entity';

export class ScheduleInput {
  @IsOptional()
  @RecordId()
  id?: number;

  @RequiredText('Title', 200)
  title!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  remarks?: string | null;

  @IsCalendarDate('Valid from')
  validFrom!: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsCalendarDate('Valid to')
  validTo?: string | null;

  @IsOptional()
  @IsIn(Object.values(ScheduleStatus))
  status?: ScheduleStatus;
}

export class ScheduleQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(Object.values(ScheduleStatus))
  status?: ScheduleStatus;
}

export class FindSchedulesDto {
  @IsString()
  @MaxLength(200)
  keyword!: string;
}

export class ViewScheduleDto {
  @RecordId({ message: 'file must be the id of a schedule' })
  file!: number;
}

export interface ScheduleResponse {
  id: number;
  title: string;
  remarks: string | null;
  validFrom: string;
  validTo: string | null;
  status: ScheduleStatus;
  fileName: string;
  fileSize: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What the public site sees: no remarks, no uploader, a link to the file. */
export interface PublicScheduleResponse {
  id: number;
  title: string;
  validFrom: string;
  validTo: string | null;
  fileName: string;
  url: string;
}

export const toScheduleResponse = (schedule: ResSchedule): ScheduleResponse => ({
  id: schedule.id,
  title: schedule.title,
  remarks: schedule.remarks ?? null,
  validFrom: schedule.validFrom,
  validTo: schedule.validTo ?? null,
  status: schedule.status,
  fileName: schedule.fileName,
  fileSize: schedule.fileSize,
  createdAt: schedule.createdAt,
  updatedAt: schedule.updatedAt,
});

export const toPublicSchedule = (
  schedule: Pick<ResSchedule, 'id' | 'title' | 'validFrom' | 'validTo' | 'fileName'>,
): PublicScheduleResponse => ({
  id: schedule.id,
  title: schedule.title,
  validFrom: schedule.validFrom,
  validTo: schedule.validTo ?? null,
  fileName: schedule.fileName,
  url: `/res-schedules/${schedule.id}/file`,
});
