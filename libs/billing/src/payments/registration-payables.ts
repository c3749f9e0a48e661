import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { singaporeDate } from '@app/core';
import { PaymentStatus, Registration, RegistrationAccess } from '@app/registration';
import { Invoice, InvoiceStatus } from '../invoices/invoice.entity';
import {
  type Payable,
  type PayableCaller,
  type PayableLookup,
  type PayableReference,
} from '../paynow/payable';

/**
 * What a PayNow QR may ask for: an unpaid registration's total, or what is left on an invoice,
 * payable until the registration's hold runs out. Who may ask is the registration's access rule.
 */
@Injectable()
export class RegistrationPayables implements PayableLookup {
  constructor(
    private readonly em: EntityManager,
    private readonly access: RegistrationAccess,
  ) {}

  async findPayable(reference: PayableReference, caller: PayableCaller): Promise<Payable | null> {
    const found =
      reference.kind === 'registration'
        ? await this.byRegistration(reference.number)
        : await this.byInvoice(reference.number);
    if (!found) return null;
    const allowed = await this.access.allows(caller.request, caller.ability, found.registration);
    return allowed ? found.payable : null;
  }

  private async byRegistration(regNo: string) {
    const registration = await this.em.findOne(Registration, { regNo }, { populate: ['lines'] });
    if (!registration) return null;
    const amountCents = registration.paymentStatus === PaymentStatus.Unpaid ? registration.totalCents : 0;
    return { registration, payable: this.payable(regNo, amountCents, registration) };
  }

  private async byInvoice(invoiceNo: string) {
    const invoice = await this.em.findOne(Invoice, { invoiceNo });
    if (!invoice?.registrationId) return null;
    const registration = await this.em.findOneOrFail(
      Registration,
      { id: invoice.registrationId },
      { populate: ['lines'] },
    );
    const owedCents = invoice.status === InvoiceStatus.Void ? 0 : Math.max(invoice.balanceCents, 0);
    return { registration, payable: this.payable(invoiceNo, owedCents, registration) };
  }

  private payable(reference: string, amountCents: number, registration: Registration): Payable {
    return { reference, amountCents, expiresOn: singaporeDate(registration.holdExpiresAt) };
  }
}
