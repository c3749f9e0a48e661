import { Migration } from '@mikro-orm/migrations';

type Row = Record<string, string | number | boolean | null>;

const list = (codes: [string, string][], extra: (index: number) => Row = () => ({})): Row[] =>
  codes.map(([code, name], index) => ({ code, name, sort_order: (index + 1) * 10, ...extra(index) }));

/** The reference values the spec gives (sections 1, 6 and 9, DOMAIN-SG for GST), with their codes. */
const REFERENCE: Record<string, Row[]> = {
  course_type: list([
    ['10', 'RES'],
    ['20', 'CPD'],
    ['30', 'BOOTCAMP'],
    ['40', 'PARTNER-AGENCY TRAINING'],
    ['50', 'AD HOC'],
    ['60', 'PARTNERS AND PROGRAMMES'],
    ['70', 'OTHER TRAININGS'],
    ['80', 'DIGITAL TRAINING'],
    ['PWS', 'PWS'],
    ['PNG', 'PNG TRAINING'],
  ]),
  participant_type: list(
    [
      ['MEMBER', 'Member'],
      ['NON-MEMBER', 'Non-Member'],
      ['CORPORATE', 'Corporate'],
      ['PUBLIC', 'Public'],
      ['LMA-STUDENT', 'LMA Student'],
      ['EXTERNAL', 'External'],
      ['NON-AGENT', 'Non-Agent'],
      ['CPD-PCEP', 'CPD PCEP'],
      ['PNG-TRAINING', 'PNG Training'],
      ['NEW-RES', 'New RES'],
      ['CPD-PERKS', 'CPD Perks'],
      ['CPD-PERKS-GEN', 'CPD Perks - Gen'],
      ['PARTNER-AGENCY', 'Partner Agency'],
    ],
    (index) => ({
      type_group:
        ({ 7: 'cpd', 8: 'others', 9: 'res', 10: 'cpd', 11: 'cpd' } as Record<number, string>)[index] ?? null,
    }),
  ),
  profile: list(
    [
      'member',
      'nonmember',
      'corporate',
      'partner-agency',
      'public',
      'student',
      'external',
      'nonagent',
      'cpd pcep',
      'png training',
      'new res',
      'cpd perks',
      'cpd perks gen',
      'pws partner-agency',
      'pws external',
      'pws nonagent',
    ].map((code) => [code, code.replace(/(^|\s)\S/g, (char) => char.toUpperCase())]),
  ),
  user_type: list([
    ['staff', 'Staff'],
    ['participant', 'Participant'],
  ]),
  payment_mode: list(
    [
      ['CASH', 'Cash'],
      ['CHEQUE', 'Cheque'],
      ['CC-BANK1', 'Credit Card (bank one)'],
      ['CC-BANK2', 'Credit Card (bank two)'],
      ['NETS', 'NETS'],
      ['SKILLSFUTURE', 'SkillsFuture'],
      ['PAYNOW', 'PayNow'],
      ['PAYPAL', 'PayPal'],
      ['GIRO-BANK1', 'GIRO (bank one)'],
      ['WSQ', 'WSQ funding'],
      ['STRIPE', 'Card (Stripe)'],
      ['NETS-PA', 'NETS (partner agency)'],
      ['PAYNOW-PA', 'PayNow (partner agency)'],
      ['PAYPAL-PA', 'PayPal (partner agency)'],
      ['STRIPE-PA', 'Card (Stripe, partner agency)'],
    ],
    (index) => ({ partner_agency: index >= 11 }),
  ),
  preferred_payment_type: list([
    ['PROFIT-SHARING', 'Profit sharing'],
    ['FIXED', 'Fixed'],
  ]),
  promo_type: list([
    ['DISCOUNTED-PRICE', 'Discounted Price'],
    ['TIME', 'Time'],
    ['COUPON', 'Coupon'],
    ['EXCLUSIVE-BUNDLE-2', 'Exclusive Bundle 2 Courses'],
    ['EXCLUSIVE-BUNDLE-3', 'Exclusive Bundle 3 Courses'],
    ['BUY1-GET1', 'Buy 1 Get 1'],
    ['ANY-2-BUNDLE', 'Any 2 Courses Bundle'],
    ['ANY-3-BUNDLE', 'Any 3 Courses Bundle'],
    ['MIN-SPEND', 'Min. Spending Discount'],
    ['PROMO-CODE', 'Discount Promo Code'],
    ['FREE-CPD', 'Free CPD'],
    ['PNG-TRAINING', 'PNG Training'],
  ]),
  cpd_type: list([
    ['PROFESSIONAL', 'Professional'],
    ['GENERIC', 'Generic'],
  ]),
  cpd_category: list([
    ['C1', 'C1'],
    ['C2', 'C2'],
    ['C3', 'C3'],
  ]),
  cpd_level: list([
    ['L1', 'L1'],
    ['L2', 'L2'],
    ['L3', 'L3'],
  ]),
  bootcamp_type: list([
    ['SBC', 'SBC'],
    ['LBC', 'LBC'],
    ['ATC', 'ATC'],
  ]),
  validity_type: list([
    ['CEA', 'CEA'],
    ['NTUC', 'NTUC'],
    ['SKILLSFUTURE', 'SkillsFuture'],
  ]),
  res_paper: list([
    ['P1', 'Paper 1'],
    ['P2', 'Paper 2'],
  ]),
  res_type: list([
    ['COURSE', 'Course'],
    ['REVISION', 'Revision'],
    ['REFRESHER', 'Refresher'],
    ['BOOSTER', 'Booster'],
  ]),
  digital_training_classification: list([
    ['WSQ', 'WSQ'],
    ['NON-WSQ', 'Non-WSQ'],
  ]),
  session_timeslot: list(
    [
      ['DAY', 'Day'],
      ['NIGHT', 'Night'],
    ],
    (index) =>
      index === 0 ? { start_time: '09:00', end_time: '18:00' } : { start_time: '19:00', end_time: '22:00' },
  ),
  gender: list([
    ['M', 'Male'],
    ['F', 'Female'],
  ]),
  registration_channel: list([
    ['WALK-IN', 'WALK-IN'],
    ['CORPORATE', 'CORPORATE'],
    ['GROUP', 'GROUP'],
    ['ONLINE', 'ONLINE'],
    ['VO', 'VO'],
  ]),
  partner_agency_status: list([
    ['PARTNER-AGENCY', 'Partner agency'],
    ['EXTERNAL', 'External'],
    ['NON-AGENT', 'Non-Agent'],
  ]),
  tshirt_size: list(['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'].map((size) => [size, size])),
  dietary: list([
    ['NONE', 'No restriction'],
    ['VEGETARIAN', 'Vegetarian'],
    ['VEGAN', 'Vegan'],
    ['HALAL', 'Halal'],
    ['NO-BEEF', 'No beef'],
  ]),
  race: list([
    ['CHINESE', 'Chinese'],
    ['MALAY', 'Malay'],
    ['INDIAN', 'Indian'],
    ['OTHERS', 'Others'],
  ]),
  citizenship: list([
    ['SC', 'Singapore Citizen'],
    ['PR', 'Singapore Permanent Resident'],
    ['FOREIGNER', 'Foreigner'],
  ]),
  nationality: list([
    ['SINGAPOREAN', 'Singaporean'],
    ['MALAYSIAN', 'Malaysian'],
    ['CHINESE', 'Chinese'],
    ['INDIAN', 'Indian'],
    ['INDONESIAN', 'Indonesian'],
    ['FILIPINO', 'Filipino'],
    ['OTHERS', 'Others'],
  ]),
  tax: [
    {
      name: 'GST 7%',
      rate_percent: 7,
      effective_from: '2007-07-01',
      effective_to: '2022-12-31',
      is_default: false,
      sort_order: 10,
    },
    {
      name: 'GST 8%',
      rate_percent: 8,
      effective_from: '2023-01-01',
      effective_to: '2023-12-31',
      is_default: false,
      sort_order: 20,
    },
    {
      name: 'GST 9%',
      rate_percent: 9,
      effective_from: '2024-01-01',
      effective_to: null,
      is_default: true,
      sort_order: 30,
    },
  ],
};

