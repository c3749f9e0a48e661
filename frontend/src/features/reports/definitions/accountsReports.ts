import { singaporeToday } from '@/shared/singaporeTime';
import { cellText, defineReport } from '../reportDefinition';
import { customerKindLabel } from './customers';

const accounts = '/admin/reports/accounts';

/** Reports for a period: From and To (inclusive), any day when left empty. */
const period = [
  { name: 'dateFrom', label: 'From', kind: 'date' },
  { name: 'dateTo', label: 'To', kind: 'date' },
] as const;

export const archivedReceiptsReport = defineReport({
  id: 'archived-receipts',
  title: 'Archived receipts',
  route: `${accounts}/archivedreceipts`,
  exportRoute: `${accounts}/archivedreceipts/export`,
  searchPlaceholder: 'Search by receipt no. or customer',
  columns: [
    { key: 'receiptNo', title: 'Receipt No.', sortable: true },
    { key: 'receivedOn', title: 'Date received', type: 'date', sortable: true },
    { key: 'customerName', title: 'Customer', sortable: true, width: 240 },
    { key: 'customerKind', title: 'Customer type', render: (row) => customerKindLabel(row.customerKind) },
    { key: 'amountCents', title: 'Amount', type: 'money', total: true, sortable: true },
  ],
});

export const voidEntriesReport = defineReport({
  id: 'void-entries',
  title: 'Void entries',
  route: `${accounts}/voidentries/getallbypage`,
  exportRoute: `${accounts}/voidentries/getallbypage/export`,
  searchPlaceholder: 'Search by number or reason',
  filters: [
    ...period,
    {
      name: 'documentType',
      label: 'Document type',
      kind: 'choice',
      allLabel: 'All documents',
      options: [
        { value: 'Receipt', label: 'Receipts' },
        { value: 'Invoice', label: 'Invoices' },
        { value: 'Registration', label: 'Registrations' },
      ],
    },
  ],
  columns: [
    { key: 'voidedOn', title: 'Voided on', type: 'date', sortable: true },
    { key: 'documentType', title: 'Type', sortable: true },
    { key: 'documentNo', title: 'Number', sortable: true },
    { key: 'reason', title: 'Reason', width: 220 },
    { key: 'voidedBy', title: 'Voided by' },
    { key: 'unvoidedOn', title: 'Unvoided on', type: 'date' },
    { key: 'unvoidReason', title: 'Unvoid reason', width: 200 },
  ],
});

export const priceListReport = defineReport({
  id: 'price-list',
  title: 'Price list',
  route: `${accounts}/pricelist/get`,
  exportRoute: `${accounts}/pricelist/get/export`,
  filters: [{ name: 'date', label: 'On', kind: 'date', defaultValue: () => singaporeToday() }],
  searchPlaceholder: 'Search by course code or title',
  rowKey: (row) => cellText(row.rowKey ?? `${cellText(row.courseId)}:${cellText(row.participantType)}`),
  columns: [
    { key: 'courseCode', title: 'Code', sortable: true, width: 110 },
    { key: 'courseTitle', title: 'Course', sortable: true, width: 240 },
    { key: 'courseType', title: 'Course type', sortable: true },
    { key: 'participantType', title: 'Participant type', sortable: true },
    { key: 'feeCents', title: 'Fee', type: 'money', sortable: true },
    { key: 'promoFeeCents', title: 'Promo fee', type: 'money' },
    { key: 'promoValidTo', title: 'Promo until', type: 'date' },
    { key: 'bundleRules', title: 'Bundle rules', width: 240 },
  ],
});

/** Corporate registration accounts: Associate Relations read them too, so they have their own subject. */
const corporateRegistrationSubject = 'CorporateRegistrationReport';

export const corporateRegistrationsReport = defineReport({
  id: 'corporate-registrations',
  title: 'Corporate registration accounts',
  route: `${accounts}/corporateregistrations/getbypage`,
  exportRoute: `${accounts}/corporateregistrations/getbypage/export`,
  subject: corporateRegistrationSubject,
  filters: period,
  searchPlaceholder: 'Search by corporate or UEN',
  columns: [
    { key: 'corporateName', title: 'Corporate', sortable: true, width: 240 },
    { key: 'uen', title: 'UEN', sortable: true, width: 120 },
    {
      key: 'registrations',
      title: 'Registrations',
      type: 'integer',
      total: true,
      sortable: true,
      width: 120,
    },
    { key: 'participants', title: 'Participants', type: 'integer', total: true, sortable: true, width: 120 },
    { key: 'seats', title: 'Seats', type: 'integer', total: true, sortable: true },
    { key: 'amountCents', title: 'Amount', type: 'money', total: true, sortable: true },
    { key: 'lastRegisteredOn', title: 'Last registered', type: 'date', sortable: true, width: 130 },
  ],
});

