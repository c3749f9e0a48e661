import { Migration } from '@mikro-orm/migrations';

/**
 * Covering indexes for the finance reports as at a date (docs/reports.md "Indexes and plans"): the
 * whole-ledger sums of allocations per invoice and per payment stream through them in key order
 * (index-only scans merged with the invoices and payments) instead of hashing a million rows.
 */
export class Migration20261125050000_finance_report_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "payment_allocation_invoice_id_amount_index" on "payment_allocation" ("invoice_id") include ("amount_cents");`,
    );
    this.addSql(
      `create index "payment_allocation_payment_id_amount_index" on "payment_allocation" ("payment_id") include ("amount_cents");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "payment_allocation_invoice_id_amount_index";`);
    this.addSql(`drop index "payment_allocation_payment_id_amount_index";`);
  }
}
