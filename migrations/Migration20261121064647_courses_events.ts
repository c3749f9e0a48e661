import { Migration } from '@mikro-orm/migrations';

export class Migration20261121064647_courses_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "course" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "code" varchar(30) not null, "title" varchar(200) not null, "course_type_id" int not null, "validity_type_id" int null, "description" text null, "cpd_hours" double precision null, "fee_cents" int not null, "promo_fee_cents" int null, "promo_valid_from" date null, "promo_valid_to" date null, "cpd_type_id" int null, "cpd_category_id" int null, "cpd_level_id" int null, "res_type_id" int null, "bootcamp_type_id" int null, "digital_training_classification_id" int null, "image_key" varchar(100) null, "brochure_key" varchar(100) null, "status" text check ("status" in ('Active', 'Archived')) not null default 'Active');`,
    );
    this.addSql(`alter table "course" add constraint "course_code_unique" unique ("code");`);
    this.addSql(`create index "course_code_trgm" on "course" using gin ("code" gin_trgm_ops);`);
    this.addSql(`create index "course_title_trgm" on "course" using gin ("title" gin_trgm_ops);`);

    this.addSql(
      `create table "event" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "course_id" int not null, "title" varchar(200) not null, "venue_id" int not null, "classroom_id" int null, "capacity" int not null, "fee_cents" int not null, "registration_opens_on" date null, "registration_closes_on" date null, "published" boolean not null default false, "remarks" text null, "starts_at" timestamptz null, "ends_at" timestamptz null, "status" text check ("status" in ('Active', 'Archived')) not null default 'Active');`,
    );
    this.addSql(`create index "event_title_trgm" on "event" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "event_starts_at_index" on "event" ("starts_at");`);

    this.addSql(
      `create table "event_trainer" ("event_id" int not null, "trainer_id" int not null, constraint "event_trainer_pkey" primary key ("event_id", "trainer_id"));`,
    );

    this.addSql(
      `create table "event_session" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "event_id" int not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "timeslot_id" int null, "classroom_id" int null);`,
    );

    this.addSql(
      `create table "event_facilitator" ("event_id" int not null, "facilitator_id" int not null, constraint "event_facilitator_pkey" primary key ("event_id", "facilitator_id"));`,
    );

    this.addSql(
      `alter table "course" add constraint "course_course_type_id_foreign" foreign key ("course_type_id") references "course_type" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_validity_type_id_foreign" foreign key ("validity_type_id") references "validity_type" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_cpd_type_id_foreign" foreign key ("cpd_type_id") references "cpd_type" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_cpd_category_id_foreign" foreign key ("cpd_category_id") references "cpd_category" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_cpd_level_id_foreign" foreign key ("cpd_level_id") references "cpd_level" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_res_type_id_foreign" foreign key ("res_type_id") references "res_type" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_bootcamp_type_id_foreign" foreign key ("bootcamp_type_id") references "bootcamp_type" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_digital_training_classification_id_foreign" foreign key ("digital_training_classification_id") references "digital_training_classification" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "event" add constraint "event_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "event" add constraint "event_venue_id_foreign" foreign key ("venue_id") references "venue" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "event" add constraint "event_classroom_id_foreign" foreign key ("classroom_id") references "classroom" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "event_trainer" add constraint "event_trainer_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "event_trainer" add constraint "event_trainer_trainer_id_foreign" foreign key ("trainer_id") references "trainer" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "event_session" add constraint "event_session_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "event_session" add constraint "event_session_timeslot_id_foreign" foreign key ("timeslot_id") references "session_timeslot" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "event_session" add constraint "event_session_classroom_id_foreign" foreign key ("classroom_id") references "classroom" ("id") on update cascade on delete no action;`,
    );

    this.addSql(
      `alter table "event_facilitator" add constraint "event_facilitator_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "event_facilitator" add constraint "event_facilitator_facilitator_id_foreign" foreign key ("facilitator_id") references "facilitator" ("id") on update cascade on delete no action;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "event" drop constraint "event_course_id_foreign";`);

    this.addSql(`alter table "event_trainer" drop constraint "event_trainer_event_id_foreign";`);

    this.addSql(`alter table "event_session" drop constraint "event_session_event_id_foreign";`);

    this.addSql(`alter table "event_facilitator" drop constraint "event_facilitator_event_id_foreign";`);

    this.addSql(`drop table if exists "course" cascade;`);

    this.addSql(`drop table if exists "event" cascade;`);

    this.addSql(`drop table if exists "event_trainer" cascade;`);

    this.addSql(`drop table if exists "event_session" cascade;`);

    this.addSql(`drop table if exists "event_facilitator" cascade;`);
  }
}
