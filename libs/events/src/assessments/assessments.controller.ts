import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CheckPolicies, IdPipe } from '@app/core';
import { type AssessmentResponse, QuestionsInput } from './assessment.dto';
import { AssessmentService } from './assessment.service';

@Controller('admin/event/:id')
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentService) {}

  @Get('assessment-questions/get')
  @CheckPolicies('read', 'Assessment')
  get(@Param('id', IdPipe) id: number): Promise<AssessmentResponse> {
    return this.assessments.get(id);
  }

  /** Not in the contract: how the questions that `publish` publishes get there. */
  @Post('assessment-questions/save')
  @HttpCode(200)
  @CheckPolicies('update', 'Assessment')
  save(@Param('id', IdPipe) id: number, @Body() input: QuestionsInput): Promise<AssessmentResponse> {
    return this.assessments.save(id, input.questions);
  }

  @Post('assessment/publish')
  @HttpCode(200)
  @CheckPolicies('update', 'Assessment')
  publish(@Param('id', IdPipe) id: number): Promise<AssessmentResponse> {
    return this.assessments.publish(id);
  }
}
