import { UEN } from '@app/core';
import {
  type FieldDefinition,
  type FieldErrors,
  type ListDefinition,
  type LookupValues,
} from './list-definition';

const FAMILIES = ['cpd', 'res', 'pws', 'digital-training'] as const;
const FAMILY_TITLES: Record<(typeof FAMILIES)[number], string> = {
  cpd: 'CPD',
  res: 'RES',
  pws: 'PWS',
  'digital-training': 'digital training',
};

/** A plain code-and-name list: most of the spec's lookups. */
const simple = (
  name: string,
  title: string,
  entity: string,
  group: string,
  extra: Partial<ListDefinition> = {},
): ListDefinition => ({
  name,
  title,
  group,
  entity,
  table: entity
    .replace(/^[A-Z]/, (char) => char.toLowerCase())
    .replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`),
  hasCode: true,
  fields: [],
  ...extra,
});

const after = (values: LookupValues, start: string, end: string, message: string): FieldErrors => {
  const from = values[start];
  const to = values[end];
  return typeof from === 'string' && typeof to === 'string' && to <= from ? { [end]: [message] } : {};
};

const dateRange = (values: LookupValues): FieldErrors => {
  const from = values.startsOn;
  const to = values.endsOn;
  return typeof from === 'string' && typeof to === 'string' && to < from
    ? { endsOn: ['The end date must not be before the start date'] }
    : {};
};

const questionFields: FieldDefinition[] = [
  {
    name: 'answerType',
    label: 'Answer type',
    type: 'enum',
    options: ['rating', 'text', 'yes-no'],
    required: true,
  },
  { name: 'required', label: 'Answer required', type: 'boolean', required: true },
];

/** Feedback questions share one table; form (course or trainer) and family carve out each list. */
const questions = (form: 'course' | 'trainer', family: (typeof FAMILIES)[number]): ListDefinition => {
  const prefix = form === 'course' ? 'cquestions' : 'tquestions';
  const suffix = family === 'cpd' ? '' : family.replace('-', '');
  return {
    name: `${prefix}${suffix}`,
    title: `${form === 'course' ? 'Course' : 'Trainer'} feedback questions (${FAMILY_TITLES[family]})`,
    group: 'Feedback',
    entity: 'FeedbackQuestion',
    table: 'feedback_question',
    scope: { form, family },
    nameLabel: 'Question',
    nameMaxLength: 500,
    fields: questionFields,
  };
};

/** Shared by every list of the `document_footer` table: footers and the RES letter of undertaking. */
const footerFields: FieldDefinition[] = [
  { name: 'content', label: 'Text', type: 'richText', required: true },
];

/** Invoice and receipt footers share one table; each kind keeps its own default. */
const footer = (name: string, title: string, kind: string): ListDefinition => ({
  name,
  title,
  group: 'Billing',
  entity: 'DocumentFooter',
  table: 'document_footer',
  scope: { kind },
  fields: footerFields,
  hasDefault: true,
});

/** Every lookup list of spec 7.11, in the order the spec names them. */
export const LIST_DEFINITIONS: readonly ListDefinition[] = [
  simple('acp', 'ACP', 'Acp', 'Courses'),
  simple('bootcamptypes', 'Bootcamp types', 'BootcampType', 'Courses'),
  simple('coursetypes', 'Course types', 'CourseType', 'Courses'),
  simple('classrooms', 'Classrooms', 'Classroom', 'Venues', {
    hasCode: false,
    fields: [
      { name: 'venueId', label: 'Venue', type: 'reference', list: 'venues', required: true },
      { name: 'capacity', label: 'Capacity', type: 'integer', min: 1, max: 10000, required: true },
    ],
  }),
  simple('cpdcategories', 'CPD categories', 'CpdCategory', 'CPD'),
  simple('cpdlevels', 'CPD levels', 'CpdLevel', 'CPD'),
  simple('cpdgenerictypes', 'CPD generic types', 'CpdGenericType', 'CPD'),
  simple('cpdproficiencylevels', 'Proficiency levels', 'ProficiencyLevel', 'CPD'),
  simple('cpdtypes', 'CPD types', 'CpdType', 'CPD'),
  simple('restypes', 'RES types', 'ResType', 'RES'),
  simple(
    'digitaltrainingclassifications',
    'Digital training classifications',
    'DigitalTrainingClassification',
    'Courses',
  ),
  simple('validitytypes', 'Validity types', 'ValidityType', 'Courses'),
  simple('dietaries', 'Dietaries', 'Dietary', 'Participants'),
  ...FAMILIES.map((family) => questions('course', family)),
  ...FAMILIES.map((family) => questions('trainer', family)),
  simple('educations', 'Educations', 'Education', 'Trainers'),
  simple('employments', 'Employments', 'Employment', 'Participants'),
  simple('partnertypes', 'Partner types', 'PartnerType', 'Partners'),
  simple('participanttypes', 'Participant types', 'ParticipantType', 'Participants', {
    fields: [
      { name: 'typeGroup', label: 'Group', type: 'enum', options: ['res', 'cpd', 'others', 'bootcamp'] },
    ],
  }),
  simple('usertypes', 'User types', 'UserType', 'Users'),
  simple('promotypes', 'Promo types', 'PromoType', 'Promotions'),
  simple('profiles', 'Profiles', 'Profile', 'Participants'),
  simple('paymentmode', 'Payment modes', 'PaymentMode', 'Billing', {
    fields: [{ name: 'partnerAgency', label: 'Partner-agency variant', type: 'boolean', required: true }],
  }),
  simple('preferredpaymenttype', 'Preferred payment types', 'PreferredPaymentType', 'Billing'),
  simple('gender', 'Gender', 'Gender', 'Participants'),
  simple('partneragencystatus', 'Partner-agency statuses', 'PartnerAgencyStatus', 'Partners'),
  simple('partneragencycorporates', 'Partner-agency corporates', 'PartnerAgencyCorporate', 'Partners', {
    hasCode: false,
    nameLabel: 'Company name',
    fields: [
      {
        name: 'uen',
        label: 'Company registration no. (UEN)',
        type: 'text',
        maxLength: 10,
        required: true,
        pattern: {
          regex: UEN,
          message: 'UEN must look like 201912345K, 53123456D or T08LL1234A',
          example: '201912345K',
        },
      },
      { name: 'address', label: 'Address', type: 'text', maxLength: 300 },
      {
        name: 'contactEmail',
        label: 'Contact e-mail',
        type: 'text',
        maxLength: 254,
        pattern: {
          regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
          message: 'Contact e-mail must be an e-mail address',
          example: 'accounts@example.com',
        },
      },
    ],
  }),
  simple('qualificationtypes', 'Qualification types', 'QualificationType', 'Trainers'),
  simple('educationres', 'RES education levels', 'ResEducation', 'RES'),
  simple('respapers', 'RES papers', 'ResPaper', 'RES'),
  simple('sessionts', 'Session timeslots', 'SessionTimeslot', 'Courses', {
    fields: [
      { name: 'startTime', label: 'Start time', type: 'time', required: true },
      { name: 'endTime', label: 'End time', type: 'time', required: true },
    ],
    validate: (values) =>
      after(
        values,
        'startTime',
        'endTime',
        'Session time schedule: the end time must be greater than the start time',
      ),
  }),
  simple('citizenship', 'Citizenships', 'Citizenship', 'Participants'),
  simple('race', 'Races', 'Race', 'Participants'),
  simple('nationality', 'Nationalities', 'Nationality', 'Participants'),
  simple('registrationpm', 'Registration payment methods', 'RegistrationPaymentMethod', 'Billing'),
  simple('registrationchannels', 'Registration channels', 'RegistrationChannel', 'Billing'),
  simple('tshirtsize', 'T-shirt sizes', 'TshirtSize', 'Participants'),
  simple('bootcamprole', 'Bootcamp roles', 'BootcampRole', 'Courses'),
  simple('year', 'Years', 'Year', 'Courses'),
  simple('taxes', 'Taxes', 'Tax', 'Billing', {
    hasCode: false,
    hasDefault: true,
    defaultRoutePrefix: 'tax',
    fields: [
      { name: 'ratePercent', label: 'Rate (%)', type: 'percent', required: true },
      { name: 'effectiveFrom', label: 'Effective from', type: 'date', required: true },
      { name: 'effectiveTo', label: 'Effective to', type: 'date' },
    ],
    validate: (values) =>
      after(values, 'effectiveFrom', 'effectiveTo', 'Effective to must be after effective from'),
  }),
  footer('invoicefooter', 'Invoice footers', 'invoice'),
  footer('invoicefooterres', 'Invoice footers (RES)', 'invoice-res'),
  footer('invoicefooterproduct', 'Invoice footers (products)', 'invoice-product'),
  footer('receiptfooter', 'Receipt footers', 'receipt'),
  // The text of the RES letter of undertaking; shares the footers' table. Its placeholders are listed in
  // libs/registration/src/res/res-lou-document.ts.
  { ...footer('reslou', 'RES letter of undertaking', 'res-lou'), group: 'RES' },
  simple('announcement', 'Announcements', 'Announcement', 'Website', {
    hasCode: false,
    hasDefault: true,
    nameLabel: 'Title',
    fields: [
      { name: 'content', label: 'Message', type: 'richText', required: true },
      { name: 'startsOn', label: 'Show from', type: 'date' },
      { name: 'endsOn', label: 'Show until', type: 'date' },
    ],
    validate: dateRange,
  }),
  simple('bundlepromosetting', 'Bundle promo settings', 'BundlePromoSetting', 'Promotions', {
    hasCode: false,
    hasDefault: true,
    fields: [
      { name: 'bundle2Enabled', label: 'Bundle of 2 on', type: 'boolean', required: true },
      { name: 'bundle2DiscountCents', label: 'Bundle of 2 discount', type: 'money', required: true },
      { name: 'bundle3Enabled', label: 'Bundle of 3 on', type: 'boolean', required: true },
      { name: 'bundle3DiscountCents', label: 'Bundle of 3 discount', type: 'money', required: true },
    ],
  }),
  simple(
    'minspendingdiscountpromosetting',
    'Minimum-spend discount settings',
    'MinSpendDiscountSetting',
    'Promotions',
    {
      hasCode: false,
      hasDefault: true,
      fields: [
        { name: 'minSpendCents', label: 'Minimum spend', type: 'money', required: true },
        { name: 'discountCents', label: 'Discount', type: 'money', required: true },
        { name: 'startsOn', label: 'From', type: 'date' },
        { name: 'endsOn', label: 'Until', type: 'date' },
      ],
      validate: (values) => {
        const errors = dateRange(values);
        const spend = values.minSpendCents;
        const discount = values.discountCents;
        if (typeof spend === 'number' && typeof discount === 'number' && discount >= spend) {
          errors.discountCents = ['The discount must be less than the minimum spend'];
        }
        return errors;
      },
    },
  ),
  simple('payto', 'Pay to', 'PayTo', 'Billing', {
    hasCode: false,
    nameLabel: 'Payee',
    fields: [
      { name: 'bankName', label: 'Bank', type: 'text', maxLength: 100 },
      {
        name: 'accountNumber',
        label: 'Account number',
        type: 'text',
        maxLength: 34,
        pattern: {
          regex: /^[0-9-]{5,34}$/,
          message: 'Account number must be digits and dashes',
          example: '072-123456-7',
        },
      },
      { name: 'paynowUen', label: 'PayNow UEN', type: 'text', maxLength: 10 },
    ],
  }),
  simple('venues', 'Venues', 'Venue', 'Venues', {
    hasCode: false,
    statusMethod: 'PATCH',
    fields: [
      { name: 'address', label: 'Address', type: 'text', maxLength: 300, required: true },
      {
        name: 'postalCode',
        label: 'Postal code',
        type: 'text',
        maxLength: 6,
        required: true,
        pattern: { regex: /^\d{6}$/, message: 'Postal code must be 6 digits', example: '159836' },
      },
      { name: 'capacity', label: 'Capacity', type: 'integer', min: 1, max: 100000, required: true },
    ],
  }),
];

export const listByName = (name: string): ListDefinition | undefined =>
  LIST_DEFINITIONS.find((list) => list.name === name);
