import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062628_trainers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "trainer" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) null, "mobile_no" varchar(20) not null, "user_id" int null, "remarks" text null, "photo_key" varchar(100) null, "status" text check ("status" in ('Active', 'Archived')) not null default 'Active', "biography" text null);`,
    );
    this.addSql(
      `create index "trainer_name_trgm" on "trainer" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);`,
    );

    this.addSql(
      `create table "trainer_specialization" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "trainer_id" int not null, "course_type_id" int not null);`,
    );
    this.addSql(
      `alter table "trainer_specialization" add constraint "trainer_specialization_trainer_id_course_type_id_unique" unique ("trainer_id", "course_type_id");`,
    );

    this.addSql(
      `create table "trainer_profession" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "trainer_id" int not null, "title" varchar(200) not null, "organisation" varchar(200) not null, "years" int null);`,
    );

    this.addSql(
      `create table "trainer_education" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "trainer_id" int not null, "education_id" int not null, "institution" varchar(200) not null, "year_completed" int null);`,
    );

    this.addSql(
      `alter table "trainer" add constraint "trainer_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "trainer_specialization" add constraint "trainer_specialization_trainer_id_foreign" foreign key ("trainer_id") references "trainer" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "trainer_specialization" add constraint "trainer_specialization_course_type_id_foreign" foreign key ("course_type_id") references "course_type" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "trainer_profession" add constraint "trainer_profession_trainer_id_foreign" foreign key ("trainer_id") references "trainer" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "trainer_education" add constraint "trainer_education_trainer_id_foreign" foreign key ("trainer_id") references "trainer" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "trainer_education" add constraint "trainer_education_education_id_foreign" foreign key ("education_id") references "education" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "trainer_specialization" drop constraint "trainer_specialization_trainer_id_foreign";`,
    );

    this.addSql(`alter table "trainer_profession" drop constraint "trainer_profession_trainer_id_foreign";`);

    this.addSql(`alter table "trainer_education" drop constraint "trainer_education_trainer_id_foreign";`);

    this.addSql(`drop table if exists "trainer" cascade;`);

    this.addSql(`drop table if exists "trainer_specialization" cascade;`);

    this.addSql(`drop table if exists "trainer_profession" cascade;`);

    this.addSql(`drop table if exists "trainer_education" cascade;`);
  }
}
