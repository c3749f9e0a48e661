import { randomInt } from 'node:crypto';
import { type TestClient } from './test-client';
import { currentTime, singaporeDate } from '@app/core';

const hours = (offset: number) => new Date(currentTime().getTime() + offset * 3_600_000).toISOString();

/**
 * One session from 10 am to 1 pm Singapore time, `days` days after today there: a screen showing
 * one day's times then reads the same at any hour the test runs (now + 48 hours crosses midnight
 * when run in the evening).
 */
export const daytimeSession = (days = 2): { startsAt: string; endsAt: string } => {
  const day = Date.parse(`${singaporeDate()}T00:00:00+08:00`) + days * 86_400_000;
  return {
    startsAt: new Date(day + 10 * 3_600_000).toISOString(),
    endsAt: new Date(day + 13 * 3_600_000).toISOString(),
  };
};

/** Active lookup entries by code, e.g. course types { '20': 3, ... }. */
export const lookupIds = async (client: TestClient, list: string): Promise<Record<string, number>> => {
  const entries = (await client.get(`/admin/configurations/${list}/getallactive`).expect(200)).body as {
    code: string;
    id: number;
  }[];
  return Object.fromEntries(entries.map((entry) => [entry.code, entry.id]));
};

const idOf = (response: { body: unknown }): number => (response.body as { id: number }).id;

/**
 * A published event of a fresh course, open for registration, starting in two days. The course is
 * of an "other training" type, so participants need no family-specific fields. `staff` must be a
 * Staff (or Administrator) client: it creates the venue too.
 */
export const publishedEvent = async (
  staff: TestClient,
  options: {
    capacity?: number;
    feeCents?: number;
    title?: string;
    fees?: { participantTypeId: number; feeCents: number }[];
    /** Course type code (default 70, other training) and the fields that family needs. */
    typeCode?: string;
    /** Default: one three-hour session in two days. */
    sessions?: { startsAt: string; endsAt: string }[];
    course?: Record<string, unknown>;
    /** The RES paper of a RES revision or refresher event. */
    resPaperId?: number | null;
  } = {},
): Promise<{ eventId: number; courseId: number; title: string }> => {
  const suffix = randomInt(0, 1_000_000).toString(36);
  const types = await lookupIds(staff, 'coursetypes');
  const venue = await staff
    .post('/admin/configurations/venues/update', {
      name: `Venue ${suffix}`,
      address: '1 Main St',
      postalCode: '123456',
      capacity: 200,
    })
    .expect(200);
  const title = options.title ?? `Negotiation Skills ${suffix}`;
  const course = await staff
    .multipart('/admin/course/create')
    .field(
      'data',
      JSON.stringify({
        code: `OT-${suffix}`.toUpperCase(),
        title,
        courseTypeId: types[options.typeCode ?? '70'],
        ...options.course,
        feeCents: options.feeCents ?? 10_900,
      }),
    )
    .expect(201);
  const event = await staff
    .post('/admin/event/create', {
      courseId: idOf(course),
      venueId: idOf(venue),
      capacity: options.capacity ?? 30,
      feeCents: options.feeCents ?? 10_900,
      fees: options.fees ?? [],
      resPaperId: options.resPaperId ?? null,
      published: true,
      sessions: options.sessions ?? [{ startsAt: hours(48), endsAt: hours(51) }],
    })
    .expect(201);
  return { eventId: idOf(event), courseId: idOf(course), title };
};
