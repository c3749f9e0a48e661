import { Migration } from '@mikro-orm/migrations';

/**
 * Products sold over the counter (spec 7.7): price including GST in cents and stock on hand. The
 * stock check constraint is the last line of defence; sales take stock with a guarded update.
 */
export class Migration20261124190000_products extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "product" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "code" varchar(30) not null,
      "name" varchar(200) not null,
      "description" text null,
      "price_cents" int not null check ("price_cents" >= 0),
      "gstable" boolean not null default true,
      "stock_on_hand" int not null default 0 check ("stock_on_hand" >= 0),
      "status" text not null default 'Active' check ("status" in ('Active', 'Inactive')),
      constraint "product_code_unique" unique ("code"));`);
    this.addSql(`create index "product_name_trgm" on "product" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "product_code_trgm" on "product" using gin ("code" gin_trgm_ops);`);
    // Product sales are product invoices: their lists filter on kind and date.
    this.addSql(
      `create index if not exists "invoice_kind_issued_on_index" on "invoice" ("kind", "issued_on");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "invoice_kind_issued_on_index";`);
    this.addSql(`drop table if exists "product" cascade;`);
  }
}
