import { Migration } from '@mikro-orm/migrations';

/** The company a corporate or batch registration is for (issue 18), read by the corporate reports. */
export class Migration20261124230000_registration_corporate extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "registration" add column "corporate_id" int null references "corporate" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create index "registration_corporate_id_index" on "registration" ("corporate_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "registration" drop column "corporate_id";`);
  }
}
