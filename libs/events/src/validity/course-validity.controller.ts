import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CheckPolicies } from '@app/core';
import { CourseValidityService } from './course-validity.service';

export class ValidityNotificationDto {
  /** One course, or every course with a validity period. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  courseId?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(366)
  withinDays?: number;
}

@Controller('admin/courses')
export class CourseValidityController {
  constructor(private readonly validity: CourseValidityService) {}

  /** Queues reminders to participants whose completion expires within the window (default 30 days). */
  @Post('course-validity-notification/send')
  @HttpCode(200)
  @CheckPolicies('update', 'Course')
  send(@Body() dto: ValidityNotificationDto): Promise<{ queued: number }> {
    return this.validity.send(dto);
  }
}
