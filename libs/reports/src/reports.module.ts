import { Module } from '@nestjs/common';
import { AccountsReportsController } from './accounts/accounts-reports.controller';
import { FinanceReportsController } from './finance/finance-reports.controller';
import { ReportRunner } from './mechanism/report-runner.service';
import { StatementDocuments } from './finance/statement-document.service';
import { SalesReportsController } from './sales/sales-reports.controller';

/**
 * Finance and operational reports (docs/reports.md). Each report is a definition (parameters, one
 * SQL statement over billing's tables, columns) served by `ReportRunner`; reports read, never write.
 */
@Module({
  controllers: [AccountsReportsController, FinanceReportsController, SalesReportsController],
  providers: [ReportRunner, StatementDocuments],
  exports: [ReportRunner],
})
export class ReportsModule {}
