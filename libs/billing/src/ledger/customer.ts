import { Enum, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '@app/core';
import { Corporate, Participant } from '@app/people';

/** Who a billing document belongs to (docs/billing.md "Customers"). */
export enum CustomerKind {
  Participant = 'participant',
  Corporate = 'corporate',
  /** Over the counter: a name (and address) only, no record. */
  WalkIn = 'walk_in',
}

/** A customer as a service is given it: a participant or corporate by id, or a walk-in by name. */
export type CustomerRef =
  | { kind: CustomerKind.Participant; id: number }
  | { kind: CustomerKind.Corporate; id: number }
  | { kind: CustomerKind.WalkIn; name: string; address?: string | null; email?: string | null };

/** The customer as the document was issued to them: kept even when their record changes later. */
export interface CustomerSnapshot {
  name: string;
  address: string | null;
  email: string | null;
}

export const CUSTOMER_CHECK = `(customer_kind = 'participant' and participant_id is not null and corporate_id is null)
  or (customer_kind = 'corporate' and corporate_id is not null and participant_id is null)
  or (customer_kind = 'walk_in' and participant_id is null and corporate_id is null)`;

/**
 * Whose a ledger row is: the kind and the matching id (a check constraint, `CUSTOMER_CHECK`, which
 * each table declares, allows exactly that one). Merging participants moves the ids (foreign keys).
 */
export abstract class CustomerOwned<Optional extends string = never> extends BaseEntity<
  Optional | 'participantId' | 'corporateId'
> {
  @Enum({ items: () => CustomerKind })
  customerKind!: CustomerKind;

  @ManyToOne(() => Participant, {
    mapToPk: true,
    fieldName: 'participant_id',
    nullable: true,
    deleteRule: 'no action',
    index: true,
  })
  participantId?: number | null;

  @ManyToOne(() => Corporate, {
    mapToPk: true,
    fieldName: 'corporate_id',
    nullable: true,
    deleteRule: 'no action',
    index: true,
  })
  corporateId?: number | null;
}

/** A document printed for a customer: also the snapshot it was issued with, kept as issued. */
export abstract class CustomerDocument<Optional extends string = never> extends CustomerOwned<
  Optional | 'customerAddress' | 'customerEmail'
> {
  @Property({ type: 'string', length: 200 })
  customerName!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  customerAddress?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  customerEmail?: string | null;
}
