import { runAsOf } from '@app/core';
import { CourseService, FAMILY_CODES, requiredFamilyFields } from '@app/courses';
import { EventService } from '@app/events';
import { type DemoContext, type DemoEvent, type DemoStep } from '../demo-context';
import { activeIds, idsByCode } from './lookup-ids';

interface CourseSpec {
  code: string;
  title: string;
  family: string;
  feeCents: number;
  cpdHours?: number;
  validityMonths?: number;
  /** Each session's Singapore start and end times; one entry per day. */
  days: [string, string][];
  /** Days from today of its classes (negative: past). */
  runs: number[];
  description: string;
}

const MORNING: [string, string] = ['09:00', '12:00'];
const AFTERNOON: [string, string] = ['14:00', '17:00'];
const EVENING: [string, string] = ['19:00', '22:00'];
const FULL_DAY: [string, string] = ['09:00', '17:00'];

/**
 * Every course family of spec 1, with classes over the past three months and the next three.
 * Three classes run today (morning, afternoon, evening), taught by the demo trainer with the demo
 * facilitator, so scanning can be tried at once.
 */
const COURSES: CourseSpec[] = [
  {
    code: 'RES-PREP',
    title: 'Real Estate Salesperson (RES) Course',
    family: FAMILY_CODES.res,
    feeCents: 89_000,
    validityMonths: 24,
    days: [FULL_DAY, FULL_DAY, FULL_DAY, FULL_DAY],
    runs: [-80, -45, -12, 20, 62],
    description: 'The 60-hour course that prepares new salespersons for the RES examination.',
  },
  {
    code: 'CPD-ETHICS',
    title: 'Ethics and Professional Conduct in Property Transactions',
    family: FAMILY_CODES.cpd,
    feeCents: 5_450,
    cpdHours: 3,
    days: [MORNING],
    runs: [-84, -63, -40, -19, -5, 0, 9, 30, 51, 75],
    description: 'Case studies on the Code of Ethics and Professional Client Care.',
  },
  {
    code: 'CPD-HDB',
    title: 'HDB Resale Procedures Update',
    family: FAMILY_CODES.cpd,
    feeCents: 4_360,
    cpdHours: 3,
    days: [AFTERNOON],
    runs: [-70, -33, -8, 0, 16, 44, 80],
    description: 'What changed in the HDB resale portal and the option-to-purchase timeline.',
  },
  {
    code: 'CPD-TENANCY',
    title: 'Tenancy Agreements and Dispute Resolution',
    family: FAMILY_CODES.cpd,
    feeCents: 6_540,
    cpdHours: 6,
    days: [FULL_DAY],
    runs: [-55, -26, 12, 40],
    description: 'Drafting tenancy agreements that prevent disputes, and resolving those that arise.',
  },
  {
    code: 'BC-NEWAGENT',
    title: 'New Agent Bootcamp',
    family: FAMILY_CODES.bootcamp,
    feeCents: 59_950,
    days: [FULL_DAY, FULL_DAY],
    runs: [-60, -15, 25, 70],
    description: 'Two intensive days on prospecting, listings and closing for newly registered agents.',
  },
  {
    code: 'PA-ONBOARD',
    title: 'Partner-Agency Onboarding',
    family: '40',
    feeCents: 15_000,
    days: [MORNING],
    runs: [-50, 35],
    description: "Our partner agencies' onboarding programme for their new salespersons.",
  },
  {
    code: 'AH-MORTGAGE',
    title: 'Mortgage Clinic',
    family: '50',
    feeCents: 0,
    days: [EVENING],
    runs: [-28, 0, 28],
    description: 'A free evening with mortgage bankers: loan limits, TDSR and refinancing.',
  },
  {
    code: 'PP-VALUATION',
    title: 'Valuation Partners Programme',
    family: '60',
    feeCents: 12_000,
    days: [AFTERNOON],
    runs: [-38, 48],
    description: 'How bank valuers work, with our valuation partners.',
  },
  {
    code: 'OT-NEGOTIATION',
    title: 'Negotiation Skills for Property Agents',
    family: '70',
    feeCents: 21_800,
    days: [FULL_DAY],
    runs: [-66, -22, 18, 58],
    description: 'Preparing, anchoring and closing: a practical day of role plays.',
  },
  {
    code: 'DT-SOCIAL',
    title: 'Digital Marketing for Property Agents (WSQ)',
    family: FAMILY_CODES.digitalTraining,
    feeCents: 32_700,
    days: [MORNING, MORNING],
    runs: [-47, -3, 33],
    description: 'Listings that sell on social media, with analytics, ads and short videos.',
  },
  {
    code: 'PWS-CLOSING',
    title: 'Practical Workshop Series: Closing the Deal',
    family: 'PWS',
    feeCents: 10_900,
    days: [EVENING],
    runs: [-35, -10, 14, 42],
    description: 'Evening workshops on the last mile of a transaction.',
  },
  {
    code: 'PNG-FOUNDATION',
    title: 'PNG Foundation Training',
    family: FAMILY_CODES.png,
    feeCents: 0,
    days: [FULL_DAY],
    runs: [-42, 22],
    description: 'The first module of the PNG programme, free for enrolled members.',
  },
];

