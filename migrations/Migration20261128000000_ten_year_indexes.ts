import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes the ten-year data set showed missing (bench/RESULTS.md, "Ten years of data"): a
 * participant's seats and the registrations they pay for (the profile, the registrations list's
 * keyword, the global search), a company's participants (search by company registration no.), an
 * event's sessions (the public lists' json of sessions, after every seat change), and the orders the
 * participants and registrations lists open with, so a first page is read from an index and not
 * sorted out of every row, and a deep page is counted off an index-only scan.
 */
export class Migration20261128000000_ten_year_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "registration_event_participant_id_index" on "registration_event" ("participant_id");`,
    );
    this.addSql(`create index "registration_payer_id_index" on "registration" ("payer_id");`);
    this.addSql(`create index "registration_created_at_id_index" on "registration" ("created_at", "id");`);
    this.addSql(`create index "participant_corporate_id_index" on "participant" ("corporate_id");`);
    this.addSql(
      `create index "participant_name_order_index" on "participant" ("first_name", "last_name", "id");`,
    );
    this.addSql(`create index "event_session_event_id_index" on "event_session" ("event_id");`);
    // Foreign keys to a participant are checked before a merge or delete (findUsage): each by an index.
    this.addSql(`create index "attendance_participant_id_index" on "attendance" ("participant_id");`);
    // The active participants' count (an index-only scan) and the PCEP and partner-agency lists.
    this.addSql(`create index "participant_status_index" on "participant" ("status");`);
    this.addSql(
      `create index "participant_pcep_name_index" on "participant" ("first_name", "last_name", "id") where "pcep_membership_no" is not null;`,
    );
    this.addSql(
      `create index "participant_agent_status_name_index" on "participant" ("agent_status", "first_name", "last_name", "id");`,
    );
    this.addSql(
      `create index "receipt_archived_index" on "receipt" ("received_on") where "status" = 'Archived';`,
    );
    // The payments screen's customers in name order, each kind from its own index.
    this.addSql(
      `create index "participant_full_name_order_index" on "participant" ((("first_name" || ' ') || "last_name"), "id");`,
    );
    this.addSql(`create index "corporate_name_order_index" on "corporate" (("name"::text), "id");`);
    // The one name rule (nameFilter) matches each word typed in the first or the last name.
    this.addSql(
      `create index "participant_first_name_trgm" on "participant" using gin ("first_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "participant_last_name_trgm" on "participant" using gin ("last_name" gin_trgm_ops);`,
    );
    this.addSql(`create index "payment_received_on_id_index" on "payment" ("received_on", "id");`);
  }

  override async down(): Promise<void> {
    for (const index of [
      'registration_event_participant_id_index',
      'registration_payer_id_index',
      'registration_created_at_id_index',
      'participant_corporate_id_index',
      'participant_name_order_index',
      'event_session_event_id_index',
      'attendance_participant_id_index',
      'participant_status_index',
      'participant_pcep_name_index',
      'participant_agent_status_name_index',
      'receipt_archived_index',
      'participant_full_name_order_index',
      'corporate_name_order_index',
      'participant_first_name_trgm',
      'participant_last_name_trgm',
      'payment_received_on_id_index',
    ])
      this.addSql(`drop index "${index}";`);
  }
}
