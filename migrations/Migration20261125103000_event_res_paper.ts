import { Migration } from '@mikro-orm/migrations';

/**
 * The RES paper (Paper 1, Paper 2: the `res_paper` lookup list) a RES revision or refresher event
 * prepares for, shown and filtered on the public RES pages; null for every other event.
 */
export class Migration20261125103000_event_res_paper extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "event" add column "res_paper_id" int null;`);
    this.addSql(
      `alter table "event" add constraint "event_res_paper_id_foreign" foreign key ("res_paper_id") references "res_paper" ("id") on update cascade on delete no action;`,
    );
    this.addSql(`create index "event_res_paper_id_index" on "event" ("res_paper_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "event" drop column if exists "res_paper_id";`);
  }
}
