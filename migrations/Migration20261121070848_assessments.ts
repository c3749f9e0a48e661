import { Migration } from '@mikro-orm/migrations';

export class Migration20261121070848_assessments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "assessment_question" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "event_id" int not null, "position" int not null, "question" text not null, "kind" text check ("kind" in ('single-choice', 'text')) not null, "options" jsonb not null, "correct_option" int null, "marks" int not null);`,
    );

    this.addSql(
      `alter table "assessment_question" add constraint "assessment_question_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "event" add column "assessment_published_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "assessment_question" cascade;`);

    this.addSql(`alter table "event" drop column "assessment_published_at";`);
  }
}
