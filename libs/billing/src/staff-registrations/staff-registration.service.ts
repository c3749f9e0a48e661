import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  conflict,
  currentTime,
  fieldError,
  formatCents,
  notFound,
  queryRows,
  singaporeDate,
} from '@app/core';
import { Corporate } from '@app/people';
import {
  type CartQuote,
  type EnrolmentItem,
  type EnrolmentLine,
  PaymentMethod,
  PaymentStatus,
  Registration,
  RegistrationChannel,
  RegistrationCore,
  RegistrationEventStatus,
  RegistrationService,
  RegistrationStatus,
  type RegistrationView,
  itemField,
} from '@app/registration';
import { apportion } from '../ledger/arithmetic';
import { type StoredAttachment } from '../ledger/attachment';
import { CustomerKind, type CustomerRef } from '../ledger/customer';
import { CustomerDirectory } from '../ledger/customers';
import { InvoiceKind } from '../invoices/invoice.entity';
import { InvoiceService, registrationLines } from '../invoices/invoice.service';
import { type Received, PaymentService } from '../payments/payment.service';
import { type SalePayment } from '../products/product-sale.service';

/** A staff registration of any channel: the same core as the online checkout, with who pays and when. */
export interface StaffRegistrationSpec {
  channel: RegistrationChannel;
  items: EnrolmentItem[];
  /** Which participant is the payer (invoiced unless a company is). */
  payerIndex: number;
  /** The company that is the customer (corporate and corporate batch registrations). */
  corporateId: number | null;
  invoicePerParticipant: boolean;
  promoCode: string | null;
  expectedTotalCents?: number;
  idempotencyKey: string | null;
  remarks: string | null;
  /** Taken now at the counter; otherwise the invoice is paid later (applypayment). */
  payment: SalePayment | null;
  /** The confirmation mail to the payer (not for a company's or a batch's registrations). */
  mail: boolean;
}

export interface IssuedDocument {
  id: number;
  number: string | null;
}

export interface StaffRegistrationResult {
  registration: RegistrationView;
  invoices: (IssuedDocument & { totalCents: number; balanceCents: number; dueOn: string | null })[];
  receipt: IssuedDocument | null;
}

export interface StaffQuote {
  valid: true;
  quote: CartQuote;
  /** When the company's invoice would fall due (its payment terms). */
  dueOn: string | null;
}

export interface RegistrationBalance {
  registrationId: number;
  regNo: string;
  status: RegistrationStatus;
  paymentStatus: PaymentStatus;
  totalCents: number;
  invoicedCents: number;
  paidCents: number;
  creditedCents: number;
  refundedCents: number;
  balanceCents: number;
  invoices: {
    id: number;
    invoiceNo: string | null;
    customerName: string;
    totalCents: number;
    paidCents: number;
    balanceCents: number;
    settlement: string;
    dueOn: string | null;
  }[];
}

const staff = (userId: number | null) => ({ userId, staff: true });

/**
 * Staff-entered registrations (walk-in, group, VO, corporate, batch) on the registration core the
 * online checkout uses (docs/architecture.md, "One registration service for every channel"). What
 * differs is billing's part, kept here because registration never depends on billing: the payer or
 * the company is invoiced at once (one invoice, or one per participant), the seats are confirmed
 * (not held), and money taken at the counter is received against the invoice with its receipt —
 * all in one transaction, so nothing is half-registered.
 */
@Injectable()
export class StaffRegistrations {
  constructor(
    private readonly em: EntityManager,
    private readonly core: RegistrationCore,
    private readonly registrations: RegistrationService,
    private readonly invoices: InvoiceService,
    private readonly payments: PaymentService,
    private readonly customers: CustomerDirectory,
  ) {}

  /** A step's check (corporate/validate): the lines, their participants' rules and the price; nothing written. */
  async quote(spec: StaffRegistrationSpec, userId: number | null): Promise<StaffQuote> {
    const customer = await this.customer(spec, null);
    const lines = await this.core.lines(spec.items, staff(userId));
    await this.core.checkParticipants(spec.items, lines, staff(userId));
    const quote = await this.core.price(lines, spec.promoCode);
    const dueOn =
      customer?.kind === CustomerKind.Corporate
        ? await this.customers.dueOn(customer, singaporeDate())
        : null;
    return { valid: true, quote, dueOn };
  }

