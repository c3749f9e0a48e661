import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000_foundation extends Migration {
  override up(): void {
    this.addSql('create extension if not exists pg_trgm;');

    this.addSql(`create table "app_user" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "email" varchar(254) not null,
      "password_hash" varchar(255) not null,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "role_code" smallint not null,
      "user_type" varchar(50) not null default 'staff',
      "status" text check ("status" in ('Active', 'Inactive', 'Archived')) not null default 'Active',
      "last_login_at" timestamptz null,
      constraint "app_user_email_unique" unique ("email"),
      constraint "app_user_role_code_check" check ("role_code" in (10, 20, 30, 40, 50, 60, 70, 80, 90))
    );`);
    this.addSql(
      `create index "app_user_name_trgm" on "app_user" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);`,
    );
    this.addSql(`create index "app_user_email_trgm" on "app_user" using gin ("email" gin_trgm_ops);`);

    this.addSql(`create table "change_log" (
      "id" bigserial primary key,
      "entity_type" varchar(40) not null,
      "entity_id" varchar(64) not null,
      "action" varchar(10) not null,
      "field" varchar(100) null,
      "old_value" text null,
      "new_value" text null,
      "user_id" int null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(
      `create index "change_log_entity_type_entity_id_created_at_index" on "change_log" ("entity_type", "entity_id", "created_at");`,
    );

    this.addSql(`create table "mail_message" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "to" varchar(254) not null,
      "template" varchar(60) not null,
      "context" jsonb not null,
      "subject" varchar(255) not null default '',
      "html" text not null default '',
      "status" text check ("status" in ('queued', 'sent', 'outbox', 'failed')) not null default 'queued',
      "attempts" int not null default 0,
      "error" text null,
      "sent_at" timestamptz null
    );`);
    this.addSql(`create index "mail_message_created_at_index" on "mail_message" ("created_at");`);
    this.addSql(`create index "mail_message_to_trgm" on "mail_message" using gin ("to" gin_trgm_ops);`);
    this.addSql(
      `create index "mail_message_subject_trgm" on "mail_message" using gin ("subject" gin_trgm_ops);`,
    );

    this.addSql(`create table "http_session" (
      "sid" varchar(255) primary key,
      "sess" jsonb not null,
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create index "http_session_expires_at_index" on "http_session" ("expires_at");`);
  }

  override down(): void {
    this.addSql('drop table if exists "http_session";');
    this.addSql('drop table if exists "mail_message";');
    this.addSql('drop table if exists "change_log";');
    this.addSql('drop table if exists "app_user";');
  }
}
