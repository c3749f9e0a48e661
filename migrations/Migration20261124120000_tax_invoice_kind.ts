import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices say whether they are full or simplified tax invoices, and a simplified one may have no
 * customer address. Invoices issued before were all drawn as full tax invoices; they stay as issued.
 */
export class Migration20261124120000_tax_invoice_kind extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "invoice" add column "kind" text check ("kind" in ('full', 'simplified')) not null default 'full';`,
    );
    this.addSql(`alter table "invoice" alter column "kind" drop default;`);
    this.addSql(`alter table "invoice" alter column "customer_address" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "invoice" drop column "kind";`);
    this.addSql(`update "invoice" set "customer_address" = '-' where "customer_address" is null;`);
    this.addSql(`alter table "invoice" alter column "customer_address" set not null;`);
  }
}
