import { Migration } from '@mikro-orm/migrations';

/** Tables whose `mobile_no` holds a Singapore mobile number. */
const TABLES = ['trainer', 'facilitator', 'participant'];

/**
 * Trainers and facilitators were stored as typed (`+65 9123 4567`), participants as eight digits:
 * every table now holds the form `normaliseSgMobile` gives, so one search finds a number everywhere.
 */
export class Migration20261124100000_sg_mobile_one_form extends Migration {
  override async up(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(
        `update "${table}" set "mobile_no" = regexp_replace(regexp_replace("mobile_no", '\\s+', '', 'g'), '^\\+65', '')
          where "mobile_no" ~ '\\s|^\\+65';`,
      );
    }
  }

  override async down(): Promise<void> {
    // The typed spelling is not kept anywhere; the normalised numbers stay valid for the old code.
  }
}
