import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062328_facilitators extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "facilitator" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) null, "mobile_no" varchar(20) not null, "user_id" int null, "remarks" text null, "photo_key" varchar(100) null, "status" text check ("status" in ('Active', 'Archived')) not null default 'Active');`,
    );
    this.addSql(
      `create index "facilitator_name_trgm" on "facilitator" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);`,
    );

    this.addSql(
      `alter table "facilitator" add constraint "facilitator_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "facilitator" cascade;`);
  }
}
