import { gstOfInclusive } from '@app/registration';

/**
 * The ledger's arithmetic, in integer cents, as pure functions (docs/billing.md "Balances"). The
 * SQL twins of `invoiceBalance` and `settlementOf` are in `ledger.sql.ts`; a test holds them together.
 */

/**
 * Splits `total` over `weights` in proportion, so the shares add up to it exactly: each gets the
 * floor of its exact share, and the cents left over go one each to the largest remainders, the
 * earlier weight first on a tie (the migration of old invoice lines does the same in SQL).
 */
export const apportion = (total: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight, index) => {
    const numerator = total * weight;
    const floor = Math.floor(numerator / sum);
    return { index, floor, remainder: numerator - floor * sum };
  });
  const left = total - shares.reduce((acc, share) => acc + share.floor, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const result = shares.map((share) => share.floor);
  for (const share of byRemainder.slice(0, left)) result[share.index] += 1;
  return result;
};

export interface LineInput {
  description: string;
  quantity: number;
  unitPriceCents: number;
  gstable: boolean;
  registrationEventId?: number | null;
  productId?: number | null;
}

export interface DiscountInput {
  description: string;
  amountCents: number;
}

export interface PricedLine extends LineInput {
  amountCents: number;
  discountCents: number;
  gstCents: number;
}

export interface PricedInvoice {
  lines: PricedLine[];
  totalCents: number;
  gstCents: number;
}

/**
 * An invoice's figures from its lines (prices including GST) and discounts: each line's share of
 * the discounts, the GST of the GST-able net amount at the rate (the GST share of an inclusive
 * price, rounded half up once on the total, as checkout prices), and each GST-able line's share of it.
 */
export const priceInvoice = (
  lines: readonly LineInput[],
  discounts: readonly DiscountInput[],
  rateBasisPoints: number,
): PricedInvoice => {
  const amounts = lines.map((line) => line.quantity * line.unitPriceCents);
  const discountTotal = discounts.reduce((sum, discount) => sum + discount.amountCents, 0);
  const gross = amounts.reduce((sum, amount) => sum + amount, 0);
  if (discountTotal > gross) throw new RangeError('Discounts exceed the lines they discount');
  const discountShares = apportion(discountTotal, amounts);
  const nets = amounts.map((amount, index) => amount - discountShares[index]);
  const gstableNets = nets.map((net, index) => (lines[index].gstable ? net : 0));
  const gstCents = gstOfInclusive(
    gstableNets.reduce((sum, net) => sum + net, 0),
    rateBasisPoints,
  );
  const gstShares = apportion(gstCents, gstableNets);
  return {
    lines: lines.map((line, index) => ({
      ...line,
      amountCents: amounts[index],
      discountCents: discountShares[index],
      gstCents: gstShares[index],
    })),
    totalCents: gross - discountTotal,
    gstCents,
  };
};

/**
 * The GST-able part of each discount: a discount is spread over the lines by their amounts, and the
 * part that fell on GST-able lines carries GST. What a full tax invoice prints excluding GST.
 */
export const gstableDiscountShares = (
  lines: readonly { amountCents: number; gstable: boolean }[],
  discounts: readonly { amountCents: number }[],
): number[] =>
  discounts.map((discount) => {
    const shares = apportion(
      discount.amountCents,
      lines.map((line) => line.amountCents),
    );
    return shares.reduce((sum, share, index) => sum + (lines[index].gstable ? share : 0), 0);
  });

export interface InvoiceFigures {
  status: 'Draft' | 'Issued' | 'Void';
  totalCents: number;
  /** Σ allocations of payments that are not void. */
  paidCents: number;
  /** Σ issued credit notes. */
  creditedCents: number;
  /** Σ refunds paid out. */
  refundedCents: number;
}

/** What the customer still owes on an invoice (negative: they are owed money); nothing on a draft or void one. */
export const invoiceBalance = (invoice: InvoiceFigures): number =>
  invoice.status === 'Issued'
    ? invoice.totalCents - invoice.creditedCents - invoice.paidCents + invoice.refundedCents
    : 0;

export type SettlementName = 'Draft' | 'Unpaid' | 'PartlyPaid' | 'Paid' | 'Credited' | 'Void';

/**
 * The status lists show: Credited when credit notes cover the total, Paid when nothing is owed,
 * Partly paid when something was paid and something is owed, else Unpaid.
 */
export const settlementOf = (invoice: InvoiceFigures): SettlementName => {
  if (invoice.status === 'Draft' || invoice.status === 'Void') return invoice.status;
  if (invoice.totalCents > 0 && invoice.creditedCents >= invoice.totalCents) return 'Credited';
  const balance = invoiceBalance(invoice);
  if (balance <= 0) return 'Paid';
  return invoice.paidCents > 0 ? 'PartlyPaid' : 'Unpaid';
};

/** How a payment is spread: at most its amount, each invoice at most what it owes. */
export interface AllocationCheck {
  amountCents: number;
  allocations: readonly { invoiceId: number; amountCents: number }[];
  balances: ReadonlyMap<number, number>;
}

export type AllocationProblem =
  | { kind: 'over-allocated'; allocatedCents: number }
  | { kind: 'over-balance'; invoiceId: number; balanceCents: number; amountCents: number }
  | { kind: 'unallocated'; unallocatedCents: number };

/**
 * What is wrong with a payment's allocations, if anything: more allocated than paid, more to an
 * invoice than it owes, or money left over when it is not to be kept as a credit on account.
 */
