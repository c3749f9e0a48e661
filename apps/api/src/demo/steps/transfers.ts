import { queryRows } from '@app/core';
import { TransferService } from '@app/billing';
import { type DemoContext, type DemoStep } from '../demo-context';

/**
 * One course transfer, as staff do it on a registration's page (`TransferService`): the earliest
 * paid seat of a class at least a day ahead moves to a later class of another course with seats
 * left and a fee for the participant, so the transfer course report, the credit note and the new
 * invoice have money to show on any day and at any hour the demo is seeded (a class later today
 * would be ahead or past depending on the hour, and a free class would take the money as credit
 * on account, leaving the new invoice with nothing paid).
 */
export const transfersStep: DemoStep = {
  name: 'transfers',
  async run(context: DemoContext): Promise<void> {
    const { em, startedAt } = context;
    const seatIds = context.seats.filter((seat) => seat.paid).map((seat) => seat.lineId);
    if (seatIds.length === 0) return;
    const [pick] = await queryRows<{ seat_id: number; target_id: number }>(
      em,
      `select re.id as seat_id, target.id as target_id
         from registration_event re
         join registration r on r.id = re.registration_id and r.payment_status = 'paid'
         join event e on e.id = re.event_id and e.starts_at > ?::timestamptz + interval '1 day'
         join invoice i on i.registration_id = r.id and i.status = 'Issued' and i.balance_cents <= 0
                       and jsonb_array_length(i.lines) = 1
         cross join lateral (
           select t.id from event t
            where t.course_id <> e.course_id and t.starts_at > e.starts_at and t.seats_taken < t.capacity
              and t.id = any(?::int[])
              and coalesce((select f.fee_cents from event_fee f
                             where f.event_id = t.id and f.participant_type_id = re.participant_type_id),
                           t.fee_cents) > 0
            order by t.starts_at, t.id limit 1) target
        where re.id = any(?::int[]) and re.status = 'Confirmed'
        order by e.starts_at, re.id limit 1`,
      [startedAt, `{${context.events.map((event) => event.id).join(',')}}`, `{${seatIds.join(',')}}`],
    );
    if (!pick) {
      context.log('transfers: no paid seat ahead to transfer');
      return;
    }
    const transfers = context.app.get(TransferService);
    const done = await context.asOf(new Date(startedAt.getTime() - 5 * 60_000), () =>
      transfers.transfer(
        pick.seat_id,
        { targetEventId: pick.target_id },
        'Asked to join the later class of the other course instead',
      ),
    );
    context.log(`transfers: ${done.seat.regNo} moved to ${done.newRegNo} (${done.newInvoiceNo})`);
  },
};
