/**
 * The report screens: finance's under /admin/finance/, the sales reports under /admin/sales-reports/, so no
 * screen path is also an API path (/admin/reports/...).
 */
export const reportPaths = {
  statementOfAccount: '/admin/finance/statement-of-account',
  agedTrialBalance: '/admin/finance/aged-trial-balance',
  accountsReports: '/admin/finance/accounts-reports',
  accountsReport: (report: string) => `/admin/finance/accounts-reports/${report}`,
  dailySalesSettlement: '/admin/sales-reports/daily-sales-settlement',
  settlementView: (view: string) => `/admin/sales-reports/daily-sales-settlement/${view}`,
};
