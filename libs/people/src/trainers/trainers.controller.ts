import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CheckPolicies, IdDto } from '@app/core';
import { type EducationResponse, type ProfessionResponse, type TrainerResponse } from './trainer.dto';
import { TrainerService } from './trainer.service';

/** What only trainers have: counts, their educations, professions and specializations. */
@Controller('admin')
export class TrainerExtrasController {
  constructor(private readonly trainers: TrainerService) {}

  @Get('trainers/countall')
  @CheckPolicies('read', 'Trainer')
  count(): Promise<{ count: number }> {
    return this.trainers.count();
  }

  @Get('trainers/getall/:courseType')
  @CheckPolicies('read', 'Trainer')
  byCourseType(@Param('courseType') courseType: string): Promise<TrainerResponse[]> {
    return this.trainers.byCourseType(courseType);
  }

  @Post('trainer/geteducationbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Trainer')
  educations(@Body() dto: IdDto): Promise<EducationResponse[]> {
    return this.trainers.educations(dto.id);
  }

  @Post('trainer/getprofessionbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Trainer')
  professions(@Body() dto: IdDto): Promise<ProfessionResponse[]> {
    return this.trainers.professions(dto.id);
  }

  @Post('trainer/getspecializationbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Trainer')
  specializations(@Body() dto: IdDto): Promise<number[]> {
    return this.trainers.specializations(dto.id);
  }
}
