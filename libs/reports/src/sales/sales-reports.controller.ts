import { Controller, Get, Query, Res } from '@nestjs/common';
import { type Response } from 'express';
import { CheckPolicies } from '@app/core';
import { ReportRunner } from '../mechanism/report-runner.service';
import {
  SETTLEMENT_CONSOLIDATED,
  SETTLEMENT_INDIVIDUAL,
  SETTLEMENT_PAYMENTS,
  SettlementQuery,
} from './daily-sales-settlement.report';

/**
 * Daily sales settlement (spec 7.9 Sales): per staff member ("individual") or over all of them
 * ("consolidated"), the totals per payment mode (`getall`) and the payments behind them
 * (`getregistrationparticipants`), for a Singapore business day or range.
 */
@Controller('admin/reports/sales/dailysalessettlement')
export class SalesReportsController {
  constructor(private readonly reports: ReportRunner) {}

  @Get('individual/getall')
  @CheckPolicies('read', 'FinanceReport')
  individual(@Query() query: SettlementQuery) {
    return this.reports.page(SETTLEMENT_INDIVIDUAL, query);
  }

  @Get('individual/getall/export')
  @CheckPolicies('export', 'FinanceReport')
  individualExport(@Query() query: SettlementQuery, @Res() response: Response) {
    return this.reports.export(SETTLEMENT_INDIVIDUAL, query, response);
  }

  @Get('consolidated/getall')
  @CheckPolicies('read', 'FinanceReport')
  consolidated(@Query() query: SettlementQuery) {
    return this.reports.page(SETTLEMENT_CONSOLIDATED, query);
  }

  @Get('consolidated/getall/export')
  @CheckPolicies('export', 'FinanceReport')
  consolidatedExport(@Query() query: SettlementQuery, @Res() response: Response) {
    return this.reports.export(SETTLEMENT_CONSOLIDATED, query, response);
  }

  @Get('individual/getregistrationparticipants')
  @CheckPolicies('read', 'FinanceReport')
  individualPayments(@Query() query: SettlementQuery) {
    return this.reports.page(SETTLEMENT_PAYMENTS, query);
  }

  @Get('consolidated/getregistrationparticipants')
  @CheckPolicies('read', 'FinanceReport')
  consolidatedPayments(@Query() query: SettlementQuery) {
    return this.reports.page(SETTLEMENT_PAYMENTS, query);
  }

  @Get('list/export')
  @CheckPolicies('export', 'FinanceReport')
  paymentsExport(@Query() query: SettlementQuery, @Res() response: Response) {
    return this.reports.export(SETTLEMENT_PAYMENTS, query, response);
  }
}
