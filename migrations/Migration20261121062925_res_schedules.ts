import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062925_res_schedules extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "res_schedule" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(200) not null, "remarks" text null, "valid_from" date not null, "valid_to" date null, "status" text check ("status" in ('Active', 'Inactive')) not null default 'Active', "file_key" varchar(100) not null, "file_name" varchar(255) not null, "file_size" int not null, "uploaded_by_id" int null);`,
    );
    this.addSql(`create index "res_schedule_title_trgm" on "res_schedule" using gin ("title" gin_trgm_ops);`);

    this.addSql(
      `alter table "res_schedule" add constraint "res_schedule_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "res_schedule" cascade;`);
  }
}
