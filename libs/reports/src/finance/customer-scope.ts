import { fieldError } from '@app/core';
import { type LedgerScope } from '../ledger/as-at.sql';
import { type StatementQuery } from './finance.dto';

/**
 * The customer a statement is for, as a selective ledger scope: by id for participants and
 * corporates (their indexed columns), by name for walk-ins (a payment's name is on its receipt).
 * None chosen is the spec's "Statement of account not selected".
 */
export const statementCustomer = (query: StatementQuery): LedgerScope => {
  const { customerKind, customerId, customerName } = query;
  if (!customerKind || (customerId === undefined && !customerName)) {
    throw fieldError('customerId', 'Statement of account not selected');
  }
  if (customerKind === 'walk_in' || customerId === undefined) {
    return {
      selective: true,
      filter: (alias, table) => ({
        where:
          table === 'invoice'
            ? `${alias}.customer_kind = ? and ${alias}.customer_name = ?`
            : `${alias}.customer_kind = ? and exists (select 1 from receipt wr where wr.id = ${alias}.receipt_id and wr.customer_name = ?)`,
        params: [customerKind, customerName ?? ''],
      }),
    };
  }
  const column = customerKind === 'corporate' ? 'corporate_id' : 'participant_id';
  return {
    selective: true,
    filter: (alias) => ({
      where: `${alias}.customer_kind = ? and ${alias}.${column} = ?`,
      params: [customerKind, customerId],
    }),
  };
};
