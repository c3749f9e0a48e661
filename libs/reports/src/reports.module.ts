import { Module } from '@nestjs/common';
import { AccountsReportsController } from './accounts/accounts-reports.controller';
import { ReportRunner } from './mechanism/report-runner.service';

/**
 * Finance and operational reports (docs/reports.md). Each report is a definition (parameters, one
 * SQL statement over billing's tables, columns) served by `ReportRunner`; reports read, never write.
 */
@Module({
  controllers: [AccountsReportsController],
  providers: [ReportRunner],
  exports: [ReportRunner],
})
export class ReportsModule {}
