import { Migration } from '@mikro-orm/migrations';

export class Migration20261121102638_attendance extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "attendance" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "registration_event_id" int not null, "session_id" int not null, "event_id" int not null, "participant_id" int not null, "scanned_in_at" timestamptz null, "scanned_out_at" timestamptz null, "scan_in_method" text check ("scan_in_method" in ('code', 'nric', 'mobile', 'manual', 'import')) null, "scan_out_method" text check ("scan_out_method" in ('code', 'nric', 'mobile', 'manual', 'import')) null, "scanned_in_by_id" int null, "scanned_out_by_id" int null, "late" boolean not null default false, "absent" boolean not null default false, "no_scan_out" boolean not null default false, "no_points" boolean not null default false, "extended" boolean not null default false, "verification" smallint not null default 10);`,
    );
    this.addSql(
      `create index "attendance_event_id_verification_index" on "attendance" ("event_id", "verification");`,
    );
    this.addSql(
      `create index "attendance_session_id_scanned_in_at_index" on "attendance" ("session_id", "scanned_in_at");`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_registration_event_id_session_id_unique" unique ("registration_event_id", "session_id");`,
    );

    this.addSql(
      `alter table "attendance" add constraint "attendance_registration_event_id_foreign" foreign key ("registration_event_id") references "registration_event" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_session_id_foreign" foreign key ("session_id") references "event_session" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_scanned_in_by_id_foreign" foreign key ("scanned_in_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_scanned_out_by_id_foreign" foreign key ("scanned_out_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "registration_event" add column "attendance_code" varchar(12) null, add column "reschedule_kind" text check ("reschedule_kind" in ('Reschedule', 'Reschedule FOC')) null;`,
    );
    // Seats made before codes existed get random ones (Crockford base32, as newAttendanceCode makes);
    // the reference to the row makes the subquery run once per row.
    this.addSql(`update "registration_event" set "attendance_code" = (
      select string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
        from generate_series(1, 12) where "registration_event"."id" is not null);`);
    this.addSql(`alter table "registration_event" alter column "attendance_code" set not null;`);
    this.addSql(
      `alter table "registration_event" add constraint "registration_event_attendance_code_unique" unique ("attendance_code");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "attendance" cascade;`);

    this.addSql(
      `alter table "registration_event" drop constraint "registration_event_attendance_code_unique";`,
    );
    this.addSql(
      `alter table "registration_event" drop column "attendance_code", drop column "reschedule_kind";`,
    );
  }
}