/** The ~50 lookup lists of spec 7.11 (tables generated from libs/config's registry) and their reference values. */
export class Migration20261121060000_lookup_lists extends Migration {
  override up(): void {
    this.addSql(
      `create table "acp" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "announcement" ("id" serial primary key, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "is_default" boolean not null default false, "content" text not null, "starts_on" date null, "ends_on" date null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "bootcamp_role" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "bootcamp_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "bundle_promo_setting" ("id" serial primary key, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "is_default" boolean not null default false, "bundle2_enabled" boolean not null default false, "bundle2_discount_cents" int not null, "bundle3_enabled" boolean not null default false, "bundle3_discount_cents" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "citizenship" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "course_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "cpd_category" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "cpd_generic_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "cpd_level" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "cpd_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "dietary" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "digital_training_classification" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "document_footer" ("id" serial primary key, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "is_default" boolean not null default false, "kind" varchar(30) not null, "content" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "education" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "employment" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "feedback_question" ("id" serial primary key, "name" varchar(500) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "form" varchar(30) not null, "family" varchar(30) not null, "answer_type" varchar(30) not null, "required" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "gender" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "min_spend_discount_setting" ("id" serial primary key, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "is_default" boolean not null default false, "min_spend_cents" int not null, "discount_cents" int not null, "starts_on" date null, "ends_on" date null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "nationality" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "participant_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "type_group" varchar(30) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "partner_agency_corporate" ("id" serial primary key, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "uen" varchar(10) not null, "address" varchar(300) null, "contact_email" varchar(254) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "partner_agency_status" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "partner_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "payment_mode" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "partner_agency" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "pay_to" ("id" serial primary key, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "bank_name" varchar(100) null, "account_number" varchar(34) null, "paynow_uen" varchar(10) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "preferred_payment_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "proficiency_level" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "profile" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "promo_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "qualification_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "race" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "registration_channel" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "registration_payment_method" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "res_education" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "res_paper" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "res_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "session_timeslot" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "start_time" varchar(5) not null, "end_time" varchar(5) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "tax" ("id" serial primary key, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "is_default" boolean not null default false, "rate_percent" double precision not null, "effective_from" date not null, "effective_to" date null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "tshirt_size" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "user_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "validity_type" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "venue" ("id" serial primary key, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "address" varchar(300) not null, "postal_code" varchar(6) not null, "capacity" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "classroom" ("id" serial primary key, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "venue_id" int not null, "capacity" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "year" ("id" serial primary key, "code" varchar(30) null, "name" varchar(200) not null, "status" text check ("status" in ('Active', 'Inactive', 'Archive')) not null default 'Active', "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "classroom" add constraint "classroom_venue_id_foreign" foreign key ("venue_id") references "venue" ("id") on update cascade;`,
    );

    // Names are unique within a list (case-insensitive), codes too; one default per list.
    this.addSql(`create unique index "acp_name_unique" on "acp" (lower("name"));`);
    this.addSql(`create unique index "acp_code_unique" on "acp" ("code") where "code" is not null;`);
    this.addSql(`create unique index "announcement_name_unique" on "announcement" (lower("name"));`);
    this.addSql(
      `create unique index "announcement_default_unique" on "announcement" ("is_default") where "is_default";`,
    );
    this.addSql(`create unique index "bootcamp_role_name_unique" on "bootcamp_role" (lower("name"));`);
    this.addSql(
      `create unique index "bootcamp_role_code_unique" on "bootcamp_role" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "bootcamp_type_name_unique" on "bootcamp_type" (lower("name"));`);
    this.addSql(
      `create unique index "bootcamp_type_code_unique" on "bootcamp_type" ("code") where "code" is not null;`,
    );
    this.addSql(
      `create unique index "bundle_promo_setting_name_unique" on "bundle_promo_setting" (lower("name"));`,
    );
    this.addSql(
      `create unique index "bundle_promo_setting_default_unique" on "bundle_promo_setting" ("is_default") where "is_default";`,
    );
    this.addSql(`create unique index "citizenship_name_unique" on "citizenship" (lower("name"));`);
    this.addSql(
      `create unique index "citizenship_code_unique" on "citizenship" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "course_type_name_unique" on "course_type" (lower("name"));`);
    this.addSql(
      `create unique index "course_type_code_unique" on "course_type" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "cpd_category_name_unique" on "cpd_category" (lower("name"));`);
    this.addSql(
      `create unique index "cpd_category_code_unique" on "cpd_category" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "cpd_generic_type_name_unique" on "cpd_generic_type" (lower("name"));`);
    this.addSql(
      `create unique index "cpd_generic_type_code_unique" on "cpd_generic_type" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "cpd_level_name_unique" on "cpd_level" (lower("name"));`);
    this.addSql(
      `create unique index "cpd_level_code_unique" on "cpd_level" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "cpd_type_name_unique" on "cpd_type" (lower("name"));`);
    this.addSql(
      `create unique index "cpd_type_code_unique" on "cpd_type" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "dietary_name_unique" on "dietary" (lower("name"));`);
    this.addSql(`create unique index "dietary_code_unique" on "dietary" ("code") where "code" is not null;`);
    this.addSql(
      `create unique index "digital_training_classification_name_unique" on "digital_training_classification" (lower("name"));`,
    );
    this.addSql(
      `create unique index "digital_training_classification_code_unique" on "digital_training_classification" ("code") where "code" is not null;`,
    );
    this.addSql(
      `create unique index "document_footer_name_unique" on "document_footer" ("kind", lower("name"));`,
    );
    this.addSql(
      `create unique index "document_footer_default_unique" on "document_footer" ("kind") where "is_default";`,
    );
    this.addSql(`create unique index "education_name_unique" on "education" (lower("name"));`);
    this.addSql(
      `create unique index "education_code_unique" on "education" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "employment_name_unique" on "employment" (lower("name"));`);
    this.addSql(
      `create unique index "employment_code_unique" on "employment" ("code") where "code" is not null;`,
    );
    this.addSql(
      `create unique index "feedback_question_name_unique" on "feedback_question" ("form", "family", lower("name"));`,
    );
    this.addSql(`create unique index "gender_name_unique" on "gender" (lower("name"));`);
    this.addSql(`create unique index "gender_code_unique" on "gender" ("code") where "code" is not null;`);
    this.addSql(
      `create unique index "min_spend_discount_setting_name_unique" on "min_spend_discount_setting" (lower("name"));`,
    );
    this.addSql(
      `create unique index "min_spend_discount_setting_default_unique" on "min_spend_discount_setting" ("is_default") where "is_default";`,
    );
    this.addSql(`create unique index "nationality_name_unique" on "nationality" (lower("name"));`);
    this.addSql(
      `create unique index "nationality_code_unique" on "nationality" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "participant_type_name_unique" on "participant_type" (lower("name"));`);
    this.addSql(
      `create unique index "participant_type_code_unique" on "participant_type" ("code") where "code" is not null;`,
    );
    this.addSql(
      `create unique index "partner_agency_corporate_name_unique" on "partner_agency_corporate" (lower("name"));`,
    );
    this.addSql(
      `create unique index "partner_agency_status_name_unique" on "partner_agency_status" (lower("name"));`,
    );
    this.addSql(
      `create unique index "partner_agency_status_code_unique" on "partner_agency_status" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "partner_type_name_unique" on "partner_type" (lower("name"));`);
    this.addSql(
      `create unique index "partner_type_code_unique" on "partner_type" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "payment_mode_name_unique" on "payment_mode" (lower("name"));`);
    this.addSql(
      `create unique index "payment_mode_code_unique" on "payment_mode" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "pay_to_name_unique" on "pay_to" (lower("name"));`);
    this.addSql(
      `create unique index "preferred_payment_type_name_unique" on "preferred_payment_type" (lower("name"));`,
    );
    this.addSql(
      `create unique index "preferred_payment_type_code_unique" on "preferred_payment_type" ("code") where "code" is not null;`,
    );
    this.addSql(
      `create unique index "proficiency_level_name_unique" on "proficiency_level" (lower("name"));`,
    );
    this.addSql(
      `create unique index "proficiency_level_code_unique" on "proficiency_level" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "profile_name_unique" on "profile" (lower("name"));`);
    this.addSql(`create unique index "profile_code_unique" on "profile" ("code") where "code" is not null;`);
    this.addSql(`create unique index "promo_type_name_unique" on "promo_type" (lower("name"));`);
    this.addSql(
      `create unique index "promo_type_code_unique" on "promo_type" ("code") where "code" is not null;`,
    );
    this.addSql(
      `create unique index "qualification_type_name_unique" on "qualification_type" (lower("name"));`,
    );
    this.addSql(
      `create unique index "qualification_type_code_unique" on "qualification_type" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "race_name_unique" on "race" (lower("name"));`);
    this.addSql(`create unique index "race_code_unique" on "race" ("code") where "code" is not null;`);
    this.addSql(
      `create unique index "registration_channel_name_unique" on "registration_channel" (lower("name"));`,
    );
    this.addSql(
      `create unique index "registration_channel_code_unique" on "registration_channel" ("code") where "code" is not null;`,
    );
    this.addSql(
      `create unique index "registration_payment_method_name_unique" on "registration_payment_method" (lower("name"));`,
    );
    this.addSql(
      `create unique index "registration_payment_method_code_unique" on "registration_payment_method" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "res_education_name_unique" on "res_education" (lower("name"));`);
    this.addSql(
      `create unique index "res_education_code_unique" on "res_education" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "res_paper_name_unique" on "res_paper" (lower("name"));`);
    this.addSql(
      `create unique index "res_paper_code_unique" on "res_paper" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "res_type_name_unique" on "res_type" (lower("name"));`);
    this.addSql(
      `create unique index "res_type_code_unique" on "res_type" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "session_timeslot_name_unique" on "session_timeslot" (lower("name"));`);
    this.addSql(
      `create unique index "session_timeslot_code_unique" on "session_timeslot" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "tax_name_unique" on "tax" (lower("name"));`);
    this.addSql(`create unique index "tax_default_unique" on "tax" ("is_default") where "is_default";`);
    this.addSql(`create unique index "tshirt_size_name_unique" on "tshirt_size" (lower("name"));`);
    this.addSql(
      `create unique index "tshirt_size_code_unique" on "tshirt_size" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "user_type_name_unique" on "user_type" (lower("name"));`);
    this.addSql(
      `create unique index "user_type_code_unique" on "user_type" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "validity_type_name_unique" on "validity_type" (lower("name"));`);
    this.addSql(
      `create unique index "validity_type_code_unique" on "validity_type" ("code") where "code" is not null;`,
    );
    this.addSql(`create unique index "venue_name_unique" on "venue" (lower("name"));`);
    this.addSql(`create unique index "classroom_name_unique" on "classroom" (lower("name"));`);
    this.addSql(`create unique index "year_name_unique" on "year" (lower("name"));`);
    this.addSql(`create unique index "year_code_unique" on "year" ("code") where "code" is not null;`);

    for (const [table, rows] of Object.entries(REFERENCE))
      this.addSql(this.getKnex().insert(rows).into(table));
  }

