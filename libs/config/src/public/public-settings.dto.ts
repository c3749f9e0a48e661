import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '@app/core';

export class GstQueryDto {
  @IsOptional()
  @IsCalendarDate('date')
  date?: string;
}

export class ClientLogDto {
  @IsIn(['error', 'warn', 'info'])
  level!: 'error' | 'warn' | 'info';

  @IsString()
  @MaxLength(2000)
  message!: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  url?: string;

  @IsOptional()
  @IsObject()
  context?: Record<string, unknown>;
}
