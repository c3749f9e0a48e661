import { type MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_foundation } from './Migration20261121000000_foundation';
import { Migration20261121060000_lookup_lists } from './Migration20261121060000_lookup_lists';
import { Migration20261121062328_facilitators } from './Migration20261121062328_facilitators';
import { Migration20261121062628_trainers } from './Migration20261121062628_trainers';
import { Migration20261121062925_res_schedules } from './Migration20261121062925_res_schedules';
import { Migration20261121064647_courses_events } from './Migration20261121064647_courses_events';
import { Migration20261121070848_assessments } from './Migration20261121070848_assessments';
import { Migration20261121075011_participants_corporates } from './Migration20261121075011_participants_corporates';
import { Migration20261121080050_ecourses_validity } from './Migration20261121080050_ecourses_validity';
import { Migration20261121082849_registrations } from './Migration20261121082849_registrations';
import { Migration20261121083552_billing } from './Migration20261121083552_billing';
import { Migration20261121095000_registration_numbers } from './Migration20261121095000_registration_numbers';
import { Migration20261121102638_attendance } from './Migration20261121102638_attendance';
import { Migration20261124100000_sg_mobile_one_form } from './Migration20261124100000_sg_mobile_one_form';
import { Migration20261124110000_registration_booked_as } from './Migration20261124110000_registration_booked_as';
import { Migration20261124120000_tax_invoice_kind } from './Migration20261124120000_tax_invoice_kind';
import { Migration20261124150000_billing_ledger } from './Migration20261124150000_billing_ledger';
import { Migration20261124170000_event_seats_taken } from './Migration20261124170000_event_seats_taken';
import { Migration20261124180000_session_user_snapshot } from './Migration20261124180000_session_user_snapshot';
import { Migration20261124190000_products } from './Migration20261124190000_products';
import { Migration20261124220000_leads } from './Migration20261124220000_leads';
import { Migration20261124221000_search } from './Migration20261124221000_search';
import { Migration20261124230000_registration_corporate } from './Migration20261124230000_registration_corporate';
import { Migration20261125030000_course_transfers } from './Migration20261125030000_course_transfers';
import { Migration20261125050000_finance_report_indexes } from './Migration20261125050000_finance_report_indexes';
import { Migration20261125070000_staff_registration } from './Migration20261125070000_staff_registration';
import { Migration20261125080000_res_lou_skillsfuture } from './Migration20261125080000_res_lou_skillsfuture';
import { Migration20261125100000_expired_hold_lookup } from './Migration20261125100000_expired_hold_lookup';
import { Migration20261125102000_receivable_balance } from './Migration20261125102000_receivable_balance';
import { Migration20261125103000_event_res_paper } from './Migration20261125103000_event_res_paper';
import { Migration20261128000000_ten_year_indexes } from './Migration20261128000000_ten_year_indexes';

/**
 * Every migration, in order. Listed rather than discovered from disk so the same list serves the
 * compiled app, the tests and the CLI. `npm run db:migration:create` writes a new file: add it here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000_foundation', class: Migration20261121000000_foundation },
  { name: 'Migration20261121060000_lookup_lists', class: Migration20261121060000_lookup_lists },
  { name: 'Migration20261121062328_facilitators', class: Migration20261121062328_facilitators },
  { name: 'Migration20261121062628_trainers', class: Migration20261121062628_trainers },
  { name: 'Migration20261121062925_res_schedules', class: Migration20261121062925_res_schedules },
  { name: 'Migration20261121064647_courses_events', class: Migration20261121064647_courses_events },
  { name: 'Migration20261121070848_assessments', class: Migration20261121070848_assessments },
  {
    name: 'Migration20261121075011_participants_corporates',
    class: Migration20261121075011_participants_corporates,
  },
  { name: 'Migration20261121080050_ecourses_validity', class: Migration20261121080050_ecourses_validity },
  { name: 'Migration20261121082849_registrations', class: Migration20261121082849_registrations },
  { name: 'Migration20261121083552_billing', class: Migration20261121083552_billing },
  {
    name: 'Migration20261121095000_registration_numbers',
    class: Migration20261121095000_registration_numbers,
  },
  { name: 'Migration20261121102638_attendance', class: Migration20261121102638_attendance },
  { name: 'Migration20261124100000_sg_mobile_one_form', class: Migration20261124100000_sg_mobile_one_form },
  {
    name: 'Migration20261124110000_registration_booked_as',
    class: Migration20261124110000_registration_booked_as,
  },
  { name: 'Migration20261124120000_tax_invoice_kind', class: Migration20261124120000_tax_invoice_kind },
  { name: 'Migration20261124150000_billing_ledger', class: Migration20261124150000_billing_ledger },
  { name: 'Migration20261124170000_event_seats_taken', class: Migration20261124170000_event_seats_taken },
  {
    name: 'Migration20261124180000_session_user_snapshot',
    class: Migration20261124180000_session_user_snapshot,
  },
  { name: 'Migration20261124190000_products', class: Migration20261124190000_products },
  { name: 'Migration20261124220000_leads', class: Migration20261124220000_leads },
  { name: 'Migration20261124221000_search', class: Migration20261124221000_search },
  {
    name: 'Migration20261124230000_registration_corporate',
    class: Migration20261124230000_registration_corporate,
  },
  { name: 'Migration20261125030000_course_transfers', class: Migration20261125030000_course_transfers },
  {
    name: 'Migration20261125050000_finance_report_indexes',
    class: Migration20261125050000_finance_report_indexes,
  },
  { name: 'Migration20261125070000_staff_registration', class: Migration20261125070000_staff_registration },
  {
    name: 'Migration20261125080000_res_lou_skillsfuture',
    class: Migration20261125080000_res_lou_skillsfuture,
  },
  { name: 'Migration20261125100000_expired_hold_lookup', class: Migration20261125100000_expired_hold_lookup },
  { name: 'Migration20261125102000_receivable_balance', class: Migration20261125102000_receivable_balance },
  { name: 'Migration20261125103000_event_res_paper', class: Migration20261125103000_event_res_paper },
  { name: 'Migration20261128000000_ten_year_indexes', class: Migration20261128000000_ten_year_indexes },
];