/** One corporate's participants (the `{id}` is the corporate's): its drill-down. */
export const corporateParticipantsReport = (corporateId: number) =>
  defineReport({
    id: `corporate-participants-${corporateId}`,
    title: 'Participants',
    route: `${accounts}/corporateregistrations/${corporateId}/participants/getbypage`,
    exportRoute: `${accounts}/corporateregistrations/${corporateId}/participants/getbypage/export`,
    subject: corporateRegistrationSubject,
    searchPlaceholder: 'Search by participant or e-mail',
    columns: [
      { key: 'participantName', title: 'Participant', sortable: true, width: 200 },
      { key: 'email', title: 'E-mail', sortable: true, width: 200 },
      { key: 'mobileNo', title: 'Mobile' },
      {
        key: 'registrations',
        title: 'Registrations',
        type: 'integer',
        total: true,
        sortable: true,
        width: 120,
      },
      { key: 'seats', title: 'Seats', type: 'integer', total: true, sortable: true },
      { key: 'feesCents', title: 'Fees', type: 'money', total: true, sortable: true },
      { key: 'lastRegisteredOn', title: 'Last registered', type: 'date', sortable: true, width: 130 },
    ],
  });

/** Each seat of one corporate's registrations (`getparticipantsdetails`). */
export const corporateSeatsReport = (corporateId: number) =>
  defineReport({
    id: `corporate-seats-${corporateId}`,
    title: 'Seats',
    route: `${accounts}/corporateregistrations/${corporateId}/getparticipantsdetails`,
    exportRoute: `${accounts}/corporateregistrations/${corporateId}/getparticipantsdetails/export`,
    subject: corporateRegistrationSubject,
    searchPlaceholder: 'Search by participant, registration no. or course',
    columns: [
      { key: 'regNo', title: 'Registration', sortable: true, width: 140 },
      { key: 'registeredOn', title: 'Registered', type: 'date', sortable: true },
      { key: 'participantName', title: 'Participant', sortable: true, width: 180 },
      { key: 'participantType', title: 'Participant type' },
      { key: 'courseCode', title: 'Course', sortable: true },
      { key: 'eventTitle', title: 'Class', width: 200 },
      { key: 'eventDate', title: 'Class date', type: 'date', sortable: true },
      { key: 'status', title: 'Status', sortable: true },
      { key: 'feeCents', title: 'Fee', type: 'money', total: true, sortable: true },
    ],
  });

export const transferCourseReport = defineReport({
  id: 'transfer-course',
  title: 'Transfer course',
  route: `${accounts}/transfercourse/courses`,
  exportRoute: `${accounts}/transfercourse/courses/export`,
  filters: period,
  searchPlaceholder: 'Search by registration no., participant or course',
  // The Excel file has every column (events, invoices, receipt, who); the screen the ones to find a transfer by.
  columns: [
    { key: 'transferredOn', title: 'Transferred on', type: 'date', sortable: true, width: 130 },
    { key: 'fromRegNo', title: 'From registration', sortable: true, width: 150 },
    { key: 'fromParticipant', title: 'From participant', width: 160 },
    { key: 'fromCourse', title: 'From course', width: 180 },
    { key: 'toRegNo', title: 'To registration', sortable: true, width: 150 },
    { key: 'toParticipant', title: 'To participant', width: 160 },
    { key: 'toCourse', title: 'To course', width: 180 },
    { key: 'creditNoteNo', title: 'Credit note', width: 150 },
    { key: 'creditedCents', title: 'Credited', type: 'money', total: true, sortable: true },
    { key: 'newPriceCents', title: 'New invoice', type: 'money', total: true },
    { key: 'differenceCents', title: 'Difference', type: 'money', total: true },
    { key: 'reason', title: 'Reason', width: 200 },
  ],
});
