import { FAMILY_CODES } from '@app/courses';
import { ClaimStatus, RegistrationService, ResLouService, SkillsFutureService } from '@app/registration';
import { type DemoContext, type DemoStep } from '../demo-context';

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
 * through the services as the back office and the participant's link would.
 */
export const resStep: DemoStep = {
  name: 'res letters and SkillsFuture',
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
    context.log(`res: ${seats.length} letters of undertaking, ${accepting ? 1 : 0} accepted`);
  },
};
