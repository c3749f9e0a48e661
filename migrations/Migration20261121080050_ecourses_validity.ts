import { Migration } from '@mikro-orm/migrations';

export class Migration20261121080050_ecourses_validity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "course_validity_notice" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "course_id" int not null, "participant_id" int not null, "expires_on" date not null);`,
    );
    this.addSql(
      `alter table "course_validity_notice" add constraint "course_validity_notice_course_id_participant_id_e_a62a1_unique" unique ("course_id", "participant_id", "expires_on");`,
    );

    this.addSql(
      `create table "ecourse" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "course_id" int not null, "event_id" int null, "title" varchar(200) not null, "content_id" varchar(100) not null, "description" text null, "access_days" int null, "status" text check ("status" in ('Active', 'Archived')) not null default 'Active');`,
    );
    this.addSql(`alter table "ecourse" add constraint "ecourse_content_id_unique" unique ("content_id");`);
    this.addSql(`create index "ecourse_title_trgm" on "ecourse" using gin ("title" gin_trgm_ops);`);

    this.addSql(
      `create table "ecourse_module" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "ecourse_id" int not null, "title" varchar(200) not null, "duration_minutes" int not null, "sort_order" int not null);`,
    );

    this.addSql(
      `create table "ecourse_enrolment" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "ecourse_id" int not null, "participant_id" int not null, "started_at" timestamptz not null, "last_activity_at" timestamptz not null, "completed_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "ecourse_enrolment" add constraint "ecourse_enrolment_ecourse_id_participant_id_unique" unique ("ecourse_id", "participant_id");`,
    );

    this.addSql(
      `create table "ecourse_module_completion" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enrolment_id" int not null, "module_id" int not null, "completed_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "ecourse_module_completion" add constraint "ecourse_module_completion_enrolment_id_module_id_unique" unique ("enrolment_id", "module_id");`,
    );

    this.addSql(
      `alter table "course_validity_notice" add constraint "course_validity_notice_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "course_validity_notice" add constraint "course_validity_notice_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "ecourse" add constraint "ecourse_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "ecourse" add constraint "ecourse_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "ecourse_module" add constraint "ecourse_module_ecourse_id_foreign" foreign key ("ecourse_id") references "ecourse" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "ecourse_enrolment" add constraint "ecourse_enrolment_ecourse_id_foreign" foreign key ("ecourse_id") references "ecourse" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "ecourse_enrolment" add constraint "ecourse_enrolment_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "ecourse_module_completion" add constraint "ecourse_module_completion_enrolment_id_foreign" foreign key ("enrolment_id") references "ecourse_enrolment" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "ecourse_module_completion" add constraint "ecourse_module_completion_module_id_foreign" foreign key ("module_id") references "ecourse_module" ("id") on update cascade on delete no action;`,
    );

    this.addSql(`alter table "course" add column "validity_months" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "ecourse_module" drop constraint "ecourse_module_ecourse_id_foreign";`);

    this.addSql(`alter table "ecourse_enrolment" drop constraint "ecourse_enrolment_ecourse_id_foreign";`);

    this.addSql(
      `alter table "ecourse_module_completion" drop constraint "ecourse_module_completion_module_id_foreign";`,
    );

    this.addSql(
      `alter table "ecourse_module_completion" drop constraint "ecourse_module_completion_enrolment_id_foreign";`,
    );

    this.addSql(`drop table if exists "course_validity_notice" cascade;`);

    this.addSql(`drop table if exists "ecourse" cascade;`);

    this.addSql(`drop table if exists "ecourse_module" cascade;`);

    this.addSql(`drop table if exists "ecourse_enrolment" cascade;`);

    this.addSql(`drop table if exists "ecourse_module_completion" cascade;`);

    this.addSql(`alter table "course" drop column "validity_months";`);
  }
}