  override down(): void {
    this.addSql(`drop table if exists "year" cascade;`);
    this.addSql(`drop table if exists "classroom" cascade;`);
    this.addSql(`drop table if exists "venue" cascade;`);
    this.addSql(`drop table if exists "validity_type" cascade;`);
    this.addSql(`drop table if exists "user_type" cascade;`);
    this.addSql(`drop table if exists "tshirt_size" cascade;`);
    this.addSql(`drop table if exists "tax" cascade;`);
    this.addSql(`drop table if exists "session_timeslot" cascade;`);
    this.addSql(`drop table if exists "res_type" cascade;`);
    this.addSql(`drop table if exists "res_paper" cascade;`);
    this.addSql(`drop table if exists "res_education" cascade;`);
    this.addSql(`drop table if exists "registration_payment_method" cascade;`);
    this.addSql(`drop table if exists "registration_channel" cascade;`);
    this.addSql(`drop table if exists "race" cascade;`);
    this.addSql(`drop table if exists "qualification_type" cascade;`);
    this.addSql(`drop table if exists "promo_type" cascade;`);
    this.addSql(`drop table if exists "profile" cascade;`);
    this.addSql(`drop table if exists "proficiency_level" cascade;`);
    this.addSql(`drop table if exists "preferred_payment_type" cascade;`);
    this.addSql(`drop table if exists "pay_to" cascade;`);
    this.addSql(`drop table if exists "payment_mode" cascade;`);
    this.addSql(`drop table if exists "partner_type" cascade;`);
    this.addSql(`drop table if exists "partner_agency_status" cascade;`);
    this.addSql(`drop table if exists "partner_agency_corporate" cascade;`);
    this.addSql(`drop table if exists "participant_type" cascade;`);
    this.addSql(`drop table if exists "nationality" cascade;`);
    this.addSql(`drop table if exists "min_spend_discount_setting" cascade;`);
    this.addSql(`drop table if exists "gender" cascade;`);
    this.addSql(`drop table if exists "feedback_question" cascade;`);
    this.addSql(`drop table if exists "employment" cascade;`);
    this.addSql(`drop table if exists "education" cascade;`);
    this.addSql(`drop table if exists "document_footer" cascade;`);
    this.addSql(`drop table if exists "digital_training_classification" cascade;`);
    this.addSql(`drop table if exists "dietary" cascade;`);
    this.addSql(`drop table if exists "cpd_type" cascade;`);
    this.addSql(`drop table if exists "cpd_level" cascade;`);
    this.addSql(`drop table if exists "cpd_generic_type" cascade;`);
    this.addSql(`drop table if exists "cpd_category" cascade;`);
    this.addSql(`drop table if exists "course_type" cascade;`);
    this.addSql(`drop table if exists "citizenship" cascade;`);
    this.addSql(`drop table if exists "bundle_promo_setting" cascade;`);
    this.addSql(`drop table if exists "bootcamp_type" cascade;`);
    this.addSql(`drop table if exists "bootcamp_role" cascade;`);
    this.addSql(`drop table if exists "announcement" cascade;`);
    this.addSql(`drop table if exists "acp" cascade;`);
  }
}
