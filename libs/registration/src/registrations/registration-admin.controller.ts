import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { CheckPolicies, type Page, PageQueryDto, IdPipe } from '@app/core';
import { RegistrationQueryDto, RemarksDto } from './registration-admin.dto';
import { RegistrationAdminService } from './registration-admin.service';
import { type EventRegistrationSummary, RegistrationSummaries } from './registration-summaries.service';
import { type RegistrationView } from './registration.view';
import {
  RegisteredParticipantLookups,
  RegisteredParticipantQueryDto,
} from './registered-participant.service';

/** Registration details in the back office (spec 7.6). */
@Controller('admin')
export class RegistrationAdminController {
  constructor(
    private readonly admin: RegistrationAdminService,
    private readonly summaries: RegistrationSummaries,
    private readonly lookups: RegisteredParticipantLookups,
  ) {}

  /** A participant's CPD seats and hours in a CEA CPD cycle (`year`, the current one by default). */
  @Get('registration/registered-participant/cpd-cycle')
  @CheckPolicies('read', 'Registration')
  cpdCycle(@Query() query: RegisteredParticipantQueryDto) {
    return this.lookups.cpdCycle(query);
  }

  /** A participant's CPD classes in a calendar year, what an annual pass covers. */
  @Get('registration/registered-participant/annual-pass')
  @CheckPolicies('read', 'Registration')
  annualPass(@Query() query: RegisteredParticipantQueryDto) {
    return this.lookups.annualPass(query);
  }

  /** A participant's CPD e-courses and their progress. */
  @Get('registration/registered-participant/ecpd')
  @CheckPolicies('read', 'Registration')
  ecpd(@Query() query: RegisteredParticipantQueryDto) {
    return this.lookups.ecpd(query);
  }

  @Get('registration/events/upcoming')
  @CheckPolicies('read', 'Registration')
  upcoming(@Query() query: PageQueryDto): Promise<Page<EventRegistrationSummary>> {
    return this.summaries.page(query, 'upcoming');
  }

  @Get('registration/events/past')
  @CheckPolicies('read', 'Registration')
  past(@Query() query: PageQueryDto): Promise<Page<EventRegistrationSummary>> {
    return this.summaries.page(query, 'past');
  }

  @Get('registration/bootcamp/get')
  @CheckPolicies('read', 'Registration')
  bootcamps(): Promise<EventRegistrationSummary[]> {
    return this.summaries.bootcamps();
  }

  @Get('registration/bootcamp/getbypage')
  @CheckPolicies('read', 'Registration')
  bootcampPage(@Query() query: PageQueryDto): Promise<Page<EventRegistrationSummary>> {
    return this.summaries.page(query, 'bootcamp');
  }

  /** E-course take-up: enrolled and completed per e-course. */
  @Get('registration/ecourses/summary')
  @CheckPolicies('read', 'Registration')
  ecourses() {
    return this.summaries.ecourses();
  }

  @Get('register/details/getall')
  @CheckPolicies('read', 'Registration')
  details(@Query() query: RegistrationQueryDto): Promise<Page<RegistrationView>> {
    return this.admin.page(query);
  }

  @Get('register/details/getallaccounts')
  @CheckPolicies('read', 'Registration')
  accounts(@Query() query: RegistrationQueryDto): Promise<Page<RegistrationView>> {
    return this.admin.page(query, true);
  }

  @Put('register/details/remarks/:id')
  @CheckPolicies('update', 'Registration')
  remarks(@Param('id', IdPipe) id: number, @Body() dto: RemarksDto): Promise<RegistrationView> {
    return this.admin.setRemarks(id, dto.data);
  }

  @Get('registration/participant/:id')
  @CheckPolicies('read', 'Registration')
  ofParticipant(@Param('id', IdPipe) id: number): Promise<RegistrationView[]> {
    return this.admin.ofParticipant(id);
  }

  @Get('registration/events/participant/:id')
  @CheckPolicies('read', 'Registration')
  eventsOfParticipant(@Param('id', IdPipe) id: number) {
    return this.admin.eventsOfParticipant(id, 'staff');
  }
}
