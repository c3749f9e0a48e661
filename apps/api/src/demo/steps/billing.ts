import { singaporeDate } from '@app/core';
import { CustomerKind, InvoiceService, PaymentConfirmation, PaymentService } from '@app/billing';
import { PaymentMethod, RegistrationService } from '@app/registration';
import { type DemoContext, type DemoStep } from '../demo-context';

const MINUTE = 60_000;

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
  },
};
