import { type PageQueryDto } from '@app/core';

/** One column of a report: the JSON field, the Excel column and, optionally, a total and a sort key. */
export interface ReportColumn {
  /** The column's alias in the report's SQL (quoted camelCase, `as "customerName"`), and its JSON field. */
  key: string;
  header: string;
  /** Money is integer cents (JSON) and dollars (Excel); dates are `YYYY-MM-DD`. */
  type?: 'text' | 'money' | 'integer' | 'date';
  width?: number;
  /** Summed over every row of the report (not only the page) into `totals`. */
  total?: boolean;
  /** A client may sort by it (`?sort=-key`). */
  sortable?: boolean;
  /** Served in JSON only (ids for drill-down links), left out of the Excel file. */
  hidden?: boolean;
}

/** One SQL statement and its parameters (`?` placeholders, as `queryRows` takes them). */
export interface ReportSql {
  sql: string;
  params: readonly unknown[];
}

/**
 * A report: its parameters (a DTO the route validates), ONE SQL statement giving every row,
 * unpaged and unsorted, and its columns. The mechanism (`ReportRunner`) pages, sorts, totals and
 * exports it; a report never has its own paging, totals or export code.
 */
export interface ReportDefinition<P extends PageQueryDto> {
  /** File name of the export (the date is appended) and sheet name. */
  name: string;
  title: string;
  query: (params: P) => ReportSql;
  columns: readonly ReportColumn[];
  /** The order when the client asks none: column keys, `-` for descending; it must make rows unique. */
  defaultSort: readonly string[];
  /**
   * Planner settings for this report's statement (`set local`, its own transaction), for a report
   * that reads a whole ledger: see `RECEIVABLES_SETTINGS`.
   */
  settings?: Readonly<Record<string, string>>;
}

/**
 * A report over the receivables ledger's rows at a date (the aged trial balance, the statements'
 * customers): a few hundred
 * thousand narrow rows aged and grouped by customer in one hash aggregate, in one process (a
 * parallel plan spends more CPU for a little less wall time on a busy 2-core machine), no JIT.
 */
export const RECEIVABLES_SETTINGS: Readonly<Record<string, string>> = {
  jit: 'off',
  max_parallel_workers_per_gather: '0',
  work_mem: '64MB',
};

/** Identity with inference: `defineReport<MyQuery>({...})` checks the definition against its params. */
export const defineReport = <P extends PageQueryDto>(definition: ReportDefinition<P>): ReportDefinition<P> =>
  definition;
