import { CourseService, FAMILY_CODES } from '@app/courses';
import { EventService } from '@app/events';
import { ClaimStatus, RegistrationService, ResLouService, SkillsFutureService } from '@app/registration';
import { type DemoContext, type DemoStep } from '../demo-context';
import { activeIds, idsByCode } from './lookup-ids';

/** Days from today of each paper's revision class, and its evening sessions. */
const REVISION_DAYS: Record<string, number> = { P1: 12, P2: 19 };
const REVISION_EVENINGS: [string, string][] = [
  ['19:00', '22:00'],
  ['19:00', '22:00'],
];

/**
 * A RES revision course with an upcoming class for each RES paper, made as the back office's
 * course and event forms would, so the public RES revision page has a paper to filter by.
 */
const seedRevisionClasses = async (context: DemoContext): Promise<number> => {
  const { app, em } = context;
  const [courseTypes, resKinds, papers, venues] = await Promise.all([
    idsByCode(em, 'CourseType'),
    idsByCode(em, 'ResType'),
    idsByCode(em, 'ResPaper'),
    activeIds(em, 'Venue'),
  ]);
  const feeCents = 32_700;
  const course = await app.get(CourseService).save(
    {
      code: 'RES-REV',
      title: 'RES Revision Class',
      courseTypeId: courseTypes.get(FAMILY_CODES.res)!,
      resTypeId: resKinds.get('REVISION')!,
      description: '<p>Two evenings of exam practice for one RES paper, with worked answers.</p>',
      feeCents,
    },
    {},
  );
  const events = app.get(EventService);
  for (const [code, day] of Object.entries(REVISION_DAYS)) {
    await events.save({
      courseId: course.id,
      venueId: venues[0],
      resPaperId: papers.get(code)!,
      capacity: 30,
      feeCents,
      published: true,
      trainerIds: [context.demoTrainerId!],
      facilitatorIds: [context.demoFacilitatorId!],
      sessions: REVISION_EVENINGS.map(([start, end], index) => ({
        startsAt: context.at(day + index, start).toISOString(),
        endsAt: context.at(day + index, end).toISOString(),
      })),
    });
  }
  return Object.keys(REVISION_DAYS).length;
};

/** Paid RES seats of classes still to come, one per participant, in seat order. */
const upcomingResSeats = async (context: DemoContext) => {
  const registrations = context.app.get(RegistrationService);
  const upcoming = new Set(
    context.events
      .filter((event) => event.familyCode === FAMILY_CODES.res && event.startsAt > context.startedAt)
      .map((event) => event.id),
  );
  const seats: { lineId: number; participantId: number; listCents: number }[] = [];
  for (const seat of context.seats.filter((candidate) => candidate.paid && upcoming.has(candidate.eventId))) {
    const line = (await registrations.find(seat.registrationId)).lines
      .getItems()
      .find((candidate) => candidate.id === seat.lineId);
    if (line && !seats.some((taken) => taken.participantId === line.participantId)) {
      seats.push({ lineId: line.id, participantId: line.participantId, listCents: line.listCents });
    }
    if (seats.length === 2) break;
  }
  return seats;
};

/**
 * RES letters of undertaking (one e-mailed and waiting, one accepted) and a SkillsFuture claim, made
 * through the services as the back office and the participant's link would; then a revision class
 * per RES paper.
 */
export const resStep: DemoStep = {
  name: 'res letters, SkillsFuture and revision classes',
  run: async (context) => {
    const seats = await context.unit(() => upcomingResSeats(context));
    const lous = context.app.get(ResLouService);
    const [accepting, waiting] = seats;
    if (accepting) {
      const { token } = await context.asOf(context.at(-3, '10:00'), () =>
        lous.issue(accepting.participantId),
      );
      const letter = await context.asOf(context.at(-2, '21:40'), () => lous.publicView(token));
      await context.asOf(context.at(-2, '21:41'), () => lous.accept(token, letter.participantName));
      const fullFeeCents = accepting.listCents;
      const grantCents = Math.round(fullFeeCents / 2);
      await context.asOf(context.at(-1, '11:00'), () =>
        context.app.get(SkillsFutureService).save(accepting.lineId, {
          courseReference: 'TGS-2026501234',
          courseRun: '1000231',
          fullFeeCents,
          grantCents,
          creditClaimedCents: Math.min(50_000, fullFeeCents - grantCents),
          claimStatus: ClaimStatus.Submitted,
        }),
      );
    }
    if (waiting) await context.asOf(context.at(-1, '09:30'), () => lous.issue(waiting.participantId));
    const revisions = await context.asOf(context.at(-20, '10:00'), () => seedRevisionClasses(context));
    context.log(
      `res: ${seats.length} letters of undertaking, ${accepting ? 1 : 0} accepted, ${revisions} revision classes`,
    );
  },
};
