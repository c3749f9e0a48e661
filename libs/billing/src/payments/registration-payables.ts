import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { singaporeDate } from '@app/core';
import { PaymentStatus, Registration } from '@app/registration';
import { type Payable, type PayableLookup } from '../paynow/payable';

/** What a PayNow QR may ask for: an unpaid registration's total, payable until its hold runs out. */
@Injectable()
export class RegistrationPayables implements PayableLookup {
  constructor(private readonly em: EntityManager) {}

  async findPayable(reference: string): Promise<Payable | null> {
    const registration = await this.em.findOne(Registration, { regNo: reference });
    if (!registration) return null;
    return {
      reference: registration.regNo,
      amountCents: registration.paymentStatus === PaymentStatus.Unpaid ? registration.totalCents : 0,
      expiresOn: singaporeDate(registration.holdExpiresAt),
    };
  }
}
