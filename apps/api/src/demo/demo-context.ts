import { type INestApplicationContext } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type AppAbility, type SessionUser, runAsOf, singaporeDate } from '@app/core';
import { type Identity, IdentityFactory } from './identities';
import { Random } from './random';

/** The fixed seed: the same academy every time (change it and every name and number changes). */
export const DEMO_SEED = 20261124;

const DAY = 86_400_000;

export interface DemoCourse {
  id: number;
  code: string;
  title: string;
  familyCode: string;
  feeCents: number;
}

export interface DemoEvent {
  id: number;
  courseId: number;
  title: string;
  familyCode: string;
  capacity: number;
  feeCents: number;
  startsAt: Date;
  sessions: { id: number; startsAt: Date; endsAt: Date }[];
}

/** A person of the demo, once their first registration (or staff) has made their record. */
export interface DemoPerson extends Identity {
  participantId?: number;
  /** The login whose checkouts are theirs (the demo participant). */
  userId?: number;
}

/** One seat as checkout recorded it, for billing and attendance to work on. */
export interface DemoSeat {
  registrationId: number;
  lineId: number;
  eventId: number;
  attendanceCode: string;
  paid: boolean;
}

/** What one step leaves for the next: ids of what it made, never entities (each step may clear the identity map). */
export interface DemoContext {
  app: INestApplicationContext;
  em: EntityManager;
  random: Random;
  identities: IdentityFactory;
  /** The real time the seed started; everything dated relative to it, in Singapore. */
  startedAt: Date;
  /** Singapore wall-clock time, `days` from today. */
  at(days: number, time: string): Date;
  /** The administrator the staff work is done as, with their ability. */
  staff: { user: SessionUser; ability: AppAbility };
  /**
   * One piece of work (a checkout, a scan). The identity map is
   * emptied after it: the whole seed is one transaction, and each service's nested transaction
   * copies and merges back whatever the map holds, which grew quadratic over thousands of rows.
   */
  unit<T>(work: () => Promise<T>): Promise<T>;
  /** A `unit` done as of `at` (`runAsOf`): the services see that moment as now. */
  asOf<T>(at: Date, work: () => Promise<T>): Promise<T>;
  /** Progress, for whoever runs the seed. */
  log(line: string): void;
  /** Demo logins by role slug (trainer, facilitator, participant ...). */
  logins: Map<string, number>;
  trainerIds: number[];
  demoTrainerId?: number;
  facilitatorIds: number[];
  demoFacilitatorId?: number;
  courses: DemoCourse[];
  events: DemoEvent[];
  people: DemoPerson[];
  seats: DemoSeat[];
  /** Registrations still waiting for their money, for billing's staff work. */
  unpaid: { registrationId: number; payerId: number; totalCents: number }[];
}

export const newDemoContext = (
  fields: Pick<DemoContext, 'app' | 'em' | 'staff' | 'logins' | 'log'>,
  startedAt: Date,
): DemoContext => {
  const random = new Random(DEMO_SEED);
  const unit = async <T>(work: () => Promise<T>): Promise<T> => {
    const result = await work();
    fields.em.clear();
    return result;
  };
  const today = singaporeDate(startedAt);
  return {
    ...fields,
    random,
    identities: new IdentityFactory(random),
    startedAt,
    unit,
    asOf: (at, work) => unit(() => runAsOf(at, work)),
    at: (days, time) => new Date(new Date(`${today}T${time}:00+08:00`).getTime() + days * DAY),
    trainerIds: [],
    facilitatorIds: [],
    courses: [],
    events: [],
    people: [],
    seats: [],
    unpaid: [],
  };
};

/** One area's demo data; later areas (products, refunds, leads ...) add their own step. */
export interface DemoStep {
  name: string;
  run(context: DemoContext): Promise<void>;
}
