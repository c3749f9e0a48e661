import { Migration } from '@mikro-orm/migrations';

export class Migration20261121063552_courses extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "course" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "code" varchar(30) not null, "title" varchar(200) not null, "course_type_id" int not null, "validity_type_id" int null, "description" text null, "cpd_hours" double precision null, "fee_cents" int not null, "promo_fee_cents" int null, "promo_valid_from" date null, "promo_valid_to" date null, "cpd_type_id" int null, "cpd_category_id" int null, "cpd_level_id" int null, "res_type_id" int null, "bootcamp_type_id" int null, "digital_training_classification_id" int null, "image_key" varchar(100) null, "brochure_key" varchar(100) null, "status" text check ("status" in ('Active', 'Archived')) not null default 'Active');`,
    );
    this.addSql(`alter table "course" add constraint "course_code_unique" unique ("code");`);
    this.addSql(`create index "course_code_trgm" on "course" using gin ("code" gin_trgm_ops);`);
    this.addSql(`create index "course_title_trgm" on "course" using gin ("title" gin_trgm_ops);`);

    this.addSql(
      `alter table "course" add constraint "course_course_type_id_foreign" foreign key ("course_type_id") references "course_type" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_validity_type_id_foreign" foreign key ("validity_type_id") references "validity_type" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_cpd_type_id_foreign" foreign key ("cpd_type_id") references "cpd_type" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_cpd_category_id_foreign" foreign key ("cpd_category_id") references "cpd_category" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_cpd_level_id_foreign" foreign key ("cpd_level_id") references "cpd_level" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_res_type_id_foreign" foreign key ("res_type_id") references "res_type" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_bootcamp_type_id_foreign" foreign key ("bootcamp_type_id") references "bootcamp_type" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "course" add constraint "course_digital_training_classification_id_foreign" foreign key ("digital_training_classification_id") references "digital_training_classification" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "course" cascade;`);
  }
}
