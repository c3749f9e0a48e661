import { Body, Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { CheckPolicies, type Page } from '@app/core';
import { RegistrationQueryDto, RemarksDto } from './registration-admin.dto';
import { RegistrationAdminService } from './registration-admin.service';
import { type RegistrationView } from './registration.view';

/** Registration details in the back office (spec 7.6). */
@Controller('admin')
export class RegistrationAdminController {
  constructor(private readonly admin: RegistrationAdminService) {}

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
  remarks(@Param('id', ParseIntPipe) id: number, @Body() dto: RemarksDto): Promise<RegistrationView> {
    return this.admin.setRemarks(id, dto.data);
  }

  @Get('registration/participant/:id')
  @CheckPolicies('read', 'Registration')
  ofParticipant(@Param('id', ParseIntPipe) id: number): Promise<RegistrationView[]> {
    return this.admin.ofParticipant(id);
  }

  @Get('registration/events/participant/:id')
  @CheckPolicies('read', 'Registration')
  eventsOfParticipant(@Param('id', ParseIntPipe) id: number) {
    return this.admin.eventsOfParticipant(id);
  }
}
