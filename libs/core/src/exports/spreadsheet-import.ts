import { type CellValue, Workbook, type Worksheet } from 'exceljs';
import { fieldError } from '../http/errors';
import { type UploadedFileData } from '../storage/file-storage.service';

/** A cell's text, whatever exceljs made of it (rich text, a hyperlink, a formula's result). */
export const cellText = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return cellText(value.text);
    if ('result' in value) return cellText(value.result);
    return '';
  }
  return String(value).trim();
};

export interface SheetLimits {
  /** The form field the file came in, named in the errors. */
  field: string;
  maxBytes: number;
  maxRows: number;
}

/**
 * The first worksheet of an uploaded .xlsx, refused with a 400 naming the problem: no file, not a
 * spreadsheet (an xlsx is a zip: it starts with PK), too large, no rows, too many rows.
 */
export const firstWorksheet = async (
  file: UploadedFileData | undefined,
  limits: SheetLimits,
): Promise<Worksheet> => {
  if (!file) throw fieldError(limits.field, 'Choose the spreadsheet (.xlsx) to upload');
  if (file.size > limits.maxBytes) {
    throw fieldError(
      limits.field,
      `The file is too large: at most ${Math.round(limits.maxBytes / 1024 / 1024)} MB`,
    );
  }
  if (file.buffer.length < 4 || file.buffer.readUInt32LE(0) !== 0x04034b50) {
    throw fieldError(limits.field, 'The file is not a spreadsheet: upload an Excel workbook (.xlsx)');
  }
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(file.buffer as unknown as ArrayBuffer);
  } catch {
    throw fieldError(limits.field, 'The file is not a spreadsheet: upload an Excel workbook (.xlsx)');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount < 2) {
    throw fieldError(limits.field, 'The spreadsheet has no rows under its headings');
  }
  if (sheet.actualRowCount > limits.maxRows + 1) {
    throw fieldError(limits.field, `The spreadsheet has too many rows: at most ${limits.maxRows} at a time`);
  }
  return sheet;
};

/**
 * The columns of a sheet by their headings in row 1 (any case and spacing, the spellings given
 * for each, the first the template's); the required ones missing answer 400 naming them.
 */
export const headingColumns = <C extends string>(
  sheet: Worksheet,
  headings: Record<C, readonly string[]>,
  required: readonly C[],
  field: string,
): Map<C, number> => {
  const columns = new Map<C, number>();
  sheet.getRow(1).eachCell((cell, index) => {
    const normal = cellText(cell.value).toLowerCase().replace(/\s+/g, ' ');
    const column = (Object.keys(headings) as C[]).find((name) =>
      headings[name].some((heading) => heading.toLowerCase() === normal),
    );
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const missing = required.filter((column) => !columns.has(column));
  if (missing.length) {
    throw fieldError(
      field,
      `The spreadsheet is missing the column${missing.length > 1 ? 's' : ''} ${missing.map((column) => headings[column][0]).join(', ')}`,
    );
  }
  return columns;
};
