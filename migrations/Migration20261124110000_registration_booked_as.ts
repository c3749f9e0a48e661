import { Migration } from '@mikro-orm/migrations';

/**
 * What a booker typed for an existing participant they did not prove to be: shown to them instead
 * of the stored record (docs/architecture.md, "Registration and checkout").
 */
export class Migration20261124110000_registration_booked_as extends Migration {
  override up(): void {
    this.addSql(`alter table "registration_event" add column "booked_as" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "registration_event" drop column "booked_as";`);
  }
}
