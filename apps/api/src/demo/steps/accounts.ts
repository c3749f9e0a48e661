import { singaporeDate } from '@app/core';
import { CustomerKind, InvoiceKind, InvoiceService, PaymentService } from '@app/billing';
import { type DemoContext, type DemoStep } from '../demo-context';

/** Invoices on 30 days' terms issued this many days ago, and what was paid of each (and when). */
const LEDGER = [
  { daysAgo: 130, cents: 64_200, paid: { daysAgo: 100, cents: 20_000 } },
  { daysAgo: 95, cents: 42_800, paid: null },
  { daysAgo: 70, cents: 85_600, paid: { daysAgo: 50, cents: 35_600 } },
  { daysAgo: 48, cents: 32_100, paid: null },
  { daysAgo: 40, cents: 53_500, paid: { daysAgo: 5, cents: 53_500 } },
  { daysAgo: 12, cents: 21_400, paid: null },
] as const;

/**
 * Accounts receivable with a history, so the aged trial balance and the statements of account have
 * something in every bucket today and as at the end of last month: in-house training billed to
 * participants over the past four months, some paid in part, one paid only this week.
 */
export const accountsStep: DemoStep = {
  name: 'accounts',
  async run(context: DemoContext): Promise<void> {
    const invoices = context.app.get(InvoiceService);
    const payments = context.app.get(PaymentService);
    const customers = context.people
      .filter((person) => person.participantId !== undefined)
      .slice(-LEDGER.length);
    for (const [index, entry] of LEDGER.entries()) {
      const person = customers[index];
      if (!person?.participantId) continue;
      const customer = { kind: CustomerKind.Participant as const, id: person.participantId };
      const issuedAt = context.at(-entry.daysAgo, '10:00');
      const invoice = await context.asOf(issuedAt, () =>
        invoices.issue({
          kind: InvoiceKind.Manual,
          customer,
          lines: [
            {
              description: 'In-house negotiation workshop',
              quantity: 1,
              unitPriceCents: entry.cents,
              gstable: false,
            },
          ],
          discounts: [],
          dueOn: singaporeDate(context.at(30 - entry.daysAgo, '10:00')),
        }),
      );
      if (!entry.paid) continue;
      const paidAt = context.at(-entry.paid.daysAgo, '11:00');
      const amountCents = entry.paid.cents;
      await context.asOf(paidAt, () =>
        payments.receive({
          customer,
          mode: { code: 'CASH' },
          receivedOn: singaporeDate(paidAt),
          amountCents,
          allocations: [{ invoiceId: invoice.id, amountCents }],
        }),
      );
    }
  },
};