/** The demo's classes were put on the calendar this long before today. */
const PLANNED_DAYS_AGO = 100;

/** Courses of every family with their classification, then their classes with sessions and staff. */
export const catalogStep: DemoStep = {
  name: 'catalog',
  run: (context) => runAsOf(context.at(-PLANNED_DAYS_AGO, '10:00'), () => seedCatalog(context)),
};

const seedCatalog = async (context: DemoContext): Promise<void> => {
  const { app, em, random } = context;
  const courses = app.get(CourseService);
  const events = app.get(EventService);
  const types = await idsByCode(em, 'CourseType');
  // The first entry of each classification list the family needs.
  const classification: Record<string, number | undefined> = {
    cpdTypeId: (await activeIds(em, 'CpdType'))[0],
    cpdCategoryId: (await activeIds(em, 'CpdCategory'))[0],
    cpdLevelId: (await activeIds(em, 'CpdLevel'))[0],
    resTypeId: (await activeIds(em, 'ResType'))[0],
    bootcampTypeId: (await activeIds(em, 'BootcampType'))[0],
    digitalTrainingClassificationId: (await activeIds(em, 'DigitalTrainingClassification'))[0],
  };
  const venues = await activeIds(em, 'Venue');
  const classrooms = await em.find<{ id: number; venueId: number }>('Classroom', {
    status: 'Active',
  } as never);
  for (const spec of COURSES) {
    const family = Object.fromEntries(
      requiredFamilyFields(spec.family).map((field) => [field, classification[field] ?? null]),
    );
    const course = await context.unit(() =>
      courses.save(
        {
          code: spec.code,
          title: spec.title,
          courseTypeId: types.get(spec.family)!,
          description: `<p>${spec.description}</p>`,
          cpdHours: spec.cpdHours ?? null,
          validityMonths: spec.validityMonths ?? null,
          feeCents: spec.feeCents,
          ...family,
        },
        {},
      ),
    );
    context.courses.push({
      id: course.id,
      code: spec.code,
      title: spec.title,
      familyCode: spec.family,
      feeCents: spec.feeCents,
    });
    for (const day of spec.runs) {
      const venueId = random.pick(venues);
      const rooms = classrooms.filter((room) => room.venueId === venueId);
      const today = day === 0;
      const trainerIds =
        today || random.chance(0.25) ? [context.demoTrainerId!] : [random.pick(context.trainerIds)];
      const facilitatorIds =
        today || random.chance(0.25) ? [context.demoFacilitatorId!] : [random.pick(context.facilitatorIds)];
      const saved = await context.unit(() =>
        events.save({
          courseId: course.id,
          venueId,
          classroomId: rooms.length ? random.pick(rooms).id : null,
          capacity: spec.family === FAMILY_CODES.res ? 30 : random.pick([20, 24, 30]),
          feeCents: spec.feeCents,
          published: true,
          trainerIds,
          facilitatorIds,
          sessions: spec.days.map(([start, end], index) => ({
            startsAt: context.at(day + index, start).toISOString(),
            endsAt: context.at(day + index, end).toISOString(),
          })),
        }),
      );
      const event: DemoEvent = {
        id: saved.id,
        courseId: course.id,
        title: saved.title,
        familyCode: spec.family,
        capacity: saved.capacity,
        feeCents: saved.feeCents,
        startsAt: saved.startsAt!,
        sessions: saved.sessions.map(({ id, startsAt, endsAt }) => ({ id, startsAt, endsAt })),
      };
      context.events.push(event);
    }
  }
};
