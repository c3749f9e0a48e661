import { queryRows } from '@app/core';
import { RefundService, RescheduleService, VoidService, VoidableDocument } from '@app/billing';
import { RescheduleKind } from '@app/registration';
import { type DemoContext, type DemoStep } from '../demo-context';

/** The demo participant's own seats stay as they are: their profile shows classes ahead and passes. */
const NOT_DEMO_LOGIN = `(r.user_id is null or r.user_id <> all(?::int[]))`;

/**
 * What staff do to paid and unpaid registrations, through the services: a free-of-charge
 * reschedule to a later class of the same course, a partial refund paid back by cheque (with its
 * credit note) and a void of an unpaid registration, so the void entries report, the refunds and
 * the attendance of the new class have something to show. The academy is seeded once (the seed's
 * marker course), and each pick is ordered, so the same seats are chosen every time.
 */
export const refundsStep: DemoStep = {
  name: 'refunds',
  async run(context: DemoContext): Promise<void> {
    const logins = `{${[...context.logins.values()].join(',')}}`;
    const before = new Date(context.startedAt.getTime() - 4 * 60_000);
    await reschedule(context, logins, before);
    await refund(context, logins, before);
    await voidOne(context, logins, before);
  },
};

const eventIds = (context: DemoContext) => `{${context.events.map((event) => event.id).join(',')}}`;

const reschedule = async (context: DemoContext, logins: string, at: Date) => {
  const [pick] = await queryRows<{ seat_id: number; target_id: number }>(
    context.em,
    `select re.id as seat_id, target.id as target_id
       from registration_event re
       join registration r on r.id = re.registration_id and r.payment_status = 'paid' and ${NOT_DEMO_LOGIN}
       join event e on e.id = re.event_id and e.starts_at > ?
       cross join lateral (
         select t.id from event t
          where t.course_id = e.course_id and t.starts_at > e.starts_at and t.seats_taken < t.capacity
            and t.id = any(?::int[])
          order by t.starts_at, t.id limit 1) target
      where re.status = 'Confirmed' and e.id = any(?::int[])
      order by e.starts_at, re.id limit 1`,
    [logins, context.startedAt, eventIds(context), eventIds(context)],
  );
  if (!pick) return context.log('refunds: no paid seat ahead to reschedule');
  const done = await context.asOf(at, () =>
    context.app.get(RescheduleService).reschedule([pick.seat_id], pick.target_id, RescheduleKind.Foc, false),
  );
  context.log(`refunds: ${done.moves.length} seat rescheduled free of charge`);
};

const refund = async (context: DemoContext, logins: string, at: Date) => {
  const [pick] = await queryRows<{ seat_id: number; paid: number; mode_id: number }>(
    context.em,
    `select re.id as seat_id, i.paid_cents as paid, m.id as mode_id
       from registration_event re
       join registration r on r.id = re.registration_id and r.payment_status = 'paid' and ${NOT_DEMO_LOGIN}
       join event e on e.id = re.event_id and e.starts_at > ?
       join invoice i on i.registration_id = r.id and i.status = 'Issued' and i.balance_cents <= 0
                     and i.paid_cents > 0 and jsonb_array_length(i.lines) = 1
       cross join (select id from payment_mode where code = 'CHEQUE') m
      where re.status = 'Confirmed' and e.id = any(?::int[])
        and not exists (select 1 from refund f where f.invoice_id = i.id)
      order by e.starts_at desc, re.id limit 1`,
    [logins, context.startedAt, eventIds(context)],
  );
  if (!pick) return context.log('refunds: no paid seat to refund');
  // A quarter in whole dollars: below the CFO's approval threshold, so it is paid out at once.
  const amountCents = Math.max(Math.floor(pick.paid / 400) * 100, 100);
  const done = await context.asOf(at, () =>
    context.app.get(RefundService).request({
      registrationEventId: pick.seat_id,
      amountCents,
      reason: 'Missed the first morning: a quarter refunded as agreed',
      method: 'manual',
      paymentModeId: pick.mode_id,
      reference: 'CHQ 004512',
      refundedOn: context.at(-1, '10:00').toISOString().slice(0, 10),
    }),
  );
  context.log(`refunds: ${done.amountCents} cents refunded (${done.status})`);
};

const voidOne = async (context: DemoContext, logins: string, at: Date) => {
  const [pick] = await queryRows<{ reg_no: string }>(
    context.em,
    `select r.reg_no from registration r
      where r.payment_status = 'unpaid' and ${NOT_DEMO_LOGIN}
        and exists (select 1 from registration_event re where re.registration_id = r.id)
        and not exists (select 1 from registration_event re where re.registration_id = r.id
                          and re.status in ('Voided', 'Refunded', 'Rescheduled'))
        and not exists (select 1 from invoice i where i.registration_id = r.id and i.paid_cents > 0)
      order by r.id desc limit 1`,
    [logins],
  );
  if (!pick) return context.log('refunds: no unpaid registration to void');
  await context.asOf(at, () =>
    context.app
      .get(VoidService)
      .void(VoidableDocument.Registration, pick.reg_no, 'Entered twice by the participant'),
  );
  context.log(`refunds: registration ${pick.reg_no} voided`);
};
