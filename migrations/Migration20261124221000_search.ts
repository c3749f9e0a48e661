import { Migration } from '@mikro-orm/migrations';

/**
 * Trigram indexes for the back-office search's substring matches (spec 9's filter types) on the
 * columns that had none: NRIC, CEA number and mobile of participants, registration and payment
 * references, company registration numbers, and the customer on invoices and receipts.
 */
const INDEXES: [table: string, column: string][] = [
  ['participant', 'nric'],
  ['participant', 'cea_reg_no'],
  ['participant', 'mobile_no'],
  ['registration', 'reg_no'],
  ['registration', 'payment_reference'],
  ['payment', 'provider_reference'],
  ['corporate', 'uen'],
  ['invoice', 'customer_email'],
  ['receipt', 'customer_name'],
  ['receipt', 'customer_email'],
];

export class Migration20261124221000_search extends Migration {
  override async up(): Promise<void> {
    for (const [table, column] of INDEXES) {
      this.addSql(
        `create index "${table}_${column}_trgm" on "${table}" using gin ("${column}" gin_trgm_ops);`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table, column] of INDEXES) this.addSql(`drop index "${table}_${column}_trgm";`);
  }
}
