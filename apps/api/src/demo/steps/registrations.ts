import { FAMILY_CODES } from '@app/courses';
import { PaymentConfirmation } from '@app/billing';
import { CheckoutService, PaymentMethod, type RegistrationView } from '@app/registration';
import { type DemoContext, type DemoEvent, type DemoPerson, type DemoStep } from '../demo-context';
import { registrationDetails } from '../identities';
import { activeIds } from './lookup-ids';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Online payments as the providers' webhooks (or staff matching a PayNow transfer) confirm them. */
type Paid = PaymentMethod.Card | PaymentMethod.PayPal | PaymentMethod.PayNow;
type Outcome =
  { kind: 'paid'; method: Paid; at: Date } | { kind: 'free' } | { kind: 'pending' } | { kind: 'abandoned' };

interface Cart {
  event: DemoEvent;
  people: DemoPerson[];
  at: Date;
  outcome: Outcome;
  view?: RegistrationView;
}

/** Who may take a seat of a family: CPD and PWS are for registered salespersons, RES for people who are not yet. */
const eligible = (family: string, person: DemoPerson): boolean => {
  if (family === FAMILY_CODES.cpd || family === 'PWS') return person.ceaRegNo !== null;
  if (family === FAMILY_CODES.res) return person.ceaRegNo === null;
  return true;
};

/**
 * Registrations through the public checkout (ONLINE, the one channel there is today), replayed at
 * the time each was made: most paid by card, PayPal or PayNow a little later, some free, some
 * still waiting for a PayNow transfer, a few abandoned. Checkout is always by PayNow (card and
 * PayPal need their providers set up); the payment then arrives by whichever method, through
 * `PaymentConfirmation` as the provider's webhook would bring it.
 */
export const registrationsStep: DemoStep = {
  name: 'registrations',
  async run(context: DemoContext): Promise<void> {
    const carts = planCarts(context);
    const educations = await activeIds(context.em, 'Education');
    const checkout = context.app.get(CheckoutService);
    const confirmation = context.app.get(PaymentConfirmation);
    // Replayed in time order, so registration, invoice and receipt numbers follow the calendar.
    const work = carts.flatMap((cart, index) => [
      { at: cart.at, cart, index, pay: false },
      ...(cart.outcome.kind === 'paid' ? [{ at: cart.outcome.at, cart, index, pay: true }] : []),
    ]);
    work.sort((a, b) => a.at.getTime() - b.at.getTime() || Number(a.pay) - Number(b.pay));
    for (const { at, cart, index, pay } of work) {
      await context.asOf(at, async () => {
        if (pay && cart.outcome.kind === 'paid') {
          cart.view = await confirmation.confirm({
            registrationId: cart.view!.id,
            method: cart.outcome.method,
            reference: `DEMO-${cart.outcome.method.toUpperCase()}-${String(index).padStart(4, '0')}`,
            amountCents: cart.view!.totalCents,
          });
          return;
        }
        cart.view = await checkout.checkout(
          {
            items: cart.people.map((person) => ({
              eventId: cart.event.id,
              participant: {
                ...registrationDetails(person),
                educationId: educations.length ? educations[index % educations.length] : null,
              },
            })),
            paymentMethod: PaymentMethod.PayNow,
            idempotencyKey: `demo-checkout-${String(index).padStart(6, '0')}`,
          },
          cart.people[0].userId ?? null,
        );
        for (const [position, line] of cart.view.lines.entries())
          cart.people[position].participantId = line.participantId;
      });
    }
    for (const cart of carts) {
      const view = cart.view!;
      if (cart.outcome.kind === 'pending') {
        context.unpaid.push({
          registrationId: view.id,
          payerId: view.payer.id,
          totalCents: view.totalCents,
        });
      }
      if (cart.outcome.kind === 'abandoned') continue;
      for (const line of view.lines) {
        context.seats.push({
          registrationId: view.id,
          lineId: line.id,
          eventId: line.eventId,
          attendanceCode: line.attendanceCode,
          paid: cart.outcome.kind !== 'pending',
        });
      }
    }
  },
};

