/** Something a participant can pay by PayNow: the balance still owed on a registration or invoice. */
export interface Payable {
  /** The registration or invoice number as stored (1 to 25 letters, digits or hyphens). */
  reference: string;
  /** What is still owed, in integer cents. */
  amountCents: number;
  /** Last day the QR code may be paid, YYYY-MM-DD (Singapore date). */
  expiresOn: string;
}

/**
 * Finds what is owed on a registration or invoice number. Implemented by the module that owns
 * registrations and invoices; the PayNow QR route only reads through it.
 */
export interface PayableLookup {
  /** null when no registration or invoice has this number. */
  findPayable(reference: string): Promise<Payable | null>;
}

/** Nest injection token for the {@link PayableLookup} implementation. */
export const PAYABLE_LOOKUP = Symbol('PayableLookup');