  async register(spec: StaffRegistrationSpec, userId: number | null): Promise<StaffRegistrationResult> {
    const repeated = await this.repeated(spec.idempotencyKey);
    if (repeated) return repeated;
    const id = await this.em.transactional(async () => {
      // A registration that waits this long for a seat lock gives up with "please retry" (409).
      await this.em.execute(`set local lock_timeout = '5s'`);
      return this.write(spec, userId);
    });
    this.em.clear();
    return this.result(id);
  }

  /** The registration a form already submitted with this key, if any: a second submit gives it again. */
  async repeated(idempotencyKey: string | null): Promise<StaffRegistrationResult | null> {
    if (!idempotencyKey) return null;
    const registration = await this.em.findOne(Registration, { idempotencyKey }, { fields: ['id'] });
    return registration ? this.result(registration.id) : null;
  }

  /** Inside the caller's transaction: the registration, its invoices and the counter payment. */
  async write(spec: StaffRegistrationSpec, userId: number | null): Promise<number> {
    const actor = staff(userId);
    const lines = await this.core.lines(spec.items, actor);
    const quote = await this.core.price(lines, spec.promoCode);
    if (spec.expectedTotalCents !== undefined && spec.expectedTotalCents !== quote.totalCents) {
      throw conflict(
        'PRICE_CHANGED',
        `The total is now ${formatCents(quote.totalCents)}, not ${formatCents(spec.expectedTotalCents)}; please review the registration`,
      );
    }
    if (spec.payerIndex >= spec.items.length) {
      throw fieldError('payerIndex', 'The payer must be one of the participants');
    }
    const people = await this.core.resolveParticipants(spec.items, lines, actor);
    const payer = people[spec.payerIndex];
    const customer = await this.customer(spec, payer.id);
    if (customer?.kind === CustomerKind.Participant) {
      await this.core.requirePayerAddress(quote.totalCents, payer, itemField(spec.payerIndex, 'address'));
    }
    const free = quote.totalCents === 0;
    const view = await this.core.record({
      channel: spec.channel,
      lines,
      quote,
      people,
      payerId: payer.id,
      corporateId: spec.corporateId,
      userId,
      // Entered by staff, the seats are the participants' at once; what is owed is on the invoice.
      status: RegistrationStatus.Registered,
      paymentStatus: free ? PaymentStatus.NoPaymentRequired : PaymentStatus.Unpaid,
      paymentMethod: free ? PaymentMethod.None : PaymentMethod.Offline,
      lineStatus: RegistrationEventStatus.Confirmed,
      holdExpiresAt: currentTime(),
      idempotencyKey: spec.idempotencyKey,
      promoCode: spec.promoCode ? spec.promoCode.trim().toUpperCase() : null,
      remarks: spec.remarks,
      payerShown: { name: `${payer.shown.firstName} ${payer.shown.lastName}`, email: payer.shown.email },
    });
    if (free) {
      if (spec.payment) throw fieldError('payment', 'Nothing is owed: this registration is free');
      if (spec.mail) await this.registrations.sendConfirmation(view.id);
      return view.id;
    }
    const invoices = await this.issueInvoices(spec, view, quote, lines, customer!);
    const received = spec.payment
      ? await this.receive(customer!, view.id, invoices, spec.payment, null)
      : null;
    if (spec.mail) {
      await this.registrations.sendConfirmation(view.id, [
        ...invoices.map((invoice) => ({ source: 'invoice-pdf', id: invoice.id })),
        ...(received ? [{ source: 'receipt-pdf', id: received.receiptId }] : []),
      ]);
    }
    return view.id;
  }

