import { Body, Controller, Get, HttpCode, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { type Response } from 'express';
import { CheckPolicies } from '@app/core';
import { pdfResponse } from '@app/billing';
import { StatementDocuments } from './statement-document.service';
import { ReportRunner } from '../mechanism/report-runner.service';
import { agedInvoices, agedTrialBalance } from './aged-trial-balance.report';
import {
  AgedInvoicesQuery,
  AgedTrialBalanceQuery,
  StatementCustomersQuery,
  StatementQuery,
} from './finance.dto';
import { STATEMENT_CUSTOMERS, STATEMENT_OF_ACCOUNT } from './statement-of-account.report';

/** Statement of account and aged trial balance (spec 7.9 Accounts), as at any date. */
@Controller('admin/reports/accounts')
export class FinanceReportsController {
  constructor(
    private readonly reports: ReportRunner,
    private readonly statements: StatementDocuments,
  ) {}

  @Get('statementofaccount/getallcustomers')
  @CheckPolicies('read', 'FinanceReport')
  statementCustomers(@Query() query: StatementCustomersQuery) {
    return this.reports.page(STATEMENT_CUSTOMERS, query);
  }

  @Get('statementofaccount/getallcustomers/export')
  @CheckPolicies('export', 'FinanceReport')
  statementCustomersExport(@Query() query: StatementCustomersQuery, @Res() response: Response) {
    return this.reports.export(STATEMENT_CUSTOMERS, query, response);
  }

  @Post('statementofaccount/getallinvoicesbycustomer')
  @HttpCode(200)
  @CheckPolicies('read', 'FinanceReport')
  statement(@Body() query: StatementQuery) {
    return this.reports.page(STATEMENT_OF_ACCOUNT, query);
  }

  @Get('statementofaccount/export')
  @CheckPolicies('export', 'FinanceReport')
  statementExport(@Query() query: StatementQuery, @Res() response: Response) {
    return this.reports.export(STATEMENT_OF_ACCOUNT, query, response);
  }

  /** The statement as a PDF (opened in a new tab). */
  @Get('statementofaccount/pdf')
  @CheckPolicies('export', 'FinanceReport')
  async statementPdf(@Query() query: StatementQuery): Promise<StreamableFile> {
    return pdfResponse(await this.statements.pdf(query));
  }

  /** E-mails the statement to the customer: queued, the PDF made when the mail is sent. */
  @Post('statementofaccount/email')
  @HttpCode(202)
  @CheckPolicies('export', 'FinanceReport')
  statementEmail(@Body() query: StatementQuery) {
    return this.statements.email(query);
  }

  @Get('agedtrialbalance/getallcustomerswithinvoices')
  @CheckPolicies('read', 'FinanceReport')
  agedTrialBalance(@Query() query: AgedTrialBalanceQuery) {
    return this.reports.page(agedTrialBalance(query), query);
  }

  @Get('agedtrialbalance/getallcustomerswithinvoices/export')
  @CheckPolicies('export', 'FinanceReport')
  agedTrialBalanceExport(@Query() query: AgedTrialBalanceQuery, @Res() response: Response) {
    return this.reports.export(agedTrialBalance(query), query, response);
  }

  @Get('agedtrialbalance/invoices')
  @CheckPolicies('read', 'FinanceReport')
  agedInvoices(@Query() query: AgedInvoicesQuery) {
    return this.reports.page(agedInvoices(query), query);
  }

  @Get('agedtrialbalance/invoices/export')
  @CheckPolicies('export', 'FinanceReport')
  agedInvoicesExport(@Query() query: AgedInvoicesQuery, @Res() response: Response) {
    return this.reports.export(agedInvoices(query), query, response);
  }
}
