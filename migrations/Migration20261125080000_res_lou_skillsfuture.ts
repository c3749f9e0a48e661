import { Migration } from '@mikro-orm/migrations';

/**
 * RES letters of undertaking (one per RES seat, accepted on the public page through a link whose
 * token only its hash is kept of), the LOU text list (the footers' table, kind `res-lou`) with a
 * first default the administrator edits, and SkillsFuture claim details per enrolment (DOMAIN-SG).
 */
export class Migration20261125080000_res_lou_skillsfuture extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "res_lou" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "registration_event_id" int not null references "registration_event" ("id") on update cascade on delete cascade,
      "participant_id" int not null references "participant" ("id") on update cascade,
      "token_hash" varchar(64) not null,
      "sent_at" timestamptz not null,
      "send_count" int not null default 1 check ("send_count" >= 1),
      "accepted_at" timestamptz null,
      "accepted_name" varchar(200) null,
      "accepted_html" text null,
      constraint "res_lou_accepted_whole" check (("accepted_at" is null) = ("accepted_html" is null) and ("accepted_at" is null) = ("accepted_name" is null))
    );`);
    this.addSql(
      `create unique index "res_lou_registration_event_id_unique" on "res_lou" ("registration_event_id");`,
    );
    this.addSql(`create unique index "res_lou_token_hash_unique" on "res_lou" ("token_hash");`);
    this.addSql(`create index "res_lou_participant_id_index" on "res_lou" ("participant_id");`);

    this.addSql(`insert into "document_footer" ("name", "kind", "content", "is_default", "sort_order")
      values ('RES letter of undertaking', 'res-lou',
        '<p>I, {{participantName}} ({{nric}}), undertake that for the {{courseTitle}} ({{courseCode}}) conducted by {{providerName}}:</p>'
        || '<ol><li>I will attend at least 75% of the course, as CEA requires for the course completion certificate.</li>'
        || '<li>I understand that I must pass both Paper 1 and Paper 2 of the RES examination within 2 years of the course completion certificate.</li>'
        || '<li>I will not record, copy or share the course materials.</li>'
        || '<li>The details I have given are true and complete.</li></ol>',
        true, 0);`);

    this.addSql(`create table "skillsfuture_claim" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "registration_event_id" int not null references "registration_event" ("id") on update cascade on delete cascade,
      "course_reference" varchar(30) not null,
      "course_run" varchar(30) not null,
      "full_fee_cents" int not null check ("full_fee_cents" >= 0),
      "grant_cents" int not null default 0 check ("grant_cents" >= 0),
      "nett_fee_cents" int not null,
      "credit_claimed_cents" int not null default 0 check ("credit_claimed_cents" >= 0),
      "claim_status" text check ("claim_status" in ('Pending', 'Submitted', 'Approved', 'Rejected', 'Cancelled')) not null default 'Pending',
      "claim_status_changed_at" timestamptz null,
      constraint "skillsfuture_claim_grant_within_fee" check ("grant_cents" <= "full_fee_cents"),
      constraint "skillsfuture_claim_nett_fee" check ("nett_fee_cents" = "full_fee_cents" - "grant_cents"),
      constraint "skillsfuture_claim_credit_within_nett" check ("credit_claimed_cents" <= "nett_fee_cents")
    );`);
    this.addSql(
      `create unique index "skillsfuture_claim_registration_event_id_unique" on "skillsfuture_claim" ("registration_event_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "skillsfuture_claim" cascade;`);
    this.addSql(`delete from "document_footer" where "kind" = 'res-lou';`);
    this.addSql(`drop table if exists "res_lou" cascade;`);
  }
}
