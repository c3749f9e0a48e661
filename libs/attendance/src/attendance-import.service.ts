import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Workbook, type Worksheet } from 'exceljs';
import { DomainError, type UploadedFileData, fieldError, queryRows, singaporeDate, sqlDate } from '@app/core';
import { AttendanceAccess } from './attendance-access';
import { ScanMethod } from './attendance.entity';
import { type Actor } from './actor';
import { AttendanceService } from './attendance.service';
import { type ImportReport, type ImportRowReport } from './attendance.view';
import { type ImportColumn, cellDate, cellText, cellTime, columnOf, singaporeInstant } from './import-cells';
import { readScanCode } from './scan-code';
import { SeatFinder } from './seat-finder';

const MAX_ROWS = 5_000;

interface SessionTimes {
  id: number;
  startsAt: Date;
  endsAt: Date;
  day: string;
}

const reasonOf = (error: unknown): string => {
  if (error instanceof DomainError) {
    const fields = Object.values(error.errors ?? {}).flat();
    return fields.length ? fields.join('; ') : error.message;
  }
  throw error;
};

/**
 * Attendance typed into a spreadsheet (a paper sign-in sheet, another scanner's export). Each row
 * is applied on its own, so one bad row refuses only itself; a row that matches what is already
 * recorded changes nothing, so importing the same file twice duplicates nothing.
 */
