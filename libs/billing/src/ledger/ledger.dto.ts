import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IfGiven, IsCalendarDate, PageQueryDto, RecordId, WholeNumber } from '@app/core';
import { CustomerKind, type CustomerRef } from './customer';

/** The largest amount a single document or payment may carry: S$10 million, in cents. */
export const MAX_CENTS = 1_000_000_000;

/** Money in integer cents, at least `min`. */
export const Cents = (min = 1, message?: string): PropertyDecorator =>
  WholeNumber({ min, max: MAX_CENTS, message: message ?? 'Amount must be a whole number of cents' });

/** A customer as forms name one: a participant or corporate by id, or a walk-in by name. */
export class CustomerInput {
  @IsIn(Object.values(CustomerKind), { message: 'Customer kind must be participant, corporate or walk_in' })
  kind!: CustomerKind;

  @IfGiven()
  @RecordId()
  id?: number | null;

  @IfGiven()
  @IsString()
  @MaxLength(200)
  name?: string | null;

  @IfGiven()
  @IsString()
  @MaxLength(500)
  address?: string | null;

  @IfGiven()
  @IsEmail({}, { message: 'E-mail must be an e-mail address' })
  @MaxLength(254)
  email?: string | null;
}

/** A customer input as the services take it; none when no customer was picked (or its id is missing). */
export const customerRef = (input: CustomerInput | undefined): CustomerRef | undefined => {
  if (!input) return undefined;
  if (input.kind === CustomerKind.WalkIn) {
    return { kind: CustomerKind.WalkIn, name: input.name ?? '', address: input.address, email: input.email };
  }
  if (!input.id) return undefined;
  return { kind: input.kind, id: input.id };
};

export class AllocationInput {
  @RecordId({ message: 'Invoice is required' })
  invoiceId!: number;

  @Cents(1, 'Amount must be more than zero, in cents')
  amountCents!: number;
}

/** A paged list of ledger rows with the filters finance screens share. */
export class LedgerListQuery extends PageQueryDto {
  @IfGiven()
  @IsCalendarDate('From')
  dateFrom?: string;

  @IfGiven()
  @IsCalendarDate('To')
  dateTo?: string;
}

export class ReasonInput {
  @RecordId()
  id!: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string | null;
}

export class CustomerQuery {
  @RecordId({ message: 'id must name the customer' })
  id!: number;

  @IsOptional()
  @IsIn([CustomerKind.Participant, CustomerKind.Corporate], {
    message: 'kind must be participant or corporate',
  })
  kind: CustomerKind.Participant | CustomerKind.Corporate = CustomerKind.Participant;
}
