import { type EntityManager } from '@mikro-orm/postgresql';
import { notFound, queryRows, sqlDate } from '@app/core';
import { type EventPeople, peopleOfEvent } from './attendance-access';
import { REGISTERED_SQL } from './attendance-rows';
import { type ScanCode } from './scan-code';
import { type SeatMatch, seatMatches } from './seat-finder';

export interface ScanSession {
  id: number;
  eventId: number;
  eventTitle: string;
  startsAt: Date;
  endsAt: Date;
}

export interface ScanFacts {
  session: ScanSession;
  people: EventPeople;
  matches: SeatMatch[];
}

/** A session's live counts, as the scanning screen shows them. */
export interface RawCounts {
  registered: number;
  scanned_in: number;
  scanned_out: number;
}

/**
 * The counts columns for a scan's write statement (`sessionId`, `eventId` bound in that order).
 * They see the table as the statement starts, so without the scan the statement itself records.
 */
export const COUNTS_COLUMNS = `
  (select count(*)::int from attendance c where c.session_id = ? and c.scanned_in_at is not null) as scanned_in,
  (select count(*)::int from attendance c where c.session_id = ? and c.scanned_out_at is not null) as scanned_out,
  (select count(*)::int from registration_event c where c.event_id = ? and c.status in ${REGISTERED_SQL}) as registered`;

export const countsParams = (session: ScanSession): number[] => [session.id, session.id, session.eventId];

/**
 * Everything a scan decides on, in one statement: the session and its event, the event's trainers
 * and facilitators (who may scan), and what the code names with its seat at that event.
 */
export const readScanFacts = async (
  em: EntityManager,
  sessionId: number,
  code: ScanCode,
): Promise<ScanFacts> => {
  const seats = seatMatches(code, 's.event_id');
  const [row] = await queryRows<
    EventPeople & {
      id: number;
      event_id: number;
      title: string;
      starts_at: Date;
      ends_at: Date;
      matches: SeatMatch[];
    }
  >(
    em,
    `select s.id, s.event_id, e.title, s.starts_at, s.ends_at, people.*,
            coalesce((select json_agg(m) from (${seats.sql}) m), '[]') as matches
       from event_session s
       join event e on e.id = s.event_id
       cross join lateral (${peopleOfEvent('s.event_id')}) people
      where s.id = ?`,
    [...seats.params, sessionId],
  );
  if (!row) throw notFound(`Session ${sessionId}`);
  return {
    session: {
      id: row.id,
      eventId: row.event_id,
      eventTitle: row.title,
      startsAt: sqlDate(row.starts_at),
      endsAt: sqlDate(row.ends_at),
    },
    people: { trainerUserIds: row.trainerUserIds, facilitatorUserIds: row.facilitatorUserIds },
    matches: row.matches,
  };
};
