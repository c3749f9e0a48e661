import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  type AppAbility,
  CheckPolicies,
  CurrentAbility,
  IdDto,
  type Page,
  PageQueryDto,
  IdPipe,
} from '@app/core';
import { ParticipantService } from '@app/people';
import {
  ContentIdQueryDto,
  ECourseInput,
  ECourseQueryDto,
  type ECourseResponse,
  ModuleCompletionDto,
  type ProgressResponse,
  type TroubleshootRow,
} from './ecourse.dto';
import { ECourseStatus } from './ecourse.entity';
import { ECourseService } from './ecourse.service';

/** E-courses in the back office (spec 7.3). */
@Controller('admin')
export class ECoursesController {
  constructor(private readonly ecourses: ECourseService) {}

  @Get('e-courses/filter')
  @CheckPolicies('read', 'ECourse')
  filter(@Query() query: ECourseQueryDto): Promise<Page<ECourseResponse>> {
    return this.ecourses.page(query);
  }

  @Get('e-course/getbycontentid')
  @CheckPolicies('read', 'ECourse')
  byContentId(@Query() query: ContentIdQueryDto): Promise<ECourseResponse> {
    return this.ecourses.byContentId(query.contentId);
  }

  @Get('e-course/:id/get')
  @CheckPolicies('read', 'ECourse')
  get(@Param('id', IdPipe) id: number): Promise<ECourseResponse> {
    return this.ecourses.get(id);
  }

  /** The e-courses an event includes. */
  @Post('e-course/event/getbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'ECourse')
  ofEvent(@Body() dto: IdDto): Promise<ECourseResponse[]> {
    return this.ecourses.ofEvent(dto.id);
  }

  /** Creates (no id) or updates an e-course with its modules. */
  @Post('e-course/edit')
  @HttpCode(200)
  @CheckPolicies('update', 'ECourse')
  edit(@Body() input: ECourseInput): Promise<ECourseResponse> {
    return this.ecourses.save(input);
  }

  @Put('e-course/archive/:id')
  @CheckPolicies('archive', 'ECourse')
  archive(@Param('id', IdPipe) id: number): Promise<ECourseResponse> {
    return this.ecourses.setStatus(id, ECourseStatus.Archived);
  }

  @Put('e-course/unarchive/:id')
  @CheckPolicies('archive', 'ECourse')
  unarchive(@Param('id', IdPipe) id: number): Promise<ECourseResponse> {
    return this.ecourses.setStatus(id, ECourseStatus.Active);
  }

  @Get('e-course/:id/participants/progress')
  @CheckPolicies('read', 'ECourse')
  progress(@Param('id', IdPipe) id: number, @Query() query: PageQueryDto): Promise<Page<ProgressResponse>> {
    return this.ecourses.progressPage(id, query);
  }

  /** Enrolments that are stalled, out of time, or out of step with the modules. */
  @Get('e-course/:id/participants/progress/troubleshoot')
  @CheckPolicies('read', 'ECourse')
  troubleshoot(@Param('id', IdPipe) id: number): Promise<TroubleshootRow[]> {
    return this.ecourses.troubleshoot(id);
  }
}

/** A participant's own progress, read and recorded by the e-learning page (staff may too). */
@Controller('e-course/:ecourseId/participant/:participantId/progress')
export class ECourseProgressController {
  constructor(
    private readonly ecourses: ECourseService,
    private readonly participants: ParticipantService,
  ) {}

  @Get()
  @CheckPolicies('read', 'Participant', { perRecord: true })
  async get(
    @Param('ecourseId', IdPipe) ecourseId: number,
    @Param('participantId', IdPipe) participantId: number,
    @CurrentAbility() ability: AppAbility,
  ): Promise<ProgressResponse> {
    await this.participants.accessible(participantId, ability);
    return this.ecourses.progress(ecourseId, participantId);
  }

  @Post()
  @HttpCode(200)
  @CheckPolicies('update', 'Participant', { perRecord: true })
  async complete(
    @Param('ecourseId', IdPipe) ecourseId: number,
    @Param('participantId', IdPipe) participantId: number,
    @Body() dto: ModuleCompletionDto,
    @CurrentAbility() ability: AppAbility,
  ): Promise<ProgressResponse> {
    await this.participants.accessible(participantId, ability, 'update');
    return this.ecourses.completeModule(ecourseId, participantId, dto.moduleId);
  }
}
