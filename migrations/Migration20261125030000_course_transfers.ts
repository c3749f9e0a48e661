import { Migration } from '@mikro-orm/migrations';

/**
 * Course transfers (issue 16 item 4): one row per seat moved to another event or participant, with
 * the documents it left behind, and the payment mode the paid amount moves between invoices by
 * (inactive: staff never pick it for money received).
 */
export class Migration20261125030000_course_transfers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "course_transfer" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
        "from_registration_event_id" int not null references "registration_event" ("id") on update cascade on delete no action,
        "to_registration_event_id" int not null references "registration_event" ("id") on update cascade on delete no action,
        "from_invoice_id" int not null references "invoice" ("id") on update cascade on delete no action,
        "credit_note_id" int not null references "credit_note" ("id") on update cascade on delete no action,
        "to_invoice_id" int not null references "invoice" ("id") on update cascade on delete no action,
        "refund_id" int null references "refund" ("id") on update cascade on delete no action,
        "payment_id" int null references "payment" ("id") on update cascade on delete no action,
        "credited_cents" int not null, "new_price_cents" int not null, "difference_cents" int not null,
        "reason" text not null, "transferred_on" date not null,
        "transferred_by" int null references "app_user" ("id") on update cascade on delete set null,
        constraint "course_transfer_from_unique" unique ("from_registration_event_id"));`,
    );
    this.addSql(
      `create index "course_transfer_transferred_on_index" on "course_transfer" ("transferred_on");`,
    );
    this.addSql(
      `create index "course_transfer_to_registration_event_id_index" on "course_transfer" ("to_registration_event_id");`,
    );
    this.addSql(
      `insert into "payment_mode" ("code", "name", "status", "sort_order") values ('TRANSFER', 'Course transfer', 'Inactive', 900)
       on conflict do nothing;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "course_transfer";`);
    this.addSql(
      `delete from "payment_mode" m where m."code" = 'TRANSFER' and not exists (select 1 from "payment" p where p."payment_mode_id" = m."id") and not exists (select 1 from "refund" r where r."payment_mode_id" = m."id");`,
    );
  }
}
