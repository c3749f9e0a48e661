import { Migration } from '@mikro-orm/migrations';

export class Migration20261121082849_registrations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "document_number" ("series" varchar(40) not null, "last_issued" int not null, constraint "document_number_pkey" primary key ("series"));`,
    );

    this.addSql(
      `create table "exclusive_bundle" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "course_ids" jsonb not null, "discount_cents" int not null, "valid_from" date null, "valid_to" date null, "active" boolean not null default true);`,
    );

    this.addSql(
      `create table "promo_code" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "code" varchar(40) not null, "description" varchar(200) not null, "kind" text check ("kind" in ('percent', 'amount')) not null, "value" int not null, "course_ids" jsonb not null, "valid_from" date null, "valid_to" date null, "max_uses" int null, "used_count" int not null default 0, "active" boolean not null default true);`,
    );
    this.addSql(`alter table "promo_code" add constraint "promo_code_code_unique" unique ("code");`);

    this.addSql(
      `create table "registration" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "reg_no" varchar(20) not null, "channel" text check ("channel" in ('WALK-IN', 'CORPORATE', 'GROUP', 'ONLINE', 'VO')) not null, "status" text check ("status" in ('InProgress', 'RegisteredNotCompleted', 'Registered', 'Archived')) not null default 'InProgress', "payment_status" text check ("payment_status" in ('paid', 'unpaid', 'no_payment_required')) not null default 'unpaid', "payment_method" text check ("payment_method" in ('card', 'paynow', 'paypal', 'none')) not null, "payment_reference" varchar(100) null, "user_id" int null, "payer_id" int not null, "subtotal_cents" int not null, "discount_cents" int not null, "total_cents" int not null, "gst_cents" int not null, "gst_rate_basis_points" int not null, "discounts" jsonb not null, "promo_code" varchar(40) null, "hold_expires_at" timestamptz not null, "paid_at" timestamptz null, "idempotency_key" varchar(64) null, "remarks" text null);`,
    );
    this.addSql(`alter table "registration" add constraint "registration_reg_no_unique" unique ("reg_no");`);
    this.addSql(
      `alter table "registration" add constraint "registration_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(
      `create index "registration_status_hold_expires_at_index" on "registration" ("status", "hold_expires_at");`,
    );

    this.addSql(
      `create table "registration_event" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "registration_id" int not null, "event_id" int not null, "participant_id" int not null, "participant_type_id" int null, "status" text check ("status" in ('Draft', 'Confirmed', 'Rescheduled', 'Attended', 'Refunded', 'Voided')) not null default 'Draft', "list_cents" int not null, "unit_cents" int not null);`,
    );
    this.addSql(
      `create index "registration_event_event_id_status_index" on "registration_event" ("event_id", "status");`,
    );
    this.addSql(
      `create unique index "registration_event_live_seat" on "registration_event" ("event_id", "participant_id") where "status" in ('Draft', 'Confirmed', 'Rescheduled', 'Attended');`,
    );

    this.addSql(
      `create table "event_fee" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "event_id" int not null, "participant_type_id" int not null, "fee_cents" int not null);`,
    );
    this.addSql(
      `alter table "event_fee" add constraint "event_fee_event_id_participant_type_id_unique" unique ("event_id", "participant_type_id");`,
    );

    this.addSql(
      `alter table "registration" add constraint "registration_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "registration" add constraint "registration_payer_id_foreign" foreign key ("payer_id") references "participant" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "registration_event" add constraint "registration_event_registration_id_foreign" foreign key ("registration_id") references "registration" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "registration_event" add constraint "registration_event_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "registration_event" add constraint "registration_event_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "registration_event" add constraint "registration_event_participant_type_id_foreign" foreign key ("participant_type_id") references "participant_type" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "event_fee" add constraint "event_fee_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "event_fee" add constraint "event_fee_participant_type_id_foreign" foreign key ("participant_type_id") references "participant_type" ("id") on update cascade;`,
    );

    this.addSql(`alter table "mail_message" add column "attachments" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "registration_event" drop constraint "registration_event_registration_id_foreign";`,
    );

    this.addSql(`drop table if exists "document_number" cascade;`);

    this.addSql(`drop table if exists "exclusive_bundle" cascade;`);

    this.addSql(`drop table if exists "promo_code" cascade;`);

    this.addSql(`drop table if exists "registration" cascade;`);

    this.addSql(`drop table if exists "registration_event" cascade;`);

    this.addSql(`drop table if exists "event_fee" cascade;`);

    this.addSql(`alter table "mail_message" drop column "attachments";`);
  }
}
