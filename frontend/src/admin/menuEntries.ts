import { policyAllows, type PolicyAbility, type ScreenPolicy } from '../app/policy';

/**
 * The back office's menu: each entry opens a screen whose first request is `route`, and shows only to users
 * that route lets through (`policy`, the route's own, or stricter). test/unit/admin-menu.spec.ts checks each
 * entry against the served routes for every role, so the menu never offers a page that answers 403. Free of
 * React and of `@/` imports, so that test can read it.
 */
export interface AdminMenuEntry {
  key: string;
  label: string;
  path: string;
  /** `GET /admin/...`: the API call the screen opens with. */
  route: string;
  policy: ScreenPolicy;
  /** Shown only to users who do not see that entry: its stand-in for users limited to their own records. */
  standsInFor?: string;
}

export const adminMenuEntries: readonly AdminMenuEntry[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    path: '/admin',
    route: 'GET /admin/events/upcoming',
    policy: { action: 'read', subject: 'Dashboard' },
  },
  {
    key: 'courses',
    label: 'Courses',
    // Create, view and edit live under this path, so the entry stays selected on them.
    path: '/admin/catalog/courses',
    route: 'GET /admin/courses/getbypage/:items',
    policy: { action: 'read', subject: 'Course' },
  },
  {
    key: 'events',
    label: 'Events',
    path: '/admin/catalog/events',
    route: 'GET /admin/events/filter',
    policy: { action: 'read', subject: 'Event' },
  },
  {
    // Trainers and facilitators read their own events only: the attendance lists are theirs.
    key: 'my-events',
    label: 'My events',
    path: '/admin/my-events',
    route: 'GET /admin/attendance/events/getall',
    policy: { action: 'read', subject: 'Attendance', perRecord: true },
    standsInFor: 'events',
  },
  {
    key: 'e-courses',
    label: 'E-courses',
    path: '/admin/catalog/e-courses',
    route: 'GET /admin/e-courses/filter',
    policy: { action: 'read', subject: 'ECourse' },
  },
  {
    key: 'registrations',
    label: 'Registrations',
    // Each registration and the figures per event live under this path, so the entry stays selected on them.
    path: '/admin/registrations',
    route: 'GET /admin/register/details/getall',
    policy: { action: 'read', subject: 'Registration' },
  },
  {
    // Staff-entered registrations (issue 18): the walk-in's event picker opens first.
    key: 'walk-in',
    label: 'Walk-in registration',
    path: '/admin/staff-registration/walk-in',
    route: 'GET /admin/events/filter',
    policy: { action: 'create', subject: 'Registration' },
  },
  {
    key: 'group-registration',
    label: 'Group registration',
    path: '/admin/staff-registration/group',
    route: 'GET /admin/events/filter',
    policy: { action: 'create', subject: 'Registration' },
  },
  {
    key: 'batch-registration',
    label: 'Batch registration',
    path: '/admin/staff-registration/batch',
    route: 'GET /admin/registration/batch/template',
    policy: { action: 'create', subject: 'Invoice' },
  },
  {
    key: 'corporate-registration',
    label: 'Corporate registration',
    path: '/admin/staff-registration/corporate',
    route: 'GET /admin/registration/corporate/participants/fetch',
    policy: { action: 'create', subject: 'Invoice' },
  },
  {
    key: 'reschedule',
    label: 'Reschedule',
    path: '/admin/rescheduling',
    route: 'GET /admin/reschedule/event/:id',
    // The moves carry money (price differences): the reschedule needs `create Refund`.
    policy: { action: 'create', subject: 'Refund' },
  },
  {
    key: 'search',
    label: 'Search',
    path: '/admin/search',
    route: 'GET /admin/register/search/filter',
    policy: { action: 'read', subject: 'Registration' },
  },
  {
    key: 'leads',
    label: 'Leads',
    // Opens the RES leads; each kind's list lives under this path, so the entry stays selected on all three.
    path: '/admin/leads',
    route: 'GET /admin/register/resleads/getbypage',
    policy: { action: 'read', subject: 'Lead' },
  },
  {
    key: 'attendance',
    label: 'Attendance',
    // Each event's attendance and the scanning screens live under this path, so the entry stays selected on them.
    path: '/admin/attendance',
    route: 'GET /admin/attendance/getallsessiontoday',
    policy: { action: 'read', subject: 'Attendance', perRecord: true },
  },
  {
    key: 'mail-outbox',
    label: 'Mail outbox',
    path: '/admin/mail-outbox',
    route: 'GET /admin/mail/outbox',
    policy: { action: 'read', subject: 'Mail' },
  },
  {
    key: 'facilitators',
    label: 'Facilitators',
    // Create, view and edit live under this path, so the entry stays selected on them.
    path: '/admin/people/facilitators',
    route: 'GET /admin/facilitators/getallbypage',
    policy: { action: 'read', subject: 'Facilitator' },
  },
  {
    key: 'trainers',
    label: 'Trainers',
    path: '/admin/people/trainers',
    route: 'GET /admin/trainers/getallbypage',
    policy: { action: 'read', subject: 'Trainer' },
  },
  {
    key: 'participants',
    label: 'Participants',
    // Create, view, edit and merge live under this path, so the entry stays selected on them.
    path: '/admin/people/participants',
    route: 'GET /admin/participants/filter',
    policy: { action: 'read', subject: 'Participant' },
  },
  {
    key: 'corporates',
    label: 'Corporates',
    // Create, view and edit live under this path, so the entry stays selected on them.
    path: '/admin/people/corporates',
    route: 'GET /admin/corporates/getallbypage',
    policy: { action: 'read', subject: 'Corporate' },
  },
  {
    key: 'invoices',
    label: 'Invoices',
    // Each invoice lives under this path, so the entry stays selected on it.
    path: '/admin/finance/invoices',
    route: 'GET /admin/invoices/getall',
    policy: { action: 'read', subject: 'Invoice' },
  },
  {
    key: 'receipts',
    label: 'Receipts',
    // Each receipt lives under this path; the archived receipts are this list filtered by status.
    path: '/admin/finance/receipts',
    route: 'GET /admin/receipts/getall',
    policy: { action: 'read', subject: 'Receipt' },
  },
  {
    key: 'payments',
    label: 'Payments',
    path: '/admin/finance/payments',
    route: 'GET /admin/payment/lookupcustomerswithinvoices',
    policy: { action: 'read', subject: 'Payment' },
  },
  {
    key: 'transactions',
    label: 'Transactions',
    path: '/admin/finance/transactions',
    route: 'GET /admin/payment/search/filter',
    policy: { action: 'read', subject: 'Payment' },
  },
  {
    key: 'approvals',
    label: 'Approvals (CFO)',
    path: '/admin/finance/approvals',
    route: 'GET /admin/cfo/approvals/getall',
    policy: { action: 'approve', subject: 'CreditNote' },
  },
  {
    key: 'void-entry',
    label: 'Void entry',
    path: '/admin/voids/entry',
    route: 'GET /admin/register/voidentry/fetch/registration',
    // Voiding is the screen's point; Customer Service Officers may not void.
    policy: { action: 'create', subject: 'VoidEntry' },
  },
  {
    key: 'void-entries-report',
    label: 'Void entries report',
    path: '/admin/voids/report',
    route: 'GET /admin/reports/accounts/voidentries/getallbypage',
    policy: { action: 'read', subject: 'FinanceReport' },
  },
  {
    key: 'product-sales',
    label: 'Product sales',
    path: '/admin/finance/product-sales',
    route: 'GET /admin/productsales/getallbypage',
    policy: { action: 'read', subject: 'Invoice' },
  },
  {
    key: 'products',
    label: 'Products',
    path: '/admin/finance/products',
    route: 'GET /admin/products/get/allbypage',
    policy: { action: 'read', subject: 'Product' },
  },
  {
    key: 'statement-of-account',
    label: 'Statement of account',
    path: '/admin/finance/statement-of-account',
    // The customer picker's list of customers with activity at the date.
    route: 'GET /admin/reports/accounts/statementofaccount/getallcustomers',
    policy: { action: 'read', subject: 'FinanceReport' },
  },
  {
    key: 'aged-trial-balance',
    label: 'Aged trial balance',
    path: '/admin/finance/aged-trial-balance',
    route: 'GET /admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices',
    policy: { action: 'read', subject: 'FinanceReport' },
  },
  {
    key: 'accounts-reports',
    label: 'Accounts reports',
    // Opens the archived receipts; each accounts report is a tab under this path, so the entry stays selected.
    path: '/admin/finance/accounts-reports',
    route: 'GET /admin/reports/accounts/archivedreceipts',
    policy: { action: 'read', subject: 'FinanceReport' },
  },
  {
    // Associate Relations reads the corporate registration accounts only, not the other finance reports.
    key: 'corporate-registrations',
    label: 'Corporate registrations',
    path: '/admin/finance/accounts-reports/corporate-registrations',
    route: 'GET /admin/reports/accounts/corporateregistrations/getbypage',
    policy: { action: 'read', subject: 'CorporateRegistrationReport' },
    standsInFor: 'accounts-reports',
  },
  {
    key: 'daily-sales-settlement',
    label: 'Daily sales settlement',
    // Individual, consolidated and list are tabs under this path.
    path: '/admin/sales-reports/daily-sales-settlement',
    route: 'GET /admin/reports/sales/dailysalessettlement/individual/getall',
    policy: { action: 'read', subject: 'FinanceReport' },
  },
  {
    key: 'users',
    label: 'Users',
    path: '/admin/people/users',
    route: 'GET /admin/users/getbypage',
    policy: { action: 'read', subject: 'User' },
  },
  {
    key: 'res-schedules',
    label: 'RES schedules',
    path: '/admin/schedules/res',
    route: 'GET /admin/res-schedules/getall',
    policy: { action: 'read', subject: 'ResSchedule' },
  },
  {
    key: 'promotions',
    label: 'Promotions',
    path: '/admin/promotions',
    route: 'GET /admin/promocodes/getallbypage',
    // Configurers' work: promo codes and bundles change what every checkout costs.
    policy: { action: 'update', subject: 'Configuration' },
  },
  {
    key: 'configuration',
    label: 'Configuration',
    // Its lists and the mail test live under this path, so the entry stays selected on them.
    path: '/admin/configuration',
    route: 'GET /admin/configurations/lists',
    policy: { action: 'read', subject: 'Configuration' },
  },
];

/** The entries this user can open, judged as the server judges the routes behind them. */
export function visibleMenuEntries(ability: PolicyAbility): AdminMenuEntry[] {
  const allowed = adminMenuEntries.filter((entry) => policyAllows(ability, entry.policy));
  const shown = new Set(allowed.map((entry) => entry.key));
  return allowed.filter((entry) => !entry.standsInFor || !shown.has(entry.standsInFor));
}
