import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { cellText, type ReportColumn, type ReportPage, type ReportRow } from './reportDefinition';

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
/** Ids and keys are for drill-down, not for reading (the server's `hidden` columns). */
const internalKey = /^(id|seq)$|Id$|Key$/;

const integers = new Intl.NumberFormat('en-SG');

/** One cell as its column's type says: S$ for cents, a Singapore date, grouped whole numbers. */
export function formatCell(type: ReportColumn['type'], value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (type === 'money') return formatMoney(Number(value));
  if (type === 'date' && typeof value === 'string') return formatDate(value);
  if (type === 'integer') return integers.format(Number(value));
  return cellText(value);
}

function titleOf(key: string): string {
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const title = words.charAt(0).toUpperCase() + words.slice(1);
  return key.endsWith('Cents') ? `${title} (S$)` : title;
}

/**
 * The columns of a report whose definition leaves them to the server: the keys of its rows, money by the
 * `Cents` suffix every report's money column has, dates by their `YYYY-MM-DD` value, ids left out.
 */
export function columnsFromRows(page: ReportPage | undefined): ReportColumn[] {
  const first = page?.items[0];
  if (!first) return [];
  return Object.keys(first)
    .filter((key) => !internalKey.test(key))
    .map((key) => {
      const value = first[key];
      const type: ReportColumn['type'] = key.endsWith('Cents')
        ? 'money'
        : typeof value === 'number'
          ? 'integer'
          : typeof value === 'string' && calendarDate.test(value)
            ? 'date'
            : 'text';
      return { key, title: titleOf(key), type, total: page.totals[key] !== undefined };
    });
}

/** Wide enough for S$999,999.99, `22 Aug 2026` and a count; text shares what is left. */
const defaultWidths: Record<NonNullable<ReportColumn['type']>, number | undefined> = {
  money: 120,
  date: 120,
  integer: 110,
  text: undefined,
};

const isNumeric = (column: ReportColumn) => column.type === 'money' || column.type === 'integer';

/** antd's columns for a report's: sortable by the server's key, numbers to the right. */
export function tableColumns(columns: readonly ReportColumn[]): TableColumnsType<ReportRow> {
  return columns.map((column) => ({
    key: column.key,
    title: column.title,
    sorter: column.sortable ?? false,
    align: isNumeric(column) ? 'right' : undefined,
    width: column.width ?? defaultWidths[column.type ?? 'text'],
    render: (_: unknown, row: ReportRow): ReactNode =>
      column.render ? column.render(row) : formatCell(column.type, row[column.key]),
  }));
}

/** The totals row: the server's totals of the whole report under each totalled column, "Total" first. */
export function totalsRow(
  columns: readonly ReportColumn[],
  totals: Record<string, number> | undefined,
  leadingCells: number,
  testId: string,
) {
  if (!totals || !columns.some((column) => column.total)) return undefined;
  const labelAt = columns.findIndex((column) => !column.total);
  return () => (
    <Table.Summary fixed>
      <Table.Summary.Row data-testid={testId}>
        {Array.from({ length: leadingCells }, (_, index) => (
          <Table.Summary.Cell key={`lead-${index}`} index={index} />
        ))}
        {columns.map((column, index) => (
          <Table.Summary.Cell
            key={column.key}
            index={index + leadingCells}
            align={isNumeric(column) ? 'right' : undefined}
          >
            {column.total ? (
              <strong>{formatCell(column.type, totals[column.key] ?? 0)}</strong>
            ) : index === labelAt ? (
              <strong>Total</strong>
            ) : null}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
