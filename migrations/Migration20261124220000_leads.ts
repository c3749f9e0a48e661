import { Migration } from '@mikro-orm/migrations';

/** Leads from the public RES, other and digital-training (WSQ) forms, and their follow-up. */
export class Migration20261124220000_leads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lead" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "kind" text check ("kind" in ('res', 'other', 'wsq')) not null,
      "source" text check ("source" in ('res-lead-form', 'other-lead-form', 'digital-training-eoi', 'back-office')) not null,
      "name" varchar(200) not null,
      "email" varchar(254) not null,
      "mobile_no" varchar(20) not null,
      "company_name" varchar(200) null,
      "course_id" int null references "course" ("id") on update cascade on delete set null,
      "message" text null,
      "status" text check ("status" in ('new', 'contacted', 'converted', 'closed')) not null default 'new',
      "notes" text null,
      "registration_id" int null references "registration" ("id") on update cascade,
      "status_changed_at" timestamptz null,
      "status_changed_by" int null references "app_user" ("id") on update cascade on delete set null,
      constraint "lead_converted_has_registration" check (("status" = 'converted') = ("registration_id" is not null))
    );`);
    this.addSql(
      `create index "lead_kind_status_created_at_index" on "lead" ("kind", "status", "created_at");`,
    );
    this.addSql(`create index "lead_name_trgm" on "lead" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "lead_email_trgm" on "lead" using gin ("email" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lead" cascade;`);
  }
}
