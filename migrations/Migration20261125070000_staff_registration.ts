import { Migration } from '@mikro-orm/migrations';

/**
 * Staff-entered registrations (issue 18): paid outside the site and recorded by staff against the
 * invoice (cash, card terminal, PayNow, cheque, bank transfer; the payment's mode says which).
 */
export class Migration20261125070000_staff_registration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "registration" drop constraint if exists "registration_payment_method_check";`);
    this.addSql(
      `alter table "registration" add constraint "registration_payment_method_check" check ("payment_method" in ('card', 'paynow', 'paypal', 'none', 'offline'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "registration" drop constraint if exists "registration_payment_method_check";`);
    this.addSql(
      `alter table "registration" add constraint "registration_payment_method_check" check ("payment_method" in ('card', 'paynow', 'paypal', 'none'));`,
    );
  }
}
