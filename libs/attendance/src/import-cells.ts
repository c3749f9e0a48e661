import { type CellValue } from 'exceljs';
import { cellText, isCalendarDate } from '@app/core';

export { cellText };

/** The spreadsheet's columns, found by their headings in any case and spelling staff tend to use. */
export const IMPORT_COLUMNS = {
  code: ['code', 'attendance code', 'qr', 'qr code'],
  nric: ['nric', 'nric/fin', 'fin', 'nric / fin'],
  mobile: ['mobile', 'mobile no', 'mobile no.', 'mobile number', 'phone'],
  date: ['session date', 'date'],
  scanIn: ['scan in', 'scan-in', 'time in', 'scanned in'],
  scanOut: ['scan out', 'scan-out', 'time out', 'scanned out'],
} as const;

export type ImportColumn = keyof typeof IMPORT_COLUMNS;

export const columnOf = (heading: string): ImportColumn | undefined => {
  const normal = heading.trim().toLowerCase().replace(/\s+/g, ' ');
  return (Object.keys(IMPORT_COLUMNS) as ImportColumn[]).find((column) =>
    (IMPORT_COLUMNS[column] as readonly string[]).includes(normal),
  );
};

const pad = (value: number) => String(value).padStart(2, '0');

const typedDay = (text: string): string | null => {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (iso) return `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dayFirst) return `${dayFirst[3]}-${pad(Number(dayFirst[2]))}-${pad(Number(dayFirst[1]))}`;
  return null;
};

/**
 * A calendar day (YYYY-MM-DD). Excel keeps dates without a zone and exceljs hands them over as
 * UTC, so the UTC fields are the day the sheet shows. Typed text may be ISO or day first (21/11/2026),
 * and must name a day that exists.
 */
export const cellDate = (value: CellValue): string | null => {
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  const day = typedDay(cellText(value));
  return isCalendarDate(day) ? day : null;
};

export interface TimeOfDay {
  hours: number;
  minutes: number;
}

/** A time of day: an Excel time (a Date or a fraction of a day) or text such as 09:05 or 2:30 pm. */
export const cellTime = (value: CellValue): TimeOfDay | null => {
  if (value instanceof Date) return { hours: value.getUTCHours(), minutes: value.getUTCMinutes() };
  if (typeof value === 'number' && value >= 0 && value < 1) {
    const minutes = Math.round(value * 24 * 60);
    return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  }
  const match = /(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(cellText(value));
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase().replace(/\./g, '');
  if (meridiem && (hours < 1 || hours > 12)) return null;
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
};

/** The instant of a Singapore wall-clock time on a day. */
export const singaporeInstant = (day: string, time: TimeOfDay): Date =>
  new Date(`${day}T${pad(time.hours)}:${pad(time.minutes)}:00+08:00`);