  /**
   * Money for a registration received later (a bank transfer, a cheque, the company paying): the
   * registration is invoiced first if it has no invoice, the payment allocated to its invoices in
   * order, and once nothing is owed it is paid and its seats confirmed.
   */
  async applyPayment(
    registrationId: number,
    payment: SalePayment,
    attachment: StoredAttachment | null,
  ): Promise<StaffRegistrationResult & { received: Received }> {
    const received = await this.em.transactional(async () => {
      const [registration] = await queryRows<{
        id: number;
        reg_no: string;
        payer_id: number;
        corporate_id: number | null;
        payment_status: PaymentStatus;
        status: RegistrationStatus;
      }>(
        this.em,
        `select id, reg_no, payer_id, corporate_id, payment_status, status from registration where id = ? for update`,
        [registrationId],
      );
      if (!registration) throw notFound(`Registration ${registrationId}`);
      if (registration.payment_status === PaymentStatus.NoPaymentRequired) {
        throw conflict('NOTHING_OWED', `Registration ${registration.reg_no} needs no payment`);
      }
      let owed = await this.owedInvoices(registrationId);
      if (!owed.length && registration.payment_status === PaymentStatus.Unpaid) {
        const live = await queryRows(
          this.em,
          `select 1 from invoice where registration_id = ? and status = 'Issued'`,
          [registrationId],
        );
        if (!live.length) {
          await this.invoices.generateForRegistration(
            registrationId,
            await this.registrations.view(registrationId, 'records'),
          );
          owed = await this.owedInvoices(registrationId);
        }
      }
      if (!owed.length)
        throw conflict('NOTHING_OWED', `Registration ${registration.reg_no} has nothing left to pay`);
      const customer: CustomerRef = registration.corporate_id
        ? { kind: CustomerKind.Corporate, id: registration.corporate_id }
        : { kind: CustomerKind.Participant, id: registration.payer_id };
      return this.receive(customer, registrationId, owed, payment, attachment);
    });
    this.em.clear();
    return { ...(await this.result(registrationId)), received };
  }

  /** What a registration's invoices add up to and what is still owed (getbalance). */
  async balance(registrationId: number, archivedOnly = false): Promise<RegistrationBalance> {
    const [row] = await queryRows<{
      id: number;
      reg_no: string;
      status: RegistrationStatus;
      payment_status: PaymentStatus;
      total_cents: number;
      invoices: (RegistrationBalance['invoices'][number] & {
        creditedCents: number;
        refundedCents: number;
      })[];
    }>(
      this.em,
      `select r.id, r.reg_no, r.status, r.payment_status, r.total_cents,
              coalesce((select json_agg(json_build_object('id', i.id, 'invoiceNo', i.invoice_no, 'customerName', i.customer_name,
                         'totalCents', i.total_cents, 'paidCents', i.paid_cents, 'creditedCents', i.credited_cents,
                         'refundedCents', i.refunded_cents, 'balanceCents', i.balance_cents, 'settlement', i.settlement,
                         'dueOn', i.due_on) order by i.id)
                          from invoice i where i.registration_id = r.id and i.status = 'Issued'), '[]'::json) as invoices
         from registration r where r.id = ?`,
      [registrationId],
    );
    if (!row || (archivedOnly && row.status !== RegistrationStatus.Archived)) {
      throw notFound(
        archivedOnly ? `Archived registration ${registrationId}` : `Registration ${registrationId}`,
      );
    }
    const sum = (pick: (invoice: (typeof row.invoices)[number]) => number) =>
      row.invoices.reduce((total, invoice) => total + pick(invoice), 0);
    return {
      registrationId: row.id,
      regNo: row.reg_no,
      status: row.status,
      paymentStatus: row.payment_status,
      totalCents: row.total_cents,
      invoicedCents: sum((invoice) => invoice.totalCents),
      paidCents: sum((invoice) => invoice.paidCents),
      creditedCents: sum((invoice) => invoice.creditedCents),
      refundedCents: sum((invoice) => invoice.refundedCents),
      balanceCents: sum((invoice) => invoice.balanceCents),
      invoices: row.invoices.map(({ creditedCents: _c, refundedCents: _r, ...invoice }) => invoice),
    };
  }

  /** The registration as staff see it, with its invoices and latest receipt. */
  async result(registrationId: number): Promise<StaffRegistrationResult> {
    const registration = await this.registrations.view(registrationId, 'records');
    const [documents] = await queryRows<{
      invoices: StaffRegistrationResult['invoices'];
      receipt: IssuedDocument | null;
    }>(
      this.em,
      `select coalesce((select json_agg(json_build_object('id', i.id, 'number', i.invoice_no, 'totalCents', i.total_cents,
                         'balanceCents', i.balance_cents, 'dueOn', i.due_on) order by i.id)
                          from invoice i where i.registration_id = ? and i.status = 'Issued'), '[]'::json) as invoices,
              (select json_build_object('id', rc.id, 'number', rc.receipt_no) from payment p join receipt rc on rc.id = p.receipt_id
                where p.registration_id = ? and p.status = 'Received' order by p.id desc limit 1) as receipt`,
      [registrationId, registrationId],
    );
    return { registration, invoices: documents.invoices, receipt: documents.receipt };
  }

