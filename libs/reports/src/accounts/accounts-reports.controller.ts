import { Controller, Get, Query, Res } from '@nestjs/common';
import { type Response } from 'express';
import { CheckPolicies, PageQueryDto } from '@app/core';
import { ReportRunner } from '../mechanism/report-runner.service';
import { ARCHIVED_RECEIPTS } from './archived-receipts.report';

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
}
