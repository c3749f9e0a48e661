import { Migration } from '@mikro-orm/migrations';

export class Migration20261121075011_participants_corporates extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "corporate" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "uen" varchar(10) not null, "address" varchar(300) null, "postal_code" varchar(6) null, "contact_person" varchar(200) null, "contact_email" varchar(254) null, "contact_no" varchar(20) null, "remarks" text null);`,
    );
    this.addSql(`alter table "corporate" add constraint "corporate_uen_unique" unique ("uen");`);
    this.addSql(`create index "corporate_name_trgm" on "corporate" using gin ("name" gin_trgm_ops);`);

    this.addSql(
      `create table "participant" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "first_name" varchar(100) not null, "last_name" varchar(100) not null, "nric" varchar(9) null, "email" varchar(254) not null, "mobile_no" varchar(20) not null, "cea_reg_no" varchar(10) null, "date_of_birth" date null, "gender_id" int null, "race_id" int null, "nationality_id" int null, "citizenship_id" int null, "dietary_id" int null, "tshirt_size_id" int null, "participant_type_id" int null, "profile_id" int null, "education_id" int null, "employment_id" int null, "agent_status" text check ("agent_status" in ('partner-agency', 'External', 'Non-Agent')) null, "agency_name" varchar(200) null, "corporate_id" int null, "medical_condition" text null, "address" varchar(300) null, "postal_code" varchar(6) null, "remarks" text null, "user_id" int null, "merged_into_id" int null, "pcep_membership_no" varchar(30) null, "pcep_enrolled_on" date null, "pcep_expires_on" date null, "png_status" text check ("png_status" in ('Enrolled', 'In Progress', 'Completed', 'Withdrawn')) null, "png_cohort" varchar(50) null, "png_enrolled_on" date null, "png_completed_on" date null, "status" text check ("status" in ('Active', 'Archived')) not null default 'Active');`,
    );
    this.addSql(`alter table "participant" add constraint "participant_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "participant_mobile_no_index" on "participant" ("mobile_no");`);
    this.addSql(
      `create unique index "participant_email_active_unique" on "participant" ("email") where "status" = 'Active';`,
    );
    this.addSql(
      `create unique index "participant_nric_active_unique" on "participant" ("nric") where "status" = 'Active' and "nric" is not null;`,
    );
    this.addSql(`create index "participant_email_trgm" on "participant" using gin ("email" gin_trgm_ops);`);
    this.addSql(
      `create index "participant_name_trgm" on "participant" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);`,
    );

    this.addSql(
      `alter table "participant" add constraint "participant_gender_id_foreign" foreign key ("gender_id") references "gender" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_race_id_foreign" foreign key ("race_id") references "race" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_nationality_id_foreign" foreign key ("nationality_id") references "nationality" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_citizenship_id_foreign" foreign key ("citizenship_id") references "citizenship" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_dietary_id_foreign" foreign key ("dietary_id") references "dietary" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_tshirt_size_id_foreign" foreign key ("tshirt_size_id") references "tshirt_size" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_participant_type_id_foreign" foreign key ("participant_type_id") references "participant_type" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_profile_id_foreign" foreign key ("profile_id") references "profile" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_education_id_foreign" foreign key ("education_id") references "education" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_employment_id_foreign" foreign key ("employment_id") references "employment" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_corporate_id_foreign" foreign key ("corporate_id") references "corporate" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "participant" add constraint "participant_merged_into_id_foreign" foreign key ("merged_into_id") references "participant" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "participant" drop constraint "participant_corporate_id_foreign";`);

    this.addSql(`alter table "participant" drop constraint "participant_merged_into_id_foreign";`);

    this.addSql(`drop table if exists "corporate" cascade;`);

    this.addSql(`drop table if exists "participant" cascade;`);
  }
}
