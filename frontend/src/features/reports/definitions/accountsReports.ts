import { cellText, defineReport } from '../reportDefinition';
import { customerKindLabel } from './customers';

const accounts = '/admin/reports/accounts';

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
    { name: 'dateFrom', label: 'From', kind: 'date' },
    { name: 'dateTo', label: 'To', kind: 'date' },
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

/*
 * The reports below are served by routes being added alongside these screens; their columns are read off
 * the rows the server sends (money by its `Cents` suffix), so the screens follow the server's definitions.
 */

export const priceListReport = defineReport({
  id: 'price-list',
  title: 'Price list',
  route: `${accounts}/pricelist/get`,
  exportRoute: `${accounts}/pricelist/get/export`,
  searchPlaceholder: 'Search by course',
  rowKey: (row) => cellText(row.id ?? row.courseId ?? row),
});

export const corporateRegistrationsReport = defineReport({
  id: 'corporate-registrations',
  title: 'Corporate registration accounts',
  route: `${accounts}/corporateregistrations/getbypage`,
  exportRoute: `${accounts}/corporateregistrations/getbypage/export`,
  searchPlaceholder: 'Search by corporate or registration no.',
});

/** The participants of one corporate registration (its drill-down). */
export const corporateParticipantsReport = (registrationId: number) =>
  defineReport({
    id: `corporate-participants-${registrationId}`,
    title: 'Participants',
    route: `${accounts}/corporateregistrations/${registrationId}/participants/getbypage`,
    exportRoute: `${accounts}/corporateregistrations/${registrationId}/participants/getbypage/export`,
    searchPlaceholder: 'Search by participant',
    rowKey: (row) => cellText(row.id ?? row.participantId ?? row),
  });

export const transferCourseReport = defineReport({
  id: 'transfer-course',
  title: 'Transfer course',
  route: `${accounts}/transfercourse/courses`,
  exportRoute: `${accounts}/transfercourse/courses/export`,
  searchPlaceholder: 'Search by participant, registration no. or course',
  rowKey: (row) => cellText(row.id ?? row),
});
