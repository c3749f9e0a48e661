export * from './reports.module';
export * from './mechanism/report-definition';
export * from './mechanism/report-runner.service';
