import { redirect, type RouteObject } from 'react-router';
import { loadChunk } from '@/app/loadChunk';
import { leadPaths } from '@/features/leads/paths';

/**
 * The back office's pages beyond its dashboard, each its own chunk. The router adds them to the admin
 * area on the first visit to one of them (app/router.tsx), so the entry chunk does not carry this table.
 */
export const adminRoutes: RouteObject[] = [
  {
    // Under catalog/, so no screen path is also an API path (/admin/courses/..., /admin/course/...).
    path: 'catalog/courses',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/courses/pages/CourseList'))).CourseList,
    }),
  },
  {
    path: 'catalog/courses/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/courses/pages/CourseCreate'))).CourseCreate,
    }),
  },
  {
    path: 'catalog/courses/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/courses/pages/CourseView'))).CourseView,
    }),
  },
  {
    path: 'catalog/courses/:id/edit',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/courses/pages/CourseEdit'))).CourseEdit,
    }),
  },
  {
    path: 'catalog/events',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/events/pages/EventList'))).EventList,
    }),
  },
  {
    path: 'catalog/events/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/events/pages/EventCreate'))).EventCreate,
    }),
  },
  {
    path: 'catalog/events/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/events/pages/EventView'))).EventView,
    }),
  },
  {
    path: 'catalog/events/:id/edit',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/events/pages/EventEdit'))).EventEdit,
    }),
  },
  {
    path: 'catalog/e-courses',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/ecourses/pages/ECourseList'))).ECourseList,
    }),
  },
  {
    path: 'catalog/e-courses/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/ecourses/pages/ECourseCreate'))).ECourseCreate,
    }),
  },
  {
    path: 'catalog/e-courses/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/ecourses/pages/ECourseView'))).ECourseView,
    }),
  },
  {
    path: 'catalog/e-courses/:id/edit',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/ecourses/pages/ECourseEdit'))).ECourseEdit,
    }),
  },
  {
    // Plural, unlike the API's /admin/registration/... and /admin/register/..., so no screen path is also an API path.
    path: 'registrations',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/registrations/pages/RegistrationList')))
        .RegistrationList,
    }),
  },
  {
    path: 'registrations/events',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/registrations/pages/RegistrationEvents')))
        .RegistrationEvents,
    }),
  },
  {
    path: 'registrations/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/registrations/pages/RegistrationView')))
        .RegistrationView,
    }),
  },
  {
    path: 'staff-registration/walk-in',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/staff-registration/pages/WalkInRegistration')))
        .WalkInRegistration,
    }),
  },
  {
    path: 'staff-registration/group',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/staff-registration/pages/GroupRegistration')))
        .GroupRegistration,
    }),
  },
  {
    path: 'staff-registration/batch',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/staff-registration/pages/BatchRegistration')))
        .BatchRegistration,
    }),
  },
  {
    path: 'staff-registration/corporate',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/staff-registration/pages/CorporateRegistration')))
        .CorporateRegistration,
    }),
  },
  {
    path: 'attendance',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/attendance/pages/AttendanceEvents')))
        .AttendanceEvents,
    }),
  },
  {
    // What trainers and facilitators have for the Events list: the events that are theirs.
    path: 'my-events',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/attendance/pages/MyEvents'))).MyEvents,
    }),
  },
  {
    // events/{id}, not the API's event/{id}/... and events/get...: no screen path is also an API path.
    path: 'attendance/events/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/attendance/pages/EventAttendance')))
        .EventAttendance,
    }),
  },
  {
    path: 'attendance/scan/:sessionId',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/attendance/pages/ScanSession'))).ScanSession,
    }),
  },
  {
    path: 'mail-outbox',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/mail/pages/OutboxList'))).OutboxList,
    }),
  },
  {
    // Under people/, so no screen path is also an API path (/admin/facilitators/...).
    path: 'people/facilitators',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/facilitators/pages/FacilitatorList')))
        .FacilitatorList,
    }),
  },
  {
    path: 'people/facilitators/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/facilitators/pages/FacilitatorCreate')))
        .FacilitatorCreate,
    }),
  },
  {
    path: 'people/facilitators/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/facilitators/pages/FacilitatorView')))
        .FacilitatorView,
    }),
  },
  {
    path: 'people/facilitators/:id/edit',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/facilitators/pages/FacilitatorEdit')))
        .FacilitatorEdit,
    }),
  },
  {
    path: 'people/trainers',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/trainers/pages/TrainerList'))).TrainerList,
    }),
  },
  {
    path: 'people/trainers/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/trainers/pages/TrainerCreate'))).TrainerCreate,
    }),
  },
  {
    path: 'people/trainers/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/trainers/pages/TrainerView'))).TrainerView,
    }),
  },
  {
    path: 'people/trainers/:id/edit',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/trainers/pages/TrainerEdit'))).TrainerEdit,
    }),
  },
  {
    path: 'people/participants',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/participants/pages/ParticipantList')))
        .ParticipantList,
    }),
  },
  {
    path: 'people/participants/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/participants/pages/ParticipantCreate')))
        .ParticipantCreate,
    }),
  },
  {
    // Merging and transferring, with the mode and the chosen pair in the query.
    path: 'people/participants/merge',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/participants/pages/ParticipantMerge')))
        .ParticipantMerge,
    }),
  },
  {
    path: 'people/participants/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/participants/pages/ParticipantView')))
        .ParticipantView,
    }),
  },
  {
    path: 'people/participants/:id/edit',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/participants/pages/ParticipantEdit')))
        .ParticipantEdit,
    }),
  },
  {
    path: 'people/corporates',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/corporates/pages/CorporateList'))).CorporateList,
    }),
  },
  {
    path: 'people/corporates/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/corporates/pages/CorporateCreate')))
        .CorporateCreate,
    }),
  },
  {
    path: 'people/corporates/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/corporates/pages/CorporateView'))).CorporateView,
    }),
  },
  {
    path: 'people/corporates/:id/edit',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/corporates/pages/CorporateEdit'))).CorporateEdit,
    }),
  },
  {
    path: 'finance/invoices',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/InvoiceList'))).InvoiceList,
    }),
  },
  {
    path: 'finance/invoices/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/InvoiceCreate'))).InvoiceCreate,
    }),
  },
  {
    path: 'finance/invoices/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/InvoiceView'))).InvoiceView,
    }),
  },
  {
    path: 'finance/invoices/:id/edit',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/InvoiceEdit'))).InvoiceEdit,
    }),
  },
  {
    path: 'finance/receipts',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/ReceiptList'))).ReceiptList,
    }),
  },
  {
    path: 'finance/receipts/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/ReceiptView'))).ReceiptView,
    }),
  },
  {
    path: 'finance/payments',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/StaffPayment'))).StaffPayment,
    }),
  },
  {
    path: 'finance/product-sales',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/ProductSaleList'))).ProductSaleList,
    }),
  },
  {
    path: 'finance/product-sales/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/ProductSaleCreate')))
        .ProductSaleCreate,
    }),
  },
  {
    path: 'finance/products',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/ProductList'))).ProductList,
    }),
  },
  {
    path: 'finance/products/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/ProductCreate'))).ProductCreate,
    }),
  },
  {
    path: 'finance/products/:id/edit',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/ProductEdit'))).ProductEdit,
    }),
  },
  {
    path: 'finance/transactions',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/TransactionList'))).TransactionList,
    }),
  },
  {
    path: 'finance/approvals',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/finance/pages/CfoApprovals'))).CfoApprovals,
    }),
  },
  // Finance reports under finance/, sales reports under sales-reports/: never an API path (/admin/reports/...).
  {
    path: 'finance/statement-of-account',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/reports/pages/StatementOfAccount')))
        .StatementOfAccount,
    }),
  },
  {
    path: 'finance/aged-trial-balance',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/reports/pages/AgedTrialBalance')))
        .AgedTrialBalance,
    }),
  },
  {
    path: 'finance/accounts-reports',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/reports/pages/AccountsReports'))).AccountsReports,
    }),
  },
  {
    path: 'finance/accounts-reports/:report',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/reports/pages/AccountsReports'))).AccountsReports,
    }),
  },
  {
    path: 'sales-reports/daily-sales-settlement',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/reports/pages/DailySalesSettlement')))
        .DailySalesSettlement,
    }),
  },
  {
    path: 'sales-reports/daily-sales-settlement/:report',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/reports/pages/DailySalesSettlement')))
        .DailySalesSettlement,
    }),
  },
  {
    path: 'voids/entry',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/voids/pages/VoidEntry'))).VoidEntry,
    }),
  },
  {
    path: 'voids/report',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/voids/pages/VoidEntriesReport')))
        .VoidEntriesReport,
    }),
  },
  {
    path: 'rescheduling',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/reschedule/pages/Reschedule'))).Reschedule,
    }),
  },
  {
    path: 'people/users',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/users/pages/UserList'))).UserList,
    }),
  },
  {
    path: 'people/users/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/users/pages/UserCreate'))).UserCreate,
    }),
  },
  {
    path: 'people/users/:id',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/users/pages/UserView'))).UserView,
    }),
  },
  {
    path: 'people/users/:id/edit',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/users/pages/UserEdit'))).UserEdit,
    }),
  },
  {
    // Not /admin/res-schedules/...: those are API paths, which the server answers with JSON.
    path: 'schedules/res',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/schedules/pages/ResScheduleList')))
        .ResScheduleList,
    }),
  },
  { path: 'leads', loader: () => redirect(leadPaths.list('res')) },
  {
    // Not /admin/register/<kind>leads/...: those are API paths, which the server answers with JSON.
    path: 'leads/:kind',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/leads/pages/LeadList'))).LeadList,
    }),
  },
  {
    // Not /admin/register/search/...: that is the API path.
    path: 'search',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/search/pages/Search'))).Search,
    }),
  },
  {
    // Not /admin/promocodes/...: those are API paths, which the server answers with JSON.
    path: 'promotions',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/promotions/pages/Promotions'))).Promotions,
    }),
  },
  {
    // Singular, unlike the API's /admin/configurations/..., so no screen path is also an API path.
    path: 'configuration',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/configuration/pages/ConfigurationIndex')))
        .ConfigurationIndex,
    }),
  },
  {
    path: 'configuration/mail-test',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/configuration/pages/MailTest'))).MailTest,
    }),
  },
  {
    path: 'configuration/:list',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/configuration/pages/ConfigurationList')))
        .ConfigurationList,
    }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await loadChunk(() => import('@/shared/NotFound'))).NotFound }),
  },
];
