import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig, fieldError } from '@app/core';
import { Corporate, Participant } from '@app/people';
import { CustomerKind, type CustomerRef, type CustomerSnapshot } from './customer';

/** "1 Raffles Place" and "048616" → "1 Raffles Place\nSingapore 048616"; null when neither is known. */
export const postalAddress = (address?: string | null, postalCode?: string | null): string | null =>
  [address?.trim(), postalCode ? `Singapore ${postalCode}` : null].filter(Boolean).join('\n') || null;

/** The columns a customer is stored as on every ledger row. */
export interface CustomerColumns {
  customerKind: CustomerKind;
  participantId: number | null;
  corporateId: number | null;
}

export const customerColumns = (ref: CustomerRef): CustomerColumns => ({
  customerKind: ref.kind,
  participantId: ref.kind === CustomerKind.Participant ? ref.id : null,
  corporateId: ref.kind === CustomerKind.Corporate ? ref.id : null,
});

/** The customer a stored row names. */
export const customerOf = (row: {
  customerKind: CustomerKind;
  participantId?: number | null;
  corporateId?: number | null;
  customerName?: string;
  customerAddress?: string | null;
  customerEmail?: string | null;
}): CustomerRef => {
  if (row.customerKind === CustomerKind.Participant && row.participantId) {
    return { kind: CustomerKind.Participant, id: row.participantId };
  }
  if (row.customerKind === CustomerKind.Corporate && row.corporateId) {
    return { kind: CustomerKind.Corporate, id: row.corporateId };
  }
  return {
    kind: CustomerKind.WalkIn,
    name: row.customerName ?? '',
    address: row.customerAddress ?? null,
    email: row.customerEmail ?? null,
  };
};

/** The customer as a stored document printed them. */
export const storedSnapshot = (row: {
  customerName: string;
  customerAddress?: string | null;
  customerEmail?: string | null;
}): CustomerSnapshot => ({
  name: row.customerName,
  address: row.customerAddress ?? null,
  email: row.customerEmail ?? null,
});

export const sameCustomer = (a: CustomerRef, b: CustomerRef): boolean =>
  a.kind === b.kind && (a.kind === CustomerKind.WalkIn || ('id' in b && a.id === b.id));

/** Who invoices are addressed to, and when they fall due (docs/billing.md "Customers"). */
@Injectable()
export class CustomerDirectory {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** The name, address and e-mail printed on a document issued to the customer now. */
  async snapshot(ref: CustomerRef, field = 'customer'): Promise<CustomerSnapshot> {
    if (ref.kind === CustomerKind.WalkIn) {
      if (!ref.name.trim()) throw fieldError(`${field}.name`, 'Customer name is required');
      return {
        name: ref.name.trim(),
        address: ref.address?.trim() || null,
        email: ref.email?.trim() || null,
      };
    }
    if (ref.kind === CustomerKind.Participant) {
      const participant = await this.em.findOne(Participant, { id: ref.id });
      if (!participant) throw fieldError(`${field}.id`, 'No participant has this id');
      return {
        name: `${participant.firstName} ${participant.lastName}`,
        address: postalAddress(participant.address, participant.postalCode),
        email: participant.email,
      };
    }
    const corporate = await this.em.findOne(Corporate, { id: ref.id });
    if (!corporate) throw fieldError(`${field}.id`, 'No corporate has this id');
    return {
      name: corporate.name,
      address: postalAddress(corporate.address, corporate.postalCode),
      email: corporate.contactEmail ?? null,
    };
  }

  /** Corporates pay within their terms (or the configured default); everyone else on receipt. */
  async dueOn(ref: CustomerRef, issuedOn: string): Promise<string> {
    if (ref.kind !== CustomerKind.Corporate) return issuedOn;
    const corporate = await this.em.findOne(Corporate, { id: ref.id });
    const days = corporate?.paymentTermsDays ?? this.config.finance.corporatePaymentTermsDays;
    return addDays(issuedOn, days);
  }
}

/** A calendar day plus whole days (no time zones involved). */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
