import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import type { ChangeLogArgs, ChangeLogEntry } from '@/shared/changeLog/changeLog';
import { buildMultipartBody } from '@/shared/multipartBody';
import { recordTags } from '@/shared/recordTags';
import type {
  CreditNoteInput,
  CustomerMatch,
  InvoiceDetail,
  InvoiceListQuery,
  InvoiceSummary,
  PayInvoicesInput,
  PaymentListQuery,
  PaymentRow,
  PendingApproval,
  Product,
  ProductInput,
  ProductListQuery,
  ProductSaleInput,
  Received,
} from './financeTypes';

const products = recordTags('Product');
const invoices = recordTags('Invoice');
/** Money moved: every invoice's balance and every payment list may have changed. */
const moneyMoved = [invoices.list, { type: 'Payment' as const, id: 'LIST' }];

export const financeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Paged<Product>, ProductListQuery>({
      query: (query) => ({ url: '/admin/products/get/allbypage', params: toRequestParams(query) }),
      providesTags: [products.list],
    }),
    getSellableProducts: build.query<Product[], void>({
      query: () => '/admin/products/get/all',
      providesTags: [products.list],
    }),
    getProduct: build.query<Product, number>({
      query: (id) => `/admin/product/${id}/get`,
      providesTags: (_result, _error, id) => [products.one(id)],
    }),
    createProduct: build.mutation<Product, ProductInput>({
      query: (body) => ({ url: '/admin/product/create', method: 'POST', body }),
      invalidatesTags: products.changed(() => undefined),
    }),
    updateProduct: build.mutation<Product, ProductInput & { id: number }>({
      query: (body) => ({ url: '/admin/product/update', method: 'POST', body }),
      invalidatesTags: products.changed(({ id }) => id),
    }),
    deleteProduct: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/product/delete/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [products.list]),
    }),
    getProductSales: build.query<Paged<InvoiceSummary>, InvoiceListQuery>({
      query: (query) => ({ url: '/admin/productsales/getallbypage', params: toRequestParams(query) }),
      providesTags: [invoices.list],
    }),
    sellProducts: build.mutation<InvoiceDetail & { received: Received | null }, ProductSaleInput>({
      query: (body) => ({ url: '/admin/productsale/generate/invoice', method: 'POST', body }),
      // Stock went down too.
      invalidatesTags: (_result, error) => (error ? [] : [...moneyMoved, products.list]),
    }),
    getInvoices: build.query<Paged<InvoiceSummary>, InvoiceListQuery>({
      query: (query) => ({ url: '/admin/invoices/getall', params: toRequestParams(query) }),
      providesTags: [invoices.list],
    }),
    getInvoice: build.query<InvoiceDetail, number>({
      query: (id) => ({ url: `/admin/invoice/getbyid/${id}`, method: 'POST' }),
      providesTags: (_result, _error, id) => [invoices.one(id), invoices.list],
    }),
    getInvoiceLogs: build.query<Paged<ChangeLogEntry>, ChangeLogArgs>({
      query: ({ id, ...params }) => ({ url: `/admin/invoice/${id}/logs/get`, params }),
      providesTags: (_result, _error, { id }) => [invoices.one(id)],
    }),
    createCreditNote: build.mutation<{ id: number; creditNoteNo: string | null }, CreditNoteInput>({
      query: (body) => ({ url: '/admin/creditnote/create', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : moneyMoved),
    }),
    findCustomers: build.query<Paged<CustomerMatch>, { keyword: string }>({
      query: ({ keyword }) => ({
        url: '/admin/payment/lookupcustomerswithinvoices',
        params: { keyword, pageSize: 20 },
      }),
      providesTags: [invoices.list],
    }),
    getUnpaidInvoices: build.query<InvoiceSummary[], { id: number; kind: 'participant' | 'corporate' }>({
      query: (params) => ({ url: '/admin/payment/unpaidinvoices', params }),
      providesTags: [invoices.list],
    }),
    payInvoices: build.mutation<Received, { data: PayInvoicesInput; bankRecord: File | null }>({
      query: ({ data, bankRecord }) => ({
        url: '/admin/payment/payinvoice',
        method: 'POST',
        body: buildMultipartBody(data, { bankRecord }),
      }),
      invalidatesTags: (_result, error) => (error ? [] : moneyMoved),
    }),
    getPayments: build.query<Paged<PaymentRow>, PaymentListQuery>({
      query: (query) => ({ url: '/admin/payment/search/filter', params: toRequestParams(query) }),
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    getPendingApprovals: build.query<Paged<PendingApproval> & { approvalThresholdCents: number }, ListQuery>({
      query: (query) => ({ url: '/admin/cfo/approvals/getall', params: toRequestParams(query) }),
      providesTags: [invoices.list],
    }),
    decideCreditNote: build.mutation<unknown, { id: number; approve: boolean; reason?: string }>({
      query: ({ id, approve, reason }) => ({
        url: `/admin/creditnote/${approve ? 'approve' : 'reject'}`,
        method: 'POST',
        body: approve ? { id } : { id, reason },
      }),
      invalidatesTags: (_result, error) => (error ? [] : moneyMoved),
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetSellableProductsQuery,
  useGetProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetProductSalesQuery,
  useSellProductsMutation,
  useGetInvoicesQuery,
  useGetInvoiceQuery,
  useGetInvoiceLogsQuery,
  useCreateCreditNoteMutation,
  useFindCustomersQuery,
  useGetUnpaidInvoicesQuery,
  usePayInvoicesMutation,
  useGetPaymentsQuery,
  useGetPendingApprovalsQuery,
  useDecideCreditNoteMutation,
} = financeApi;
