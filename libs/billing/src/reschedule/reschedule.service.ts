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
    const moves = await this.em.transactional(async () =>
      this.settle(await this.moves.reschedule(seatIds, targetEventId, kind), kind, targetEventId),
    );
    return { moves, email: sendEmail ? await this.notify(moves, targetEventId, kind) : null };
  }

  /**
   * The price differences, one document per registration rather than per seat: what the dearer
   * seats of a registration add is one invoice to its customer (the company of a corporate
   * registration, else the payer), what the cheaper ones give back one credit note on its invoice.
   * The registrations are read in one statement.
   */
  private async settle(moved: readonly SeatMove[], kind: RescheduleKind, targetEventId: number) {
    const charged =
      kind === RescheduleKind.Foc ? [] : moved.filter((move) => move.newUnitCents !== move.oldUnitCents);
    const documents = new Map<number, { invoiceId: number | null; creditNoteId: number | null }>();
    if (charged.length > 0) {
      const registrations = await queryRows<{
        id: number;
        payer_id: number;
        corporate_id: number | null;
        invoice_id: number | null;
        title: string;
      }>(
        this.em,
        `select r.id, r.payer_id, r.corporate_id, e.title,
                (select i.id from invoice i where i.registration_id = r.id and i.status = 'Issued' order by i.id desc limit 1) as invoice_id
           from registration r, event e where r.id in (${sqlPlaceholders(charged)}) and e.id = ?`,
        [...charged.map((move) => move.registrationId), targetEventId],
      );
      for (const registration of registrations) {
        documents.set(registration.id, await this.settleRegistration(registration, charged));
      }
    }
    return moved.map((move) => ({
      ...move,
      ...((charged.includes(move) && documents.get(move.registrationId)) || {
        invoiceId: null,
        creditNoteId: null,
      }),
    }));
  }

  private async settleRegistration(
    registration: {
      id: number;
      payer_id: number;
      corporate_id: number | null;
      invoice_id: number | null;
      title: string;
    },
    charged: readonly SeatMove[],
  ): Promise<{ invoiceId: number | null; creditNoteId: number | null }> {
    const own = charged.filter((move) => move.registrationId === registration.id);
    const describe = (move: SeatMove) =>
      `Reschedule from ${move.fromTitle} to ${registration.title}: price difference`;
    const dearer = own.filter((move) => move.newUnitCents > move.oldUnitCents);
    const cheaper = own.filter((move) => move.newUnitCents < move.oldUnitCents);
    let invoiceId: number | null = null;
    let creditNoteId: number | null = null;
    if (dearer.length > 0) {
      ({ id: invoiceId } = await this.invoices.issue({
        kind: InvoiceKind.Manual,
        customer:
          registration.corporate_id === null
            ? { kind: CustomerKind.Participant, id: registration.payer_id }
            : { kind: CustomerKind.Corporate, id: registration.corporate_id },
        lines: dearer.map((move) => ({
          description: describe(move),
          quantity: 1,
          unitPriceCents: move.newUnitCents - move.oldUnitCents,
          gstable: true,
        })),
        discounts: [],
      }));
    }
    if (cheaper.length > 0 && registration.invoice_id !== null) {
      const amountCents = cheaper.reduce((sum, move) => sum + move.oldUnitCents - move.newUnitCents, 0);
      const description = cheaper.map(describe).join('; ');
      ({ id: creditNoteId } = await this.creditNotes.request({
        invoiceId: registration.invoice_id,
        reason: description,
        credit: { kind: 'amount', amountCents, description },
      }));
    }
    return { invoiceId, creditNoteId };
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
      await this.mail.queueAll(
        people.map((person) => ({
          to: person.email,
          template: 'registration-rescheduled',
          context: {
            name: person.name,
            regNo: person.reg_no,
            fromTitle: moves.find((item) => item.toId === person.id)?.fromTitle ?? '',
            toTitle: person.title,
            toDate: person.starts_on ? formatDocumentDate(person.starts_on) : 'date to be announced',
            foc: kind === RescheduleKind.Foc,
          },
        })),
      );
      return { sent: true, message: 'Reschedule e-mail successfully sent' };
    } catch (error) {
      this.logger.error(`Reschedule e-mail failed: ${String(error)}`);
      return { sent: false, message: 'Reschedule e-mail unsuccessful' };
    }
  }
}
