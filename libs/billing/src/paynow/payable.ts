import { type Request } from 'express';
import { type AppAbility } from '@app/core';

/** Something a participant can pay by PayNow: the balance still owed on a registration or invoice. */
export interface Payable {
  /** The registration or invoice number as stored (1 to 25 letters, digits or hyphens). */
  reference: string;
  /** What is still owed, in integer cents. */
  amountCents: number;
  /** Last day the QR code may be paid, YYYY-MM-DD (Singapore date). */
  expiresOn: string;
}

/** What the QR is asked for: a registration number or an invoice number. */
export interface PayableReference {
  kind: 'registration' | 'invoice';
  number: string;
}

/** Who asks: their session (a visitor's own registrations) and their ability (owners, staff). */
export interface PayableCaller {
  request: Request;
  ability: AppAbility;
}

/**
 * Finds what is owed on a registration or invoice number. Implemented by the module that owns
 * registrations and invoices; the PayNow QR route only reads through it.
 */
export interface PayableLookup {
  /**
   * null when nothing has this number, or when the caller may not see it (the same answer, so
   * numbers, which are sequential, tell a stranger nothing).
   */
  findPayable(reference: PayableReference, caller: PayableCaller): Promise<Payable | null>;
}

/** Nest injection token for the {@link PayableLookup} implementation. */
export const PAYABLE_LOOKUP = Symbol('PayableLookup');
