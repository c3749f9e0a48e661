import { Migration } from '@mikro-orm/migrations';

/**
 * Taking a seat first gives back the event's holds that ran out (`SeatLedger`, under the event's
 * lock). Without these it visited every held seat of the event to read its registration's expiry,
 * so a checkout's work under the lock grew with the seats already held; with them it starts from
 * the few unpaid registrations past their expiry and reaches their seats by registration.
 */
export class Migration20261125100000_expired_hold_lookup extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "registration_event_registration_id_index" on "registration_event" ("registration_id");`,
    );
    this.addSql(
      `create index "registration_unpaid_hold_expires_at" on "registration" ("hold_expires_at") where "payment_status" = 'unpaid';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "registration_event_registration_id_index";`);
    this.addSql(`drop index "registration_unpaid_hold_expires_at";`);
  }
}
