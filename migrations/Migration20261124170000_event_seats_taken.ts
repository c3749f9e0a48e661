import { Migration } from '@mikro-orm/migrations';

/**
 * The seats an event has given out, kept on its row by SeatLedger in the same transaction as every
 * seat taken or freed, so a checkout checks capacity by updating one row instead of counting its
 * registrations under the lock. A seat is held by a Draft (until its hold is released), Confirmed
 * or Attended registration event; a Rescheduled one has moved to another event and holds none
 * here, so the unique index of live seats no longer counts it either.
 */
export class Migration20261124170000_event_seats_taken extends Migration {
  override up(): void {
    this.addSql(`alter table "event" add column "seats_taken" int not null default 0;`);
    this.addSql(
      `update "event" e set "seats_taken" = s.n
         from (select event_id, count(*)::int as n from registration_event
                where status in ('Draft', 'Confirmed', 'Attended') group by event_id) s
        where s.event_id = e.id;`,
    );
    // Events sold over capacity before the counter existed (seats given by hand) keep their seats:
    // their capacity is raised to what was given, so the rule holds from here on.
    this.addSql(`update "event" set "capacity" = "seats_taken" where "seats_taken" > "capacity";`);
    this.addSql(
      `alter table "event" add constraint "event_seats_taken_check" check ("seats_taken" >= 0 and "seats_taken" <= "capacity");`,
    );
    this.addSql(`drop index "registration_event_live_seat";`);
    this.addSql(
      `create unique index "registration_event_live_seat" on "registration_event" ("event_id", "participant_id") where "status" in ('Draft', 'Confirmed', 'Attended');`,
    );
  }

  override down(): void {
    this.addSql(`drop index "registration_event_live_seat";`);
    this.addSql(
      `create unique index "registration_event_live_seat" on "registration_event" ("event_id", "participant_id") where "status" in ('Draft', 'Confirmed', 'Rescheduled', 'Attended');`,
    );
    this.addSql(`alter table "event" drop constraint "event_seats_taken_check";`);
    this.addSql(`alter table "event" drop column "seats_taken";`);
  }
}