export const allocationProblem = (
  check: AllocationCheck,
  creditOnAccount: boolean,
): AllocationProblem | null => {
  const allocatedCents = check.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  if (allocatedCents > check.amountCents) return { kind: 'over-allocated', allocatedCents };
  for (const allocation of check.allocations) {
    const balanceCents = check.balances.get(allocation.invoiceId) ?? 0;
    if (allocation.amountCents > balanceCents) {
      return {
        kind: 'over-balance',
        invoiceId: allocation.invoiceId,
        balanceCents,
        amountCents: allocation.amountCents,
      };
    }
  }
  const unallocatedCents = check.amountCents - allocatedCents;
  if (unallocatedCents > 0 && !creditOnAccount) return { kind: 'unallocated', unallocatedCents };
  return null;
};

/** An invoice as a credit note sees it: its lines, totals, rate, and what earlier credit notes took. */
export interface CreditableInvoice {
  lines: readonly {
    description: string;
    amountCents: number;
    discountCents: number;
    gstCents: number;
    gstable: boolean;
  }[];
  totalCents: number;
  gstCents: number;
  gstRateBasisPoints: number;
  /** Earlier credit notes still standing (issued, or pending approval). */
  earlierCredits: readonly {
    lines: readonly { lineIndex: number | null; amountCents: number; gstCents: number }[];
  }[];
}

export type CreditRequest =
  | { kind: 'full' }
  | { kind: 'amount'; amountCents: number; description: string }
  | { kind: 'lines'; lines: readonly { lineIndex: number; amountCents: number }[] };

export interface CreditNoteFigures {
  lines: { description: string; lineIndex: number | null; amountCents: number; gstCents: number }[];
  totalCents: number;
  gstCents: number;
}

export class CreditRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

/**
 * A credit note's figures, GST reversed at the invoice's rate. A line is credited at most its net
 * amount (amount less its discount share) less what earlier notes credited on it; an amount at most
 * what is left of the invoice. Whatever closes a line (or the invoice) reverses exactly the GST
 * left on it, so a fully credited invoice has its GST reversed to the cent; a part reverses the GST
 * share of its GST-able part, rounded half up, never more than is left.
 */
export const creditNoteFigures = (invoice: CreditableInvoice, request: CreditRequest): CreditNoteFigures => {
  const earlier = invoice.earlierCredits.flatMap((note) => note.lines);
  const creditedTotal = sum(earlier.map((line) => line.amountCents));
  const creditedGst = sum(earlier.map((line) => line.gstCents));
  const leftTotal = invoice.totalCents - creditedTotal;
  const leftGst = invoice.gstCents - creditedGst;
  if (leftTotal <= 0) throw new CreditRefused('invoiceId', 'The invoice is already fully credited');

  if (request.kind === 'lines') {
    if (request.lines.length === 0) throw new CreditRefused('lines', 'Choose at least one line to credit');
    const seen = new Set<number>();
    const lines = request.lines.map((wanted, position) => {
      const line = invoice.lines[wanted.lineIndex];
      const field = `lines.${position}`;
      if (!line) throw new CreditRefused(`${field}.lineIndex`, 'The invoice has no such line');
      if (seen.has(wanted.lineIndex))
        throw new CreditRefused(`${field}.lineIndex`, 'Each line may be credited once per note');
      seen.add(wanted.lineIndex);
      const onLine = earlier.filter((credit) => credit.lineIndex === wanted.lineIndex);
      const lineLeft =
        line.amountCents - line.discountCents - sum(onLine.map((credit) => credit.amountCents));
      const gstLeft = line.gstCents - sum(onLine.map((credit) => credit.gstCents));
      if (wanted.amountCents > lineLeft) {
        throw new CreditRefused(
          `${field}.amountCents`,
          `At most ${lineLeft} cents are left to credit on "${line.description}"`,
        );
      }
      const gstCents =
        wanted.amountCents === lineLeft
          ? gstLeft
          : line.gstable
            ? Math.min(gstOfInclusive(wanted.amountCents, invoice.gstRateBasisPoints), gstLeft)
            : 0;
      return {
        description: line.description,
        lineIndex: wanted.lineIndex,
        amountCents: wanted.amountCents,
        gstCents,
      };
    });
    const totalCents = sum(lines.map((line) => line.amountCents));
    if (totalCents > leftTotal)
      throw new CreditRefused('lines', 'More than is left of the invoice to credit');
    return { lines, totalCents, gstCents: Math.min(sum(lines.map((line) => line.gstCents)), leftGst) };
  }

  const amountCents = request.kind === 'full' ? leftTotal : request.amountCents;
  if (amountCents > leftTotal) {
    throw new CreditRefused('amountCents', `At most ${leftTotal} cents are left to credit on this invoice`);
  }
  const nets = invoice.lines.map((line) => line.amountCents - line.discountCents);
  const gstableNet = sum(nets.filter((_, index) => invoice.lines[index].gstable));
  const totalNet = sum(nets);
  const gstablePart = totalNet > 0 ? Math.round((amountCents * gstableNet) / totalNet) : amountCents;
  const gstCents =
    amountCents === leftTotal
      ? leftGst
      : Math.min(gstOfInclusive(gstablePart, invoice.gstRateBasisPoints), leftGst);
  const description = request.kind === 'full' ? 'Credit of the invoice' : request.description;
  return {
    lines: [{ description, lineIndex: null, amountCents, gstCents }],
    totalCents: amountCents,
    gstCents,
  };
};
