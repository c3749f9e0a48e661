import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AppAbility,
  type MailRequest,
  MailService,
  conflict,
  notFound,
  queryRows,
  singaporeDateTime,
  singaporeTime,
  sqlDate,
  sqlDateOrNull,
  sqlPlaceholders,
} from '@app/core';
import { AttendanceAccess } from './attendance-access';
import { type AttendanceMailKind } from './attendance.dto';
import { type AttendanceMail, type MailReport } from './attendance.view';

type RecordMailKind = Exclude<AttendanceMailKind, 'successful-attendance'>;

const LABEL: Record<AttendanceMailKind, string> = {
  'scan-in': 'Scan-in',
  'scan-out': 'Scan-out',
  'no-points': 'No-points',
  'successful-attendance': 'Successful-attendance',
};

const TEMPLATE = {
  'scan-in': 'attendance-scan-in',
  'scan-out': 'attendance-scan-out',
  'no-points': 'attendance-no-points',
  'successful-attendance': 'attendance-successful',
} as const;

/** Why a record cannot have a kind of e-mail yet; null when it can. */
const REFUSAL: Record<RecordMailKind, (record: RecordFacts) => string | null> = {
  'scan-in': (record) => (record.scanned_in_at ? null : 'the participant has not scanned in'),
  'scan-out': (record) => (record.scanned_out_at ? null : 'the participant has not scanned out'),
  'no-points': (record) => (record.no_points ? null : 'the session is not marked "no points"'),
};

export interface RecordFacts {
  id: number;
  event_id: number;
  email: string;
  name: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
  scanned_in_at: Date | null;
  scanned_out_at: Date | null;
  late: boolean;
  no_points: boolean;
}

interface SeatFacts {
  id: number;
  event_id: number;
  status: string;
  email: string;
  name: string;
  title: string;
  starts_at: Date | null;
  ends_at: Date | null;
}

const span = (startsAt: Date | string | null, endsAt: Date | string | null): string =>
  startsAt && endsAt ? `${singaporeDateTime(sqlDate(startsAt))} to ${singaporeTime(sqlDate(endsAt))}` : '';

/**
 * Attendance e-mails: queued through the mail job, and reported to the screen with the spec's
 * "successfully sent" and "unsuccessful" messages. Each carries its event id, so the event's mail
 * list can show how delivery went.
 */
