import { Controller, Get, Query, Res } from '@nestjs/common';
import { type Response } from 'express';
import { CheckPolicies, PageQueryDto } from '@app/core';
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
