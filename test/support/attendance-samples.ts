import { randomBytes } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { currentTime, queryRows } from '@app/core';
import { publishedEvent } from './catalog-samples';
import { participantInput } from './people-samples';
import { seedSeats } from './seat-seeding';
import { type TestClient } from './test-client';
import { type TestContext } from './test-context';

/** A made-up surname, so seats can be told apart by name on screen. */
const surname = () =>
  Array.from(randomBytes(6), (byte, index) =>
    String.fromCharCode((index === 0 ? 65 : 97) + (byte % 26)),
  ).join('');

const at = (minutesFromNow: number) =>
  new Date(currentTime().getTime() + minutesFromNow * 60_000).toISOString();

export interface SampleSeat {
  registrationEventId: number;
  participantId: number;
  name: string;
  /** Empty for seats written straight to the tables. */
  nric: string;
  mobileNo: string;
  email: string;
  attendanceCode: string;
}

export interface SampleAttendanceEvent {
  eventId: number;
  title: string;
  sessionIds: number[];
  seats: SampleSeat[];
}

/** Above this many seats the sample writes them to the tables instead of checking them out. */
const MAX_CHECKOUT_SEATS = 20;

/** Seats taken through the public checkout, as a visitor would: one cart of free seats. */
const checkedOut = async (ctx: TestContext, eventId: number, count: number): Promise<SampleSeat[]> => {
  const people = Array.from({ length: count }, () => participantInput({ lastName: surname() }));
  const registration = await (
    await ctx.client()
  )
    .post('/registration/create', {
      items: people.map((participant) => ({ eventId, participant })),
      paymentMethod: 'paynow',
      idempotencyKey: randomBytes(12).toString('hex'),
    })
    .expect(201);
  const { lines } = registration.body as {
    lines: {
      id: number;
      participantId: number;
      attendanceCode: string;
      status: string;
    }[];
  };
  return lines.map((line, index) => {
    if (line.status !== 'Confirmed') throw new Error(`Seat ${line.id} is ${line.status}, not Confirmed`);
    const person = people[index];
    return {
      registrationEventId: line.id,
      participantId: line.participantId,
      name: `${person.firstName} ${person.lastName}`,
      nric: person.nric,
      mobileNo: person.mobileNo,
      email: person.email,
      attendanceCode: line.attendanceCode,
    };
  });
};

const seeded = async (
  execute: <T extends object>(sql: string, params: unknown[]) => Promise<T[]>,
  eventId: number,
  count: number,
): Promise<SampleSeat[]> => {
  const seats = await seedSeats(execute, eventId, count);
  const people = await execute<{
    id: number;
    first_name: string;
    last_name: string;
    mobile_no: string;
    email: string;
  }>(
    `select id, first_name, last_name, mobile_no, email from participant where id = any(string_to_array(?, ',')::int[])`,
    [seats.map((seat) => seat.participantId).join(',')],
  );
  const byId = new Map(people.map((person) => [person.id, person]));
  return seats.map((seat) => {
    const person = byId.get(seat.participantId)!;
    return {
      ...seat,
      name: `${person.first_name} ${person.last_name}`,
      nric: '',
      mobileNo: person.mobile_no,
      email: person.email,
    };
  });
};

/**
 * A free event with confirmed seats whose sessions run when the test needs them (by default one
 * that started five minutes ago). Checkout refuses events that have started, so seats are taken
 * while the sessions lie in the future, then the sessions are moved to their times, as staff
 * would by editing the event; trainers and facilitators are linked to the given logins. Up to 20
 * seats are checked out (one cart); more are written to the tables.
 */
export const eventWithSeats = async (
  ctx: TestContext,
  staff: TestClient,
  options: {
    seats?: number;
    /** Minutes from now. */
    sessions?: { starts: number; ends: number }[];
    facilitatorUserId?: number;
    trainerUserId?: number;
  } = {},
): Promise<SampleAttendanceEvent> => {
  const sessions = options.sessions ?? [{ starts: -5, ends: 180 }];
  const count = options.seats ?? 3;
  const { eventId, title } = await publishedEvent(staff, {
    feeCents: 0,
    capacity: Math.max(count, 1),
    sessions: sessions.map((_, index) => ({
      startsAt: at(60 * 24 * 30 + index * 60),
      endsAt: at(60 * 24 * 30 + index * 60 + 30),
    })),
  });
  const em = ctx.orm.em.fork() as EntityManager;
  const sql = <T extends object>(query: string, params: unknown[] = []) => queryRows<T>(em, query, params);
  const seats =
    count > MAX_CHECKOUT_SEATS ? await seeded(sql, eventId, count) : await checkedOut(ctx, eventId, count);
  const sessionRows = await sql<{ id: number }>(
    'select id from event_session where event_id = ? order by starts_at',
    [eventId],
  );
  for (const [index, session] of sessions.entries()) {
    await sql('update event_session set starts_at = ?, ends_at = ? where id = ?', [
      at(session.starts),
      at(session.ends),
      sessionRows[index].id,
    ]);
  }
  await sql(
    `update event set starts_at = (select min(starts_at) from event_session where event_id = ?),
                      ends_at = (select max(ends_at) from event_session where event_id = ?) where id = ?`,
    [eventId, eventId, eventId],
  );
  const link = async (kind: 'trainer' | 'facilitator', userId: number) => {
    const [person] = await sql<{ id: number }>(
      `insert into ${kind} (first_name, last_name, mobile_no, user_id) values ('Sample', ?, '91234567', ?) returning id`,
      [kind, userId],
    );
    await sql(`insert into event_${kind} (event_id, ${kind}_id) values (?, ?)`, [eventId, person.id]);
  };
  if (options.facilitatorUserId) await link('facilitator', options.facilitatorUserId);
  if (options.trainerUserId) await link('trainer', options.trainerUserId);
  return { eventId, title, sessionIds: sessionRows.map((row: { id: number }) => row.id), seats };
};
