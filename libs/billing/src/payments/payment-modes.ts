import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { fieldError, queryRows } from '@app/core';

export interface PaymentModeRow {
  id: number;
  code: string | null;
  name: string;
}

/** Codes of the payment modes list that need more than an amount. */
export const CHEQUE_MODES = new Set(['CHEQUE']);
export const REFERENCE_MODES = new Set(['PAYNOW', 'PAYNOW-PA', 'GIRO-BANK1']);

/** The payment modes list (configuration), as payments name their mode. */
@Injectable()
export class PaymentModes {
  constructor(private readonly em: EntityManager) {}

  /** An active mode by id; an unknown or inactive one is a field error on `field`. */
  async active(id: number, field = 'paymentModeId'): Promise<PaymentModeRow> {
    const [mode] = await queryRows<PaymentModeRow>(
      this.em,
      `select id, code, name from payment_mode where id = ? and status = 'Active'`,
      [id],
    );
    if (!mode) throw fieldError(field, 'Unknown payment mode');
    return mode;
  }

  /** A mode by its code (the online providers' STRIPE, PAYPAL, PAYNOW), active or not: money already came in. */
  async byCode(code: string): Promise<PaymentModeRow> {
    const [mode] = await queryRows<PaymentModeRow>(
      this.em,
      `select id, code, name from payment_mode where code = ?`,
      [code],
    );
    if (!mode) throw new Error(`The payment modes list has no ${code}`);
    return mode;
  }
}