@Injectable()
export class AttendanceMails {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly access: AttendanceAccess,
  ) {}

  /** Queues the records' e-mails inside the caller's transaction (sent once it commits). */
  async queue(kind: RecordMailKind, attendanceIds: readonly number[]): Promise<void> {
    await this.queueFor(kind, await this.records({ ids: attendanceIds }));
  }

  /** The same from records the caller already holds (scanning): one insert for all of them. */
  async queueFor(kind: RecordMailKind, records: readonly RecordFacts[]): Promise<void> {
    await this.mail.queueAll(records.map((record) => this.request(kind, record)));
  }

  async sendOne(
    kind: 'scan-in' | 'scan-out',
    attendanceId: number,
    ability: AppAbility,
  ): Promise<{ message: string }> {
    const [record] = await this.records({ ids: [attendanceId] });
    if (!record) throw notFound(`Attendance ${attendanceId}`);
    await this.access.assertEvent(record.event_id, ability, 'update');
    const refusal = REFUSAL[kind](record);
    if (refusal) throw conflict('MAIL_REFUSED', `${LABEL[kind]} email unsuccessful: ${refusal}`);
    await this.send(kind, record);
    return { message: `${LABEL[kind]} email successfully sent.` };
  }

  async resend(kind: RecordMailKind, attendanceIds: number[], ability: AppAbility): Promise<MailReport> {
    const records = await this.records({ ids: attendanceIds });
    const found = new Set(records.map((record) => record.id));
    const unknown = attendanceIds.find((id) => !found.has(id));
    if (unknown !== undefined) throw notFound(`Attendance ${unknown}`);
    for (const eventId of new Set(records.map((record) => record.event_id))) {
      await this.access.assertEvent(eventId, ability, 'update');
    }
    return this.report(kind, records, (record) => REFUSAL[kind](record), true);
  }

  /** One kind of e-mail to every seat of an event that qualifies for it. */
  async sendForEvent(eventId: number, kind: AttendanceMailKind, ability: AppAbility): Promise<MailReport> {
    await this.access.assertEvent(eventId, ability, 'update');
    if (kind === 'successful-attendance') return this.successful(eventId, undefined, ability);
    const records = await this.records({ eventId });
    const qualifying = records.filter((record) => REFUSAL[kind](record) === null);
    return this.report(kind, qualifying, () => null, false);
  }

  /** The successful-attendance e-mail to seats that attended every session (all of them by default). */
  async successful(
    eventId: number,
    registrationEventIds: number[] | undefined,
    ability: AppAbility,
  ): Promise<MailReport> {
    await this.access.assertEvent(eventId, ability, 'update');
    const seats = await this.execute<SeatFacts>(
      `select re.id, re.event_id, re.status, p.email, p.first_name || ' ' || p.last_name as name,
              e.title, e.starts_at, e.ends_at
         from registration_event re
         join participant p on p.id = re.participant_id
         join event e on e.id = re.event_id
        where re.event_id = ? ${registrationEventIds ? `and re.id in (${sqlPlaceholders(registrationEventIds)})` : `and re.status = 'Attended'`}
        order by re.id`,
      [eventId, ...(registrationEventIds ?? [])],
    );
    const found = new Set(seats.map((seat) => seat.id));
    const unknown = registrationEventIds?.find((id) => !found.has(id));
    if (unknown !== undefined) throw notFound(`Seat ${unknown} of event ${eventId}`);
    const kind = 'successful-attendance';
    let sent = 0;
    const skipped: MailReport['skipped'] = [];
    for (const seat of seats) {
      if (seat.status !== 'Attended') {
        skipped.push({ id: seat.id, reason: `${seat.name} has not attended every session` });
        continue;
      }
      await this.mail.queue({
        to: seat.email,
        template: TEMPLATE[kind],
        context: {
          eventId: seat.event_id,
          name: seat.name,
          eventTitle: seat.title,
          session: span(seat.starts_at, seat.ends_at),
        },
      });
      sent += 1;
    }
    return this.outcome(kind, sent, skipped, true);
  }

  async list(eventId: number, ability: AppAbility): Promise<AttendanceMail[]> {
    await this.access.assertEvent(eventId, ability, 'read');
    const rows = await this.execute<{
      id: number;
      to: string;
      template: string;
      status: string;
      error: string | null;
      created_at: Date;
      sent_at: Date | null;
      name: string | null;
    }>(
      `select id, "to", template, status, error, created_at, sent_at, context->>'name' as name
         from mail_message
        where template like 'attendance-%' and context->>'eventId' = ?
        order by id desc
        limit 500`,
      [String(eventId)],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      template: row.template,
      status: row.status,
      error: row.error,
      createdAt: sqlDate(row.created_at),
      sentAt: sqlDateOrNull(row.sent_at),
      participantName: row.name ?? '',
    }));
  }

  private async report(
    kind: RecordMailKind,
    records: RecordFacts[],
    refusal: (record: RecordFacts) => string | null,
    refuseWhenNoneSent: boolean,
  ): Promise<MailReport> {
    const sending: RecordFacts[] = [];
    const skipped: MailReport['skipped'] = [];
    for (const record of records) {
      const reason = refusal(record);
      if (reason) skipped.push({ id: record.id, reason: `${record.name}: ${reason}` });
      else sending.push(record);
    }
    await this.queueFor(kind, sending);
    return this.outcome(kind, sending.length, skipped, refuseWhenNoneSent);
  }

  /** The screen's alert: 409 "unsuccessful" when nothing could be sent, otherwise how many were. */
  private outcome(
    kind: AttendanceMailKind,
    sent: number,
    skipped: MailReport['skipped'],
    refuseWhenNoneSent: boolean,
  ): MailReport {
    if (sent === 0 && (refuseWhenNoneSent || skipped.length > 0)) {
      throw conflict(
        'MAIL_REFUSED',
        `${LABEL[kind]} email unsuccessful: ${skipped[0]?.reason ?? 'nobody qualifies yet'}`,
      );
    }
    const message =
      sent === 0
        ? `No ${LABEL[kind].toLowerCase()} emails to send.`
        : `${LABEL[kind]} email successfully sent to ${sent} participant${sent === 1 ? '' : 's'}.`;
    return { message, sent, skipped };
  }

  private async send(kind: RecordMailKind, record: RecordFacts): Promise<void> {
    await this.mail.queue(this.request(kind, record));
  }

  private request(kind: RecordMailKind, record: RecordFacts): MailRequest {
    const scannedAt = kind === 'scan-out' ? record.scanned_out_at : record.scanned_in_at;
    return {
      to: record.email,
      template: TEMPLATE[kind],
      context: {
        eventId: record.event_id,
        name: record.name,
        eventTitle: record.title,
        session: span(record.starts_at, record.ends_at),
        scannedAt: scannedAt ? singaporeDateTime(sqlDate(scannedAt)) : '',
        late: record.late,
      },
    };
  }

  /** The records named, or every record of an event. */
  private records(filter: { ids: readonly number[] } | { eventId: number }): Promise<RecordFacts[]> {
    if ('ids' in filter && filter.ids.length === 0) return Promise.resolve([]);
    const [where, params] =
      'ids' in filter
        ? [`a.id in (${sqlPlaceholders(filter.ids)})`, filter.ids]
        : ['a.event_id = ?', [filter.eventId]];
    return this.execute<RecordFacts>(
      `select a.id, a.event_id, p.email, p.first_name || ' ' || p.last_name as name, e.title,
              s.starts_at, s.ends_at, a.scanned_in_at, a.scanned_out_at, a.late, a.no_points
         from attendance a
         join participant p on p.id = a.participant_id
         join event e on e.id = a.event_id
         join event_session s on s.id = a.session_id
        where ${where}
        order by a.id`,
      params,
    );
  }

  private execute<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]> {
    return queryRows<T>(this.em, sql, params);
  }
}