@Injectable()
export class AttendanceImport {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AttendanceAccess,
    private readonly attendance: AttendanceService,
    private readonly seats: SeatFinder,
  ) {}

  async run(eventId: number, file: UploadedFileData | undefined, actor: Actor): Promise<ImportReport> {
    await this.access.assertEvent(eventId, actor.ability, 'update');
    const sheet = await this.sheet(file);
    const columns = this.columns(sheet);
    const sessions = await this.sessions(eventId);
    const rows: ImportRowReport[] = [];
    for (let number = 2; number <= sheet.rowCount; number += 1) {
      const row = sheet.getRow(number);
      const value = (column: ImportColumn) => {
        const index = columns.get(column);
        return index === undefined ? null : row.getCell(index).value;
      };
      if (!row.hasValues) continue;
      try {
        rows.push({ row: number, ...(await this.apply(eventId, sessions, value, actor)) });
      } catch (error) {
        rows.push({ row: number, outcome: 'refused', message: reasonOf(error) });
      }
    }
    const count = (outcome: ImportRowReport['outcome']) =>
      rows.filter((row) => row.outcome === outcome).length;
    return { accepted: count('accepted'), unchanged: count('unchanged'), refused: count('refused'), rows };
  }

  private async apply(
    eventId: number,
    sessions: SessionTimes[],
    value: (column: ImportColumn) => ReturnType<ReturnType<Worksheet['getRow']>['getCell']>['value'],
    actor: Actor,
  ): Promise<Omit<ImportRowReport, 'row'>> {
    const identifier = [value('code'), value('nric'), value('mobile')].map(cellText).find(Boolean);
    if (!identifier) throw fieldError('code', 'Give the attendance code, NRIC/FIN or mobile number');
    const scanIn =
      value('scanIn') === null || cellText(value('scanIn')) === '' ? null : cellTime(value('scanIn'));
    const scanOut =
      value('scanOut') === null || cellText(value('scanOut')) === '' ? null : cellTime(value('scanOut'));
    if (scanIn === null && cellText(value('scanIn')) !== '')
      throw fieldError('scanIn', 'Scan in is not a time');
    if (scanOut === null && cellText(value('scanOut')) !== '')
      throw fieldError('scanOut', 'Scan out is not a time');
    if (!scanIn && !scanOut) throw fieldError('scanIn', 'Give a scan-in or scan-out time');
    const session = this.sessionOf(sessions, value('date'));
    const seat = await this.seats.find(eventId, readScanCode(identifier));
    const inAt = scanIn && singaporeInstant(session.day, scanIn);
    const outAt = scanOut && singaporeInstant(session.day, scanOut);
    let changed = false;
    await this.attendance.changeOne(
      { registrationEventId: seat.id, sessionId: session.id },
      actor,
      (record) => {
        const scannedIn = inAt ?? record.scannedInAt;
        if (!scannedIn) throw fieldError('scanIn', 'A scan-out needs a scan-in first');
        if (outAt && outAt <= scannedIn) throw fieldError('scanOut', 'Scan out must be after scan in');
        if (inAt && record.scannedInAt?.getTime() !== inAt.getTime()) {
          changed = true;
          Object.assign(record, {
            scannedInAt: inAt,
            scanInMethod: ScanMethod.Import,
            scannedInById: actor.user.id,
            late: this.attendance.isLate(inAt, session.startsAt),
            absent: false,
          });
        }
        if (outAt && record.scannedOutAt?.getTime() !== outAt.getTime()) {
          changed = true;
          Object.assign(record, {
            scannedOutAt: outAt,
            scanOutMethod: ScanMethod.Import,
            scannedOutById: actor.user.id,
          });
        }
      },
    );
    return changed
      ? { outcome: 'accepted', message: 'Recorded' }
      : { outcome: 'unchanged', message: 'Already recorded with these times' };
  }

  /** The event's session on the row's day; the only session when the sheet gives no day. */
  private sessionOf(sessions: SessionTimes[], dateCell: Parameters<typeof cellDate>[0]): SessionTimes {
    const text = cellText(dateCell);
    if (!text) {
      if (sessions.length === 1) return sessions[0];
      throw fieldError('date', 'The event has several sessions: give the session date');
    }
    const day = cellDate(dateCell);
    if (!day) throw fieldError('date', 'Session date is not a date');
    const onDay = sessions.filter((session) => session.day === day);
    if (onDay.length === 0) throw fieldError('date', `The event has no session on ${day}`);
    return onDay[0];
  }

  private async sheet(file: UploadedFileData | undefined): Promise<Worksheet> {
    if (!file) throw fieldError('file', 'Choose the spreadsheet (.xlsx) to import');
    const workbook = new Workbook();
    try {
      await workbook.xlsx.load(file.buffer as unknown as ArrayBuffer);
    } catch {
      throw fieldError('file', 'The file is not an Excel workbook (.xlsx)');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet || sheet.rowCount < 2)
      throw fieldError('file', 'The spreadsheet has no rows under its headings');
    if (sheet.rowCount > MAX_ROWS + 1) throw fieldError('file', `Import at most ${MAX_ROWS} rows at a time`);
    return sheet;
  }

  private columns(sheet: Worksheet): Map<ImportColumn, number> {
    const columns = new Map<ImportColumn, number>();
    sheet.getRow(1).eachCell((cell, index) => {
      const column = columnOf(cellText(cell.value));
      if (column && !columns.has(column)) columns.set(column, index);
    });
    if (!['code', 'nric', 'mobile'].some((column) => columns.has(column as ImportColumn))) {
      throw fieldError('file', 'The first row needs a Code, NRIC/FIN or Mobile heading');
    }
    if (!columns.has('scanIn') && !columns.has('scanOut')) {
      throw fieldError('file', 'The first row needs a Scan in or Scan out heading');
    }
    return columns;
  }

  private async sessions(eventId: number): Promise<SessionTimes[]> {
    const rows = await queryRows<{ id: number; starts_at: Date; ends_at: Date }>(
      this.em,
      'select id, starts_at, ends_at from event_session where event_id = ? order by starts_at, id',
      [eventId],
    );
    return rows.map((row) => ({
      id: row.id,
      startsAt: sqlDate(row.starts_at),
      endsAt: sqlDate(row.ends_at),
      day: singaporeDate(sqlDate(row.starts_at)),
    }));
  }
}
