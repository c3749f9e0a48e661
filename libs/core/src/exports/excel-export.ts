import { type Writable } from 'node:stream';
import { type Response } from 'express';
import ExcelJS from 'exceljs';

/** One column of an export: its heading and how a row gives its cell. */
export interface ExportColumn<R> {
  header: string;
  /** Width in characters. */
  width?: number;
  /** Money is given in integer cents and written as dollars with two decimals; dates as YYYY-MM-DD. */
  type?: 'text' | 'money' | 'integer' | 'date';
  value: (row: R) => string | number | null | undefined;
}

export interface ExportSpec<R> {
  /** The file name offered to the browser, without the extension. */
  filename: string;
  sheet: string;
  columns: readonly ExportColumn<R>[];
  /** The rows in batches (`keysetBatches`), so memory stays flat however many there are. */
  rows: AsyncIterable<readonly R[]>;
}

const FORMATS: Record<NonNullable<ExportColumn<unknown>['type']>, string | undefined> = {
  text: undefined,
  money: '#,##0.00',
  integer: '0',
  date: 'yyyy-mm-dd',
};

const cell = <R>(column: ExportColumn<R>, row: R): string | number | Date | null => {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  if (column.type === 'money') return Number(value) / 100;
  if (column.type === 'date' && typeof value === 'string') return new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return value;
};

/**
 * Writes an .xlsx to a stream with exceljs's streaming writer: each row is committed as it is
 * written, so a 100,000-row export holds one batch in memory, not the sheet. The one way lists
 * and reports are exported.
 */
export const writeXlsx = async <R>(
  output: Writable,
  spec: Omit<ExportSpec<R>, 'filename'>,
): Promise<void> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(spec.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 16,
  }));
  // One style object per column, shared by all its cells: exceljs caches a style's id by the
  // object, so a fresh object per cell (what a column style gives) costs a style lookup each.
  const styles = spec.columns.map((column) => {
    const numFmt = FORMATS[column.type ?? 'text'];
    return numFmt ? { numFmt } : {};
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of spec.rows) {
    // The reader went away (closed the tab, cancelled the download): leaving the loop ends the
    // rows' generator, so no further batch is read and its cursor or query is let go.
    if (output.destroyed) return;
    for (const row of batch) {
      const added = sheet.addRow(spec.columns.map((column) => cell(column, row)));
      styles.forEach((style, index) => (added.getCell(index + 1).style = style));
      added.commit();
    }
  }
  if (output.destroyed) return;
  sheet.commit();
  await workbook.commit();
};

/** Sends an export as the response: an attachment download, streamed as it is written. */
export const sendXlsx = async <R>(response: Response, spec: ExportSpec<R>): Promise<void> => {
  const name = spec.filename.replace(/[^A-Za-z0-9._-]+/g, '-');
  response.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  response.setHeader('Content-Disposition', `attachment; filename="${name}.xlsx"`);
  await writeXlsx(response, spec);
};

/**
 * Reads rows in batches after the last key seen (keyset paging: every batch is an index range,
 * however deep into the list), until a batch comes back short.
 */
export async function* keysetBatches<R, K>(
  fetch: (after: K | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  batchSize = 1_000,
): AsyncGenerator<R[]> {
  let after: K | null = null;
  for (;;) {
    const batch = await fetch(after, batchSize);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    after = keyOf(batch[batch.length - 1]);
  }
}
