import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { type Response } from 'express';
import { CheckPolicies, IdPipe, PageQueryDto } from '@app/core';
import {
  CORPORATE_PARTICIPANTS,
  CORPORATE_PARTICIPANT_DETAILS,
  CORPORATE_REGISTRATIONS,
  CorporateRegistrationsQuery,
} from './corporate-registrations.report';
import { PRICE_LIST, PriceListQuery } from './price-list.report';
import { ReportRunner } from '../mechanism/report-runner.service';
import { ARCHIVED_RECEIPTS } from './archived-receipts.report';
import { TRANSFER_COURSE, TransferCourseQuery } from './transfer-course.report';
import { VOID_ENTRIES, VoidEntriesQuery } from './void-entries.report';

/** The accounts reports of spec 7.9: each route serves a report definition through the runner. */
@Controller('admin/reports/accounts')
export class AccountsReportsController {
  constructor(private readonly reports: ReportRunner) {}

  @Get('archivedreceipts')
  @CheckPolicies('read', 'FinanceReport')
  archivedReceipts(@Query() query: PageQueryDto) {
    return this.reports.page(ARCHIVED_RECEIPTS, query);
  }

  @Get('archivedreceipts/export')
  @CheckPolicies('export', 'FinanceReport')
  archivedReceiptsExport(@Query() query: PageQueryDto, @Res() response: Response) {
    return this.reports.export(ARCHIVED_RECEIPTS, query, response);
  }

  @Get('pricelist/get')
  @CheckPolicies('read', 'FinanceReport')
  priceList(@Query() query: PriceListQuery) {
    return this.reports.page(PRICE_LIST, query);
  }

  @Get('pricelist/get/export')
  @CheckPolicies('export', 'FinanceReport')
  priceListExport(@Query() query: PriceListQuery, @Res() response: Response) {
    return this.reports.export(PRICE_LIST, query, response);
  }

  @Get('corporateregistrations/getbypage')
  @CheckPolicies('read', 'CorporateRegistrationReport')
  corporateRegistrations(@Query() query: CorporateRegistrationsQuery) {
    return this.reports.page(CORPORATE_REGISTRATIONS, query);
  }

  @Get('corporateregistrations/getbypage/export')
  @CheckPolicies('export', 'CorporateRegistrationReport')
  corporateRegistrationsExport(@Query() query: CorporateRegistrationsQuery, @Res() response: Response) {
    return this.reports.export(CORPORATE_REGISTRATIONS, query, response);
  }

  @Get('corporateregistrations/:id/participants/getbypage')
  @CheckPolicies('read', 'CorporateRegistrationReport')
  corporateParticipants(@Param('id', IdPipe) id: number, @Query() query: CorporateRegistrationsQuery) {
    return this.reports.page(CORPORATE_PARTICIPANTS, { ...query, corporateId: id });
  }

  @Get('corporateregistrations/:id/participants/getbypage/export')
  @CheckPolicies('export', 'CorporateRegistrationReport')
  corporateParticipantsExport(
    @Param('id', IdPipe) id: number,
    @Query() query: CorporateRegistrationsQuery,
    @Res() response: Response,
  ) {
    return this.reports.export(CORPORATE_PARTICIPANTS, { ...query, corporateId: id }, response);
  }

  @Get('corporateregistrations/:id/getparticipantsdetails')
  @CheckPolicies('read', 'CorporateRegistrationReport')
  corporateParticipantDetails(@Param('id', IdPipe) id: number, @Query() query: CorporateRegistrationsQuery) {
    return this.reports.page(CORPORATE_PARTICIPANT_DETAILS, { ...query, corporateId: id });
  }

  @Get('corporateregistrations/:id/getparticipantsdetails/export')
  @CheckPolicies('export', 'CorporateRegistrationReport')
  corporateParticipantDetailsExport(
    @Param('id', IdPipe) id: number,
    @Query() query: CorporateRegistrationsQuery,
    @Res() response: Response,
  ) {
    return this.reports.export(CORPORATE_PARTICIPANT_DETAILS, { ...query, corporateId: id }, response);
  }

  @Get('voidentries/getallbypage')
  @CheckPolicies('read', 'FinanceReport')
  voidEntries(@Query() query: VoidEntriesQuery) {
    return this.reports.page(VOID_ENTRIES, query);
  }

  @Get('voidentries/getallbypage/export')
  @CheckPolicies('export', 'FinanceReport')
  voidEntriesExport(@Query() query: VoidEntriesQuery, @Res() response: Response) {
    return this.reports.export(VOID_ENTRIES, query, response);
  }

  /** Spec 7.9 transfer course: the course transfers, by the day they were made. */
  @Get('transfercourse/courses')
  @CheckPolicies('read', 'FinanceReport')
  transferCourse(@Query() query: TransferCourseQuery) {
    return this.reports.page(TRANSFER_COURSE, query);
  }

  @Get('transfercourse/courses/export')
  @CheckPolicies('export', 'FinanceReport')
  transferCourseExport(@Query() query: TransferCourseQuery, @Res() response: Response) {
    return this.reports.export(TRANSFER_COURSE, query, response);
  }
}