/** Who registers for which class, when, and how it ends; decided up front from the seeded generator. */
const planCarts = (context: DemoContext): Cart[] => {
  const { random, startedAt } = context;
  const now = startedAt.getTime();
  const earliest = context.at(-99, '08:00').getTime();
  const taken = new Map<number, Set<DemoPerson>>();
  const carts: Cart[] = [];
  const own = context.people.find((person) => person.userId);
  for (const event of context.events) {
    const start = event.startsAt.getTime();
    const past = start <= now;
    const fill = past || start - now < DAY ? random.int(40, 70) : random.int(10, 40);
    let seats = Math.round((event.capacity * fill) / 100);
    const seated = new Set<DemoPerson>();
    taken.set(event.id, seated);
    const candidates = random.sample(
      context.people.filter((person) => !person.userId && eligible(event.familyCode, person)),
      context.people.length,
    );
    while (seats > 0 && candidates.length > 0) {
      const group = random.chance(0.35) ? Math.min(random.int(2, 4), seats, candidates.length) : 1;
      const people = candidates.splice(0, group);
      people.forEach((person) => seated.add(person));
      seats -= people.length;
      carts.push(plan(context, event, people, earliest));
    }
  }
  if (own) {
    // The demo participant: a CPD class done, one today, one ahead paid and one still to pay.
    const of = (code: string, when: (event: DemoEvent) => boolean) =>
      context.events.find(
        (event) => event.familyCode === code && when(event) && !taken.get(event.id)?.has(own),
      );
    const done = of(FAMILY_CODES.cpd, (event) => event.startsAt.getTime() < now - 3 * DAY);
    const today = of(FAMILY_CODES.cpd, (event) => Math.abs(event.startsAt.getTime() - now) < DAY);
    const ahead = of(FAMILY_CODES.cpd, (event) => event.startsAt.getTime() > now + 7 * DAY);
    const toPay = of(FAMILY_CODES.bootcamp, (event) => event.startsAt.getTime() > now + 7 * DAY);
    for (const event of [done, today, ahead])
      if (event) carts.push(plan(context, event, [own], earliest, 'paid'));
    if (toPay) carts.push(plan(context, toPay, [own], earliest, 'pending'));
  }
  return carts;
};

const plan = (
  context: DemoContext,
  event: DemoEvent,
  people: DemoPerson[],
  earliest: number,
  wanted?: 'paid' | 'pending',
): Cart => {
  const { random } = context;
  const now = context.startedAt.getTime();
  const start = event.startsAt.getTime();
  const pending =
    wanted === 'pending' || (!wanted && start > now && event.feeCents > 0 && random.chance(0.12));
  if (pending) {
    // Still within the PayNow hold: made in the last day.
    return { event, people, at: new Date(now - random.int(1, 18) * HOUR), outcome: { kind: 'pending' } };
  }
  const latest = Math.min(start - HOUR, now - 2 * HOUR);
  const spread = Math.max(1, Math.min(40 * 24, Math.floor((latest - earliest) / HOUR)));
  const at = new Date(latest - random.int(1, spread) * HOUR);
  if (event.feeCents === 0) return { event, people, at, outcome: { kind: 'free' } };
  if (!wanted && random.chance(0.05)) return { event, people, at, outcome: { kind: 'abandoned' } };
  const method = random.pick([
    PaymentMethod.Card,
    PaymentMethod.Card,
    PaymentMethod.PayNow,
    PaymentMethod.PayPal,
  ] as const);
  // A transfer waits for staff to match it (within the day's hold); cards and wallets pay at once.
  const delay = method === PaymentMethod.PayNow ? random.int(60, 20 * 60) : random.int(2, 12);
  const paidAt = Math.min(at.getTime() + delay * 60_000, start - 30 * 60_000, now - HOUR);
  return {
    event,
    people,
    at,
    outcome: { kind: 'paid', method, at: new Date(Math.max(paidAt, at.getTime() + 60_000)) },
  };
};