  /** Who is invoiced: the company (it must exist) or the payer participant. */
  private async customer(spec: StaffRegistrationSpec, payerId: number | null): Promise<CustomerRef | null> {
    if (spec.corporateId) {
      const corporate = await this.em.findOne(Corporate, { id: spec.corporateId }, { fields: ['id'] });
      if (!corporate) throw fieldError('corporateId', 'Corporate does not exist');
      return { kind: CustomerKind.Corporate, id: spec.corporateId };
    }
    return payerId ? { kind: CustomerKind.Participant, id: payerId } : null;
  }

  /**
   * The registration's tax invoice, or one per participant (each seat's share of the discounts,
   * apportioned by largest remainder so the shares add up to the registration's discounts).
   */
  private async issueInvoices(
    spec: StaffRegistrationSpec,
    view: RegistrationView,
    quote: CartQuote,
    lines: EnrolmentLine[],
    customer: CustomerRef,
  ): Promise<{ id: number; owedCents: number }[]> {
    const invoiceLines = registrationLines(view);
    if (!spec.invoicePerParticipant || lines.length === 1) {
      const { id } = await this.invoices.issue({
        kind: InvoiceKind.Registration,
        customer,
        registrationId: view.id,
        lines: invoiceLines,
        discounts: quote.discounts.map((discount) => ({
          description: discount.label,
          amountCents: discount.amountCents,
        })),
        remarks: spec.remarks,
      });
      return [{ id, owedCents: quote.totalCents }];
    }
    const shares = apportion(
      quote.discountCents,
      view.lines.map((line) => line.unitCents),
    );
    const issued: { id: number; owedCents: number }[] = [];
    for (const [index, line] of invoiceLines.entries()) {
      const { id } = await this.invoices.issue({
        kind: InvoiceKind.Registration,
        customer,
        registrationId: view.id,
        lines: [line],
        discounts: shares[index] > 0 ? [{ description: 'Discount', amountCents: shares[index] }] : [],
        remarks: spec.remarks,
      });
      issued.push({ id, owedCents: view.lines[index].unitCents - shares[index] });
    }
    return issued;
  }

  /** The registration's invoices that still owe money, oldest first. */
  private owedInvoices(registrationId: number): Promise<{ id: number; owedCents: number }[]> {
    return queryRows<{ id: number; owedCents: number }>(
      this.em,
      `select id, balance_cents as "owedCents" from invoice
        where registration_id = ? and status = 'Issued' and balance_cents > 0 order by id`,
      [registrationId],
    );
  }

  /**
   * A payment allocated to the invoices in order (all they owe unless an amount is given), then,
   * once nothing is owed, the registration paid and any held seat confirmed, in one statement.
   */
  private async receive(
    customer: CustomerRef,
    registrationId: number,
    owed: { id: number; owedCents: number }[],
    payment: SalePayment,
    attachment: StoredAttachment | null,
  ): Promise<Received> {
    const total = owed.reduce((sum, invoice) => sum + invoice.owedCents, 0);
    const amountCents = payment.amountCents ?? total;
    if (amountCents > total) {
      throw fieldError('payment.amountCents', `The amount is more than the ${formatCents(total)} owed`);
    }
    let left = amountCents;
    const allocations = owed
      .map((invoice) => {
        const amount = Math.min(invoice.owedCents, left);
        left -= amount;
        return { invoiceId: invoice.id, amountCents: amount };
      })
      .filter((allocation) => allocation.amountCents > 0);
    const received = await this.payments.receive({
      customer,
      mode: { id: payment.paymentModeId },
      receivedOn: payment.receivedOn,
      amountCents,
      reference: payment.reference?.trim() || null,
      chequeBank: payment.chequeBank?.trim() || null,
      remarks: payment.remarks ?? null,
      attachment,
      registrationId,
      allocations,
    });
    const now = currentTime();
    await queryRows(
      this.em,
      `with owed as (
         select count(*)::int as n, coalesce(sum(balance_cents), 0)::int as balance
           from invoice where registration_id = ? and status = 'Issued'),
       paid as (
         update registration r set payment_status = 'paid', status = 'Registered', paid_at = ?, updated_at = ?,
                gst_cents = (select coalesce(sum(gst_cents), 0) from invoice where registration_id = r.id and status = 'Issued')
           from owed where r.id = ? and owed.n > 0 and owed.balance <= 0 and r.payment_status = 'unpaid'
          returning r.id)
       update registration_event set status = 'Confirmed', updated_at = ?
        where registration_id in (select id from paid) and status = 'Draft' returning id`,
      [registrationId, now, now, registrationId, now],
    );
    return received;
  }
}
