import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MailService, formatDocumentDate, queryRows, sqlPlaceholders } from '@app/core';
import { RescheduleKind, SeatMoves, type SeatMove } from '@app/registration';
import { CreditNoteService } from '../credit-notes/credit-note.service';
import { InvoiceKind } from '../invoices/invoice.entity';
import { InvoiceService } from '../invoices/invoice.service';
import { CustomerKind } from '../ledger/customer';

export interface RescheduleResult {
  moves: (SeatMove & { invoiceId: number | null; creditNoteId: number | null })[];
  /** Spec 8: the reschedule e-mail was successfully sent, or not. */
  email: { sent: boolean; message: string } | null;
}

/**
 * A reschedule with its money (spec 2.2 steps 1 to 3): the seats move through the registration
 * module's SeatMoves, and for a regular reschedule the price difference is invoiced (dearer) or
 * credited on the registration's invoice (cheaper), all in one transaction; FOC moves charge
 * nothing. The e-mails are queued after the commit.
 */
@Injectable()
export class RescheduleService {
  private readonly logger = new Logger(RescheduleService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly moves: SeatMoves,
    private readonly invoices: InvoiceService,
    private readonly creditNotes: CreditNoteService,
    private readonly mail: MailService,
  ) {}

  async reschedule(
    seatIds: readonly number[],
    targetEventId: number,
    kind: RescheduleKind,
    sendEmail = true,
  ): Promise<RescheduleResult> {
    const moves = await this.em.transactional(async () => {
      const moved = await this.moves.reschedule(seatIds, targetEventId, kind);
      const settled: RescheduleResult['moves'] = [];
      for (const move of moved) settled.push({ ...move, ...(await this.settle(move, kind, targetEventId)) });
      return settled;
    });
    return { moves, email: sendEmail ? await this.notify(moves, targetEventId, kind) : null };
  }

  private async settle(move: SeatMove, kind: RescheduleKind, targetEventId: number) {
    const difference = move.newUnitCents - move.oldUnitCents;
    if (kind === RescheduleKind.Foc || difference === 0) return { invoiceId: null, creditNoteId: null };
    const [row] = await queryRows<{ payer_id: number; invoice_id: number | null; title: string }>(
      this.em,
      `select r.payer_id, e.title,
              (select i.id from invoice i where i.registration_id = r.id and i.status = 'Issued' order by i.id desc limit 1) as invoice_id
         from registration r, event e where r.id = ? and e.id = ?`,
      [move.registrationId, targetEventId],
    );
    const description = `Reschedule from ${move.fromTitle} to ${row.title}: price difference`;
    if (difference > 0) {
      const { id } = await this.invoices.issue({
        kind: InvoiceKind.Manual,
        customer: { kind: CustomerKind.Participant, id: row.payer_id },
        lines: [{ description, quantity: 1, unitPriceCents: difference, gstable: true }],
        discounts: [],
      });
      return { invoiceId: id, creditNoteId: null };
    }
    if (row.invoice_id === null) return { invoiceId: null, creditNoteId: null };
    const note = await this.creditNotes.request({
      invoiceId: row.invoice_id,
      reason: description,
      credit: { kind: 'amount', amountCents: -difference, description },
    });
    return { invoiceId: null, creditNoteId: note.id };
  }

  private async notify(moves: RescheduleResult['moves'], targetEventId: number, kind: RescheduleKind) {
    try {
      const people = await queryRows<{
        id: number;
        email: string;
        name: string;
        reg_no: string;
        title: string;
        starts_on: string | null;
      }>(
        this.em,
        `select re.id, p.email, p.first_name as name, r.reg_no, e.title, (select to_char(min(s.starts_at) at time zone 'Asia/Singapore', 'YYYY-MM-DD') from event_session s where s.event_id = e.id) as starts_on
           from registration_event re join participant p on p.id = re.participant_id
           join registration r on r.id = re.registration_id join event e on e.id = ?
          where re.id in (${sqlPlaceholders(moves)})`,
        [targetEventId, ...moves.map((move) => move.toId)],
      );
      for (const person of people) {
        const move = moves.find((item) => item.toId === person.id);
        await this.mail.queue({
          to: person.email,
          template: 'registration-rescheduled',
          context: {
            name: person.name,
            regNo: person.reg_no,
            fromTitle: move?.fromTitle ?? '',
            toTitle: person.title,
            toDate: person.starts_on ? formatDocumentDate(person.starts_on) : 'date to be announced',
            foc: kind === RescheduleKind.Foc,
          },
        });
      }
      return { sent: true, message: 'Reschedule e-mail successfully sent' };
    } catch (error) {
      this.logger.error(`Reschedule e-mail failed: ${String(error)}`);
      return { sent: false, message: 'Reschedule e-mail unsuccessful' };
    }
  }
}
