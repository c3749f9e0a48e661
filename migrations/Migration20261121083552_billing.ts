import { Migration } from '@mikro-orm/migrations';

export class Migration20261121083552_billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "payment_provider_event" ("event_id" varchar(100) not null, "provider" varchar(20) not null, "type" varchar(60) not null, "received_at" timestamptz not null, constraint "payment_provider_event_pkey" primary key ("event_id"));`,
    );

    this.addSql(
      `create table "invoice" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "invoice_no" varchar(20) not null, "registration_id" int null, "issued_on" date not null, "customer_name" varchar(200) not null, "customer_address" varchar(500) not null, "customer_email" varchar(254) not null, "lines" jsonb not null, "discounts" jsonb not null, "total_cents" int not null, "gst_cents" int not null, "gst_rate_basis_points" int not null, "footer_html" text not null, "status" text check ("status" in ('Issued', 'Void')) not null default 'Issued');`,
    );
    this.addSql(`alter table "invoice" add constraint "invoice_invoice_no_unique" unique ("invoice_no");`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_registration_id_unique" unique ("registration_id");`,
    );

    this.addSql(
      `create table "receipt" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "receipt_no" varchar(20) not null, "invoice_id" int not null, "received_on" date not null, "amount_cents" int not null, "method" text check ("method" in ('card', 'paynow', 'paypal', 'none')) not null, "reference" varchar(100) null, "footer_html" text not null, "status" text check ("status" in ('Active', 'Archived')) not null default 'Active');`,
    );
    this.addSql(`alter table "receipt" add constraint "receipt_receipt_no_unique" unique ("receipt_no");`);

    this.addSql(
      `create table "payment" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "registration_id" int not null, "invoice_id" int not null, "method" text check ("method" in ('card', 'paynow', 'paypal', 'none')) not null, "provider_reference" varchar(100) not null, "amount_cents" int not null, "received_at" timestamptz not null);`,
    );
    this.addSql(`create index "payment_registration_id_index" on "payment" ("registration_id");`);
    this.addSql(
      `alter table "payment" add constraint "payment_method_provider_reference_unique" unique ("method", "provider_reference");`,
    );

    this.addSql(
      `alter table "invoice" add constraint "invoice_registration_id_foreign" foreign key ("registration_id") references "registration" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "receipt" add constraint "receipt_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "payment" add constraint "payment_registration_id_foreign" foreign key ("registration_id") references "registration" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "receipt" drop constraint "receipt_invoice_id_foreign";`);

    this.addSql(`alter table "payment" drop constraint "payment_invoice_id_foreign";`);

    this.addSql(`drop table if exists "payment_provider_event" cascade;`);

    this.addSql(`drop table if exists "invoice" cascade;`);

    this.addSql(`drop table if exists "receipt" cascade;`);

    this.addSql(`drop table if exists "payment" cascade;`);
  }
}
