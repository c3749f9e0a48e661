import { singaporeDate } from '@app/core';
import { CustomerKind, InvoiceKind, InvoiceService, PaymentConfirmation, PaymentService } from '@app/billing';
import { CorporateService } from '@app/people';
import { PaymentMethod, RegistrationService } from '@app/registration';
import { type DemoContext, type DemoStep } from '../demo-context';

const MINUTE = 60_000;

/**
 * Corporate accounts the finance screens need: one owing two invoices on 30-day terms (the cheque
 * for both is the payments screen's daily work), one that paid part of its invoice by cheque.
 */
const seedCorporateAccounts = async (context: DemoContext): Promise<void> => {
  const corporates = context.app.get(CorporateService);
  const invoices = context.app.get(InvoiceService);
  const payments = context.app.get(PaymentService);
  const workshop = (description: string, unitPriceCents: number, quantity: number) => ({
    description,
    quantity,
    unitPriceCents,
    gstable: true,
  });
  const harbour = await context.unit(() =>
    corporates.save({
      name: 'Harbour Realty Pte Ltd',
      uen: '201912345K',
      address: '1 Raffles Place #20-01',
      postalCode: '048616',
      contactPerson: 'Grace Ong',
      contactEmail: 'accounts@harbour-realty.example.com',
      paymentTermsDays: 30,
    }),
  );
  for (const [days, line] of [
    [-20, workshop('In-house CPD workshop: Ethics and conduct (20 pax)', 10_900, 20)],
    [-6, workshop('RES refresher for new agents (10 pax)', 21_800, 10)],
  ] as const) {
    await context.asOf(context.at(days, '10:30'), () =>
      invoices.issue({
        kind: InvoiceKind.Manual,
        customer: { kind: CustomerKind.Corporate, id: harbour.id },
        lines: [line],
        discounts: [],
        remarks: 'Per purchase order from Harbour Realty',
      }),
    );
  }
  const lion = await context.unit(() =>
    corporates.save({
      name: 'Lion City Properties Pte Ltd',
      uen: '200512345D',
      address: '80 Robinson Road #10-01',
      postalCode: '068898',
      contactEmail: 'finance@lioncity.example.com',
      paymentTermsDays: 14,
    }),
  );
  const billed = await context.asOf(context.at(-12, '09:00'), () =>
    invoices.issue({
      kind: InvoiceKind.Manual,
      customer: { kind: CustomerKind.Corporate, id: lion.id },
      lines: [workshop('CPD seminar: Property market outlook (15 pax)', 8_720, 15)],
      discounts: [],
    }),
  );
  await context.asOf(context.at(-3, '14:00'), () =>
    payments.receive({
      customer: { kind: CustomerKind.Corporate, id: lion.id },
      mode: { code: 'CHEQUE' },
      receivedOn: singaporeDate(),
      amountCents: 65_400,
      reference: '100234',
      chequeBank: 'DBS',
      remarks: 'First instalment',
      allocations: [{ invoiceId: billed.id, amountCents: 65_400 }],
    }),
  );
};

/**
 * This morning's back-office work on registrations still waiting for a PayNow transfer: staff
 * issue invoices for some, take part of one in cash at the counter (`PaymentService`, as the
 * payments screen does) and match one transfer with the bank's records (`PaymentConfirmation`,
 * against the invoice already issued). The rest stay unpaid, with their hold running.
 */
export const billingStep: DemoStep = {
  name: 'billing',
  async run(context: DemoContext): Promise<void> {
    const { app, startedAt } = context;
    const invoices = app.get(InvoiceService);
    const payments = app.get(PaymentService);
    const registrations = app.get(RegistrationService);
    const confirmation = app.get(PaymentConfirmation);
    const minutesAgo = (minutes: number) => new Date(startedAt.getTime() - minutes * MINUTE);
    const [cash, transfer, invoiced] = context.unpaid.filter((registration) => registration.totalCents > 0);
    const invoiceOf = new Map<number, number>();
    for (const [index, registration] of [cash, transfer, invoiced].entries()) {
      if (!registration) continue;
      const invoiceId = await context.asOf(minutesAgo(50 - index * 5), async () =>
        invoices.generateForRegistration(
          registration.registrationId,
          await registrations.view(registration.registrationId, 'records'),
        ),
      );
      invoiceOf.set(registration.registrationId, invoiceId);
    }
    if (cash) {
      await context.asOf(minutesAgo(25), () =>
        payments.receive({
          customer: { kind: CustomerKind.Participant, id: cash.payerId },
          mode: { code: 'CASH' },
          receivedOn: singaporeDate(),
          amountCents: Math.floor(cash.totalCents / 2),
          registrationId: cash.registrationId,
          remarks: 'Deposit at the counter; the rest by PayNow',
          allocations: [
            { invoiceId: invoiceOf.get(cash.registrationId)!, amountCents: Math.floor(cash.totalCents / 2) },
          ],
        }),
      );
    }
    if (transfer) {
      await context.asOf(minutesAgo(10), () =>
        confirmation.confirm({
          registrationId: transfer.registrationId,
          method: PaymentMethod.PayNow,
          reference: 'DEMO-BANK-0001',
          amountCents: transfer.totalCents,
        }),
      );
      context.unpaid = context.unpaid.filter((registration) => registration !== transfer);
    }
    await seedCorporateAccounts(context);
  },
};
