import { Migration } from '@mikro-orm/migrations';

/** Registration numbers come from a sequence: unique without making checkouts wait for each other. */
export class Migration20261121095000_registration_numbers extends Migration {
  override up(): void {
    this.addSql(`create sequence if not exists "registration_no_seq" start with 1;`);
    // Continue after any number already issued through the old series.
    this.addSql(
      `select setval('registration_no_seq', greatest(coalesce((select max(last_issued) from document_number where series like 'registration:%'), 0), 1), (select count(*) > 0 from document_number where series like 'registration:%'));`,
    );
    this.addSql(`delete from document_number where series like 'registration:%';`);
  }

  override down(): void {
    this.addSql(`drop sequence if exists "registration_no_seq";`);
  }
}
