import { formatMoney } from '@/shared/money';
import type { VoidableDocument } from './voidTypes';

/** The confirmation's wording: what a void of this document does, and what it keeps. */
export function voidConsequences(type: VoidableDocument, documentNo: string, amountCents: number): string {
  const kept = `${documentNo} keeps its number and its PDFs are stamped VOID; an unvoid gives it back.`;
  if (type === 'Registration') {
    return `Registration ${documentNo} (${formatMoney(amountCents)}) is voided: its seats are freed and its unpaid invoice is voided with it. Refused once a seat was refunded or money was paid on its invoice. ${kept}`;
  }
  if (type === 'Invoice') {
    return `Invoice ${documentNo} (${formatMoney(amountCents)}) is voided and owes nothing. Refused while it holds money: refund it or move it to another invoice first. ${kept}`;
  }
  return `Receipt ${documentNo} (${formatMoney(amountCents)}) is voided with its payments: the invoices it paid owe that money again. ${kept}`;
}
