import type { ReactNode } from 'react';
import type { AppSubject } from '@/app/ability';
import type { FilterValues } from '@/shared/listSearchParams';

/** One row of a report as the server's report runner sends it: camelCase keys, money in cents. */
export type ReportRow = Record<string, unknown>;

/** A page of a report and the totals of the whole report (every page), as `ReportRunner.page` answers. */
export interface ReportPage {
  items: ReportRow[];
  page: number;
  pageSize: number;
  total: number;
  totals: Record<string, number>;
}

/** A column of a report screen: the server's column key, and how to show it. */
export interface ReportColumn {
  key: string;
  title: string;
  /** Money is integer cents, shown as S$; dates are `YYYY-MM-DD`, shown the one Singapore way. */
  type?: 'text' | 'money' | 'integer' | 'date';
  /** The server lets the list sort by it. */
  sortable?: boolean;
  /** The totals row shows the server's total of this column. */
  total?: boolean;
  width?: number;
  /** Overrides the formatting (a link to the document ...). */
  render?: (row: ReportRow) => ReactNode;
}

/** A filter above a report: a URL parameter sent to the server under the same name. */
export type ReportFilter =
  | {
      name: string;
      label: string;
      kind: 'date';
      /** Used (and sent) while the URL names none: today in Singapore for most reports. */
      defaultValue?: () => string;
    }
  | {
      name: string;
      label: string;
      kind: 'choice';
      options: readonly { value: string; label: string }[];
      /** "All types": offered first, clears the filter; left out where one value is always chosen. */
      allLabel?: string;
    }
  | { name: string; label: string; kind: 'paymentMode' }
  | {
      name: string;
      label: string;
      /** Upper days of the first four ageing buckets, `30,60,90,120`: ascending whole days. */
      kind: 'days';
      /** What the server uses while the URL names none (shown as the placeholder). */
      placeholder: string;
    };

/**
 * A report screen: the server route that pages it, the route that exports it, its columns and filters.
 * The mechanism (`ReportTable`, `ReportScreen`) does the rest, as `ReportRunner` does on the server, so each
 * report is a definition and never its own list, totals or export code.
 */
export interface ReportDefinition {
  /** Test ids and React keys: `aged-trial-balance`. */
  id: string;
  title: string;
  /** `GET` route answering a `ReportPage` (or a plain array, shown as one page). */
  route: string;
  /** The server reads the query from a JSON body (`POST statementofaccount/getallinvoicesbycustomer`). */
  method?: 'GET' | 'POST';
  /** The .xlsx of the whole report, with the same query. */
  exportRoute?: string;
  /** Left out: the columns are read off the rows (a report whose columns the server decides). */
  columns?: readonly ReportColumn[];
  /** Columns that follow the query (the aged trial balance's bucket headings); else `columns`. */
  columnsFor?: (params: Record<string, string | number>) => readonly ReportColumn[];
  filters?: readonly ReportFilter[];
  /** False for a report the server cannot search by keyword. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** A row's unique key among the report's rows. */
  rowKey?: (row: ReportRow) => string;
  /** Who may read it: `read FinanceReport` unless said otherwise. */
  subject?: AppSubject;
}

export interface DefinedReport extends ReportDefinition {
  /** The filters' accepted values, built once so `useListParams` keeps its query between renders. */
  listFilters: Readonly<Record<string, FilterValues>>;
}

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isId = (value: string) => /^[1-9]\d*$/.test(value);

/** `30,60,90,120`: four ascending whole days above zero, as the server's `boundaries` accepts. */
export function ageingDays(value: string | undefined): number[] | null {
  if (!value || !/^\d{1,4}(,\d{1,4}){3}$/.test(value)) return null;
  const days = value.split(',').map(Number);
  return days.every((day, index) => day > 0 && (index === 0 || day > days[index - 1])) ? days : null;
}

function accepted(filter: ReportFilter): FilterValues {
  switch (filter.kind) {
    case 'date':
      return isCalendarDate;
    case 'choice':
      return filter.options.map((option) => option.value);
    case 'paymentMode':
      return isId;
    case 'days':
      return (value: string) => ageingDays(value) !== null;
  }
}

/** A report screen's definition, checked and with what the URL state needs worked out once. */
export function defineReport(definition: ReportDefinition): DefinedReport {
  return {
    ...definition,
    listFilters: Object.fromEntries(
      (definition.filters ?? []).map((filter) => [filter.name, accepted(filter)]),
    ),
  };
}

/** The parameters a filter sends: the value in the URL, or its default (today, for a date). */
export function filterParams(
  definition: ReportDefinition,
  values: Partial<Record<string, string>>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const filter of definition.filters ?? []) {
    const value = values[filter.name] || (filter.kind === 'date' ? filter.defaultValue?.() : undefined);
    if (value) params[filter.name] = value;
  }
  return params;
}

/** The address of a report's export with the query in use, every page (no paging parameters). */
export function exportHref(route: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(
    Object.entries(params)
      .filter(([name]) => name !== 'page' && name !== 'pageSize')
      .map(([name, value]) => [name, String(value)]),
  );
  const text = query.toString();
  return text ? `${route}?${text}` : route;
}

/** A cell's value as text: rows are JSON, so anything but a scalar (a list of names ...) is shown as JSON. */
export function cellText(value: unknown, blank = ''): string {
  if (value === null || value === undefined || value === '') return blank;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
