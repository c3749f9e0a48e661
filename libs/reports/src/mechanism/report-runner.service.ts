import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Response } from 'express';
import {
  type ExportColumn,
  type PageQueryDto,
  fieldError,
  queryRows,
  sendXlsx,
  singaporeDate,
} from '@app/core';
import { type ReportColumn, type ReportDefinition } from './report-definition';

export type ReportRow = Record<string, unknown>;

/** A page of a report with the totals of the whole report (every page), as every report screen shows. */
export interface ReportPage {
  items: ReportRow[];
  page: number;
  pageSize: number;
  total: number;
  totals: Record<string, number>;
}

/**
 * Rows fetched from the export's cursor at a time: one batch is all the export holds in memory (a
 * few MB), and 5,000 a fetch makes 20 round trips of 100,000 rows instead of 100.
 */
export const EXPORT_BATCH = 5_000;

const quoted = (key: string): string => `"${key.replace(/"/g, '""')}"`;

/** The ORDER BY over the report's output: the client's choice first, then the default (unique) order. */
export const reportOrder = (
  definition: Pick<ReportDefinition<PageQueryDto>, 'columns' | 'defaultSort'>,
  sort: string | undefined,
  alias: string,
): string => {
  const keys = [...definition.defaultSort];
  if (sort) {
    const field = sort.replace(/^-/, '');
    const sortable = definition.columns.filter((column) => column.sortable).map((column) => column.key);
    if (!sortable.includes(field)) throw fieldError('sort', `sort must be one of: ${sortable.join(', ')}`);
    keys.unshift(sort);
  }
  return keys
    .map((key) => {
      const descending = key.startsWith('-');
      return `${alias}.${quoted(descending ? key.slice(1) : key)} ${descending ? 'desc' : 'asc'} nulls last`;
    })
    .join(', ');
};

const totalColumns = (columns: readonly ReportColumn[]): ReportColumn[] =>
  columns.filter((column) => column.total);

const exportColumns = (columns: readonly ReportColumn[]): ExportColumn<ReportRow>[] =>
  columns
    .filter((column) => !column.hidden)
    .map((column) => ({
      header: column.header,
      type: column.type,
      width: column.width,
      value: (row: ReportRow) => row[column.key] as string | number | null | undefined,
    }));

/** The report's planner settings, for its transaction only. */
const applySettings = async (em: EntityManager, settings: ReportDefinition<PageQueryDto>['settings']) => {
  const entries = Object.entries(settings ?? {});
  if (entries.length)
    await queryRows(
      em,
      entries.map(([name]) => `select set_config('${name}', ?, true)`).join(' union all '),
      entries.map(([, value]) => value),
    );
};

/**
 * Serves every report the same way: a page as JSON with the totals of the whole report in one
 * statement, and the whole report as .xlsx through the core export (exceljs streaming writer) read
 * from a server-side cursor, so the report's SQL runs once however many rows it has.
 */
@Injectable()
export class ReportRunner {
  constructor(private readonly em: EntityManager) {}

  async page<P extends PageQueryDto>(definition: ReportDefinition<P>, params: P): Promise<ReportPage> {
    const { sql, params: values } = definition.query(params);
    const sums = totalColumns(definition.columns)
      .map((column) => `, coalesce(sum(r.${quoted(column.key)}), 0)::bigint as ${quoted(column.key)}`)
      .join('');
    // The report is a CTE read twice (the totals and the page), so PostgreSQL computes it once.
    const read = (em: EntityManager) =>
      queryRows<{
        totals: Record<string, number> & { rowCount: number };
        items: ReportRow[];
      }>(
        em,
        `with report as (${sql}),
            totals as (select count(*)::int as "rowCount"${sums} from report r)
       select row_to_json(totals) as totals,
              (select coalesce(json_agg(to_json(p) order by ${reportOrder(definition, params.sort, 'p')}), '[]'::json)
                 from (select * from report r order by ${reportOrder(definition, params.sort, 'r')} limit ? offset ?) p) as items
         from totals`,
        [...values, params.pageSize, (params.page - 1) * params.pageSize],
      );
    const [row] = definition.settings
      ? await this.em.fork().transactional(async (em) => {
          await applySettings(em, definition.settings);
          return read(em);
        })
      : await read(this.em);
    const { rowCount, ...totals } = row.totals;
    return { items: row.items, page: params.page, pageSize: params.pageSize, total: rowCount, totals };
  }

  /** Every row of the report in its order, for a document drawn from it (a statement's PDF). */
  async rows<P extends PageQueryDto>(definition: ReportDefinition<P>, params: P): Promise<ReportRow[]> {
    const { sql, params: values } = definition.query(params);
    const rows = await queryRows<{ row: ReportRow }>(
      this.em,
      `select to_json(r) as row from (${sql}) r order by ${reportOrder(definition, params.sort, 'r')}`,
      values,
    );
    return rows.map((row) => row.row);
  }

  /** Every row of the report, in its order, with a totals row at the end, as an Excel download. */
  async export<P extends PageQueryDto>(
    definition: ReportDefinition<P>,
    params: P,
    response: Response,
  ): Promise<void> {
    const { sql, params: values } = definition.query(params);
    const columns = exportColumns(definition.columns);
    const summed = totalColumns(definition.columns);
    // A cursor lives in a transaction; its own fork keeps the request's context untouched.
    await this.em.fork().transactional(async (em) => {
      await applySettings(em, definition.settings);
      await queryRows(
        em,
        `declare report_rows no scroll cursor for
           select to_json(r) as row from (${sql}) r order by ${reportOrder(definition, params.sort, 'r')}`,
        values,
      );
      async function* batches(): AsyncGenerator<ReportRow[]> {
        const totals: Record<string, number> = Object.fromEntries(summed.map((column) => [column.key, 0]));
        for (;;) {
          const rows = await queryRows<{ row: ReportRow }>(
            em,
            `fetch forward ${EXPORT_BATCH} from report_rows`,
            [],
          );
          const batch = rows.map((row) => row.row);
          for (const row of batch)
            for (const column of summed) totals[column.key] += Number(row[column.key] ?? 0);
          if (batch.length) yield batch;
          if (batch.length < EXPORT_BATCH) break;
        }
        if (summed.length) {
          const first = definition.columns.find(
            (column) => !column.hidden && !column.total && (column.type ?? 'text') === 'text',
          );
          yield [{ ...totals, ...(first ? { [first.key]: 'Total' } : {}) }];
        }
      }
      await sendXlsx(response, {
        filename: `${definition.name}-${singaporeDate()}`,
        sheet: definition.title.slice(0, 31),
        columns,
        rows: batches(),
      });
      await queryRows(em, 'close report_rows', []);
    });
  }
}
