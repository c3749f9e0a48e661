import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { OptionalDate, PageQueryDto, RecordId } from '@app/core';

export const CUSTOMER_KINDS = ['participant', 'corporate', 'walk_in'] as const;

/** The aged trial balance: as at a date (today in Singapore when none), by due or invoice date. */
export class AgedTrialBalanceQuery extends PageQueryDto {
  @OptionalDate('As at date')
  asAt?: string;

  @IsOptional()
  @IsIn(['due', 'invoice'], { message: 'basis must be due or invoice' })
  basis?: 'due' | 'invoice';

  @IsOptional()
  @IsIn(CUSTOMER_KINDS, { message: 'customerType must be participant, corporate or walk_in' })
  customerType?: (typeof CUSTOMER_KINDS)[number];

  /** Upper days of the first four buckets, `30,60,90,120` by default. */
  @IsOptional()
  @IsString()
  @Matches(/^\d{1,4}(,\d{1,4}){3}$/, {
    message: 'boundaries must be four increasing numbers of days, e.g. 30,60,90,120',
  })
  boundaries?: string;
}

/** One customer's invoices in the aged trial balance (the drill-down). */
export class AgedInvoicesQuery extends AgedTrialBalanceQuery {
  @IsIn(CUSTOMER_KINDS, { message: 'customerKind must be participant, corporate or walk_in' })
  customerKind!: (typeof CUSTOMER_KINDS)[number];

  /** The participant's or corporate's id; a walk-in customer is found by name. */
  @IsOptional()
  @RecordId()
  customerId?: number;

  @IsOptional()
  @IsString()
  customerName?: string;
}

/** Customers with a statement at a date (`statementofaccount/getallcustomers?date`). */
export class StatementCustomersQuery extends PageQueryDto {
  @OptionalDate('Date')
  date?: string;

  @IsOptional()
  @IsIn(CUSTOMER_KINDS, { message: 'customerType must be participant, corporate or walk_in' })
  customerType?: (typeof CUSTOMER_KINDS)[number];
}

/** One customer's statement at a date. */
export class StatementQuery extends PageQueryDto {
  @OptionalDate('Date')
  date?: string;

  @IsOptional()
  @IsIn(CUSTOMER_KINDS, { message: 'Statement of account not selected' })
  customerKind?: (typeof CUSTOMER_KINDS)[number];

  @IsOptional()
  @RecordId()
  customerId?: number;

  @IsOptional()
  @IsString()
  customerName?: string;
}
