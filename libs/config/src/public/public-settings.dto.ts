import { IsIn, IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class GstQueryDto {
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date (YYYY-MM-DD)' })
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
