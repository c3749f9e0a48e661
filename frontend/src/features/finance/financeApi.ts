import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import type { ChangeLogArgs, ChangeLogEntry } from '@/shared/changeLog/changeLog';
import { buildMultipartBody } from '@/shared/multipartBody';
import { recordTags } from '@/shared/recordTags';
import type {
  CreateInvoiceInput,
  CreditNoteInput,
  CustomerMatch,
  InvoiceDetail,
  InvoiceListQuery,
  InvoiceSummary,
  PayInvoicesInput,
  PaymentCorrection,
  PaymentListQuery,
  PaymentRow,
  PendingApproval,
  Product,
  ProductInput,
  ProductListQuery,
  ProductSaleInput,
  ReceiptDetail,
  ReceiptListQuery,
  ReceiptPaymentInput,
  ReceiptSummary,
  Received,
  SalePayment,
  UpdateInvoiceInput,
} from './financeTypes';

const products = recordTags('Product');
const invoices = recordTags('Invoice');
const receipts = recordTags('Receipt');
/** Money moved: every invoice's balance, every receipt and every payment list may have changed. */
const moneyMoved = [invoices.list, receipts.list, { type: 'Payment' as const, id: 'LIST' }];
/** A write's tags, dropped when it failed (nothing changed). */
const onSuccess =
  <T>(tags: T[]) =>
  (_result: unknown, error: unknown): T[] =>
    error ? [] : tags;

type SaleDone = InvoiceDetail & { received: Received | null };

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
    sellProducts: build.mutation<SaleDone, ProductSaleInput>({
      query: (body) => ({ url: '/admin/productsale/generate/invoice', method: 'POST', body }),
      // Stock went down too.
      invalidatesTags: (_result, error) => (error ? [] : [...moneyMoved, products.list]),
    }),
    payProductSale: build.mutation<
      SaleDone,
      { data: SalePayment & { invoiceId: number }; bankRecord: File | null }
    >({
      query: ({ data, bankRecord }) => ({
        url: '/admin/productsale/generate/receipt',
        method: 'POST',
        body: buildMultipartBody(data, { bankRecord }),
      }),
      invalidatesTags: onSuccess(moneyMoved),
    }),
    createInvoice: build.mutation<InvoiceDetail, { data: CreateInvoiceInput; attachment: File | null }>({
      query: ({ data, attachment }) => ({
        url: '/admin/invoice/create',
        method: 'POST',
        body: buildMultipartBody(data, { attachment }),
      }),
      invalidatesTags: onSuccess(moneyMoved),
    }),
    updateInvoice: build.mutation<InvoiceDetail, UpdateInvoiceInput>({
      query: (body) => ({ url: '/admin/invoice/update', method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [invoices.one(id), ...moneyMoved]),
    }),
    regenerateInvoice: build.mutation<InvoiceDetail, { id: number; reason?: string }>({
      query: (body) => ({ url: '/admin/invoice/regenerate', method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [invoices.one(id)]),
    }),
    deleteInvoice: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/invoice/delete/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(moneyMoved),
    }),
    generateInvoice: build.mutation<InvoiceDetail, { regNo: string }>({
      query: (body) => ({ url: '/admin/invoice/generate', method: 'POST', body }),
      invalidatesTags: onSuccess(moneyMoved),
    }),
    fetchInvoiceByNo: build.query<InvoiceSummary, string>({
      query: (no) => `/admin/invoice/${encodeURIComponent(no)}/fetch`,
    }),
    getReceipts: build.query<Paged<ReceiptSummary>, ReceiptListQuery>({
      query: (query) => ({ url: '/admin/receipts/getall', params: toRequestParams(query) }),
      providesTags: [receipts.list],
    }),
    getReceipt: build.query<ReceiptDetail, number>({
      query: (id) => `/admin/receipt/${id}/get`,
      providesTags: (_result, _error, id) => [receipts.one(id), receipts.list],
    }),
    getReceiptLogs: build.query<Paged<ChangeLogEntry>, ChangeLogArgs>({
      query: ({ id, ...params }) => ({ url: `/admin/receipt/${id}/logs/get`, params }),
      providesTags: (_result, _error, { id }) => [receipts.one(id)],
    }),
    getReceiptPayments: build.query<Paged<PaymentRow>, number>({
      query: (receiptId) => ({
        url: '/admin/payment/search/filter',
        params: { receiptId, pageSize: 100, sort: 'receivedOn' },
      }),
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    regenerateReceipt: build.mutation<ReceiptDetail, { id: number; reason?: string }>({
      query: (body) => ({ url: '/admin/receipt/regenerate', method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [receipts.one(id)]),
    }),
    updateReceiptDate: build.mutation<ReceiptDetail, { id: number; receivedOn: string; reason: string }>({
      query: (body) => ({ url: '/admin/receipt/date/update', method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [receipts.one(id), ...moneyMoved]),
    }),
    archiveReceipt: build.mutation<ReceiptDetail, { id: number; archived: boolean }>({
      query: (body) => ({ url: '/admin/receipt/archive', method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [receipts.one(id), receipts.list]),
    }),
    addReceiptPayment: build.mutation<ReceiptDetail, { data: ReceiptPaymentInput; bankRecord: File | null }>({
      query: ({ data, bankRecord }) => ({
        url: '/admin/receipt/payment/add',
        method: 'POST',
        body: buildMultipartBody(data, { bankRecord }),
      }),
      invalidatesTags: (_result, error, { data }) =>
        error ? [] : [receipts.one(data.receiptId), ...moneyMoved],
    }),
    correctPayment: build.mutation<PaymentRow, PaymentCorrection>({
      query: (body) => ({
        url:
          'reference' in body
            ? '/admin/payment/refno/update'
            : 'amountCents' in body
              ? '/admin/payment/total/amount/update'
              : '/admin/payment/update',
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess([...moneyMoved, { type: 'Payment' as const, id: 'LOGS' }, receipts.list]),
    }),
    getPaymentLogs: build.query<Paged<ChangeLogEntry>, ChangeLogArgs>({
      query: ({ id, ...params }) => ({ url: `/admin/payment/${id}/logs/get`, params }),
      providesTags: [{ type: 'Payment', id: 'LOGS' }],
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
    findCustomers: build.query<Paged<CustomerMatch>, { keyword: string; scope?: 'all' }>({
      query: ({ keyword, scope }) => ({
        url: '/admin/payment/lookupcustomerswithinvoices',
        params: { keyword, pageSize: 20, ...(scope ? { scope } : {}) },
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
  usePayProductSaleMutation,
  useCreateInvoiceMutation,
  useUpdateInvoiceMutation,
  useRegenerateInvoiceMutation,
  useDeleteInvoiceMutation,
  useGenerateInvoiceMutation,
  useLazyFetchInvoiceByNoQuery,
  useGetReceiptsQuery,
  useGetReceiptQuery,
  useGetReceiptLogsQuery,
  useGetReceiptPaymentsQuery,
  useRegenerateReceiptMutation,
  useUpdateReceiptDateMutation,
  useArchiveReceiptMutation,
  useAddReceiptPaymentMutation,
  useCorrectPaymentMutation,
  useGetPaymentLogsQuery,
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
