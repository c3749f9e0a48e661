import { baseApi } from '@/app/api/baseApi';
import type { ReportPage, ReportRow } from './reportDefinition';

export interface ReportRequest {
  route: string;
  method?: 'GET' | 'POST';
  params: Record<string, string | number>;
}

/** The customer a statement is for: a participant or corporate by id, a walk-in by name. */
export interface StatementCustomer {
  customerKind: string;
  customerId?: number;
  customerName?: string;
}

/** A report route may answer a bare array (a short list such as the price list): one page of it. */
function asReportPage(body: unknown): ReportPage {
  if (Array.isArray(body)) {
    const items = body as ReportRow[];
    return { items, page: 1, pageSize: items.length, total: items.length, totals: {} };
  }
  const page = body as Partial<ReportPage>;
  return {
    items: page.items ?? [],
    page: page.page ?? 1,
    pageSize: page.pageSize ?? 0,
    total: page.total ?? page.items?.length ?? 0,
    totals: page.totals ?? {},
  };
}

/** Every report is read through one endpoint: the definition names the route, the screen the query. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<ReportPage, ReportRequest>({
      query: ({ route, method = 'GET', params }) =>
        method === 'POST' ? { url: route, method, body: params } : { url: route, params },
      transformResponse: asReportPage,
      // Money moved elsewhere (a payment, a credit note) changes every figure of a finance report.
      providesTags: [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Payment', id: 'LIST' },
      ],
    }),
    emailStatement: build.mutation<{ to: string; date: string }, StatementCustomer & { date: string }>({
      query: (body) => ({ url: '/admin/reports/accounts/statementofaccount/email', method: 'POST', body }),
    }),
  }),
});

export const { useGetReportQuery, useEmailStatementMutation } = reportsApi;
