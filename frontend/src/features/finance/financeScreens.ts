import type { EditDeleteConfig } from '@/shared/EditDeleteActions';
import type { RecordScreens } from '@/shared/recordScreens';
import { useDeleteProductMutation } from './financeApi';
import { invoicePaths, productPaths, productSalePaths, receiptPaths } from './paths';

export const productScreens: RecordScreens = {
  subject: 'Product',
  area: 'Products',
  noun: 'product',
  testId: 'product',
  // A product has no page of its own beyond its form.
  paths: { ...productPaths, view: productPaths.edit },
};

export const productActions: EditDeleteConfig = {
  screens: productScreens,
  useDelete: useDeleteProductMutation,
  deleteDescription: 'A product that was sold cannot be deleted: make it inactive instead.',
};

export const invoiceScreens: RecordScreens = {
  subject: 'Invoice',
  area: 'Invoices',
  noun: 'invoice',
  testId: 'invoice',
  paths: invoicePaths,
};

export const receiptScreens: RecordScreens = {
  subject: 'Receipt',
  area: 'Receipts',
  noun: 'receipt',
  testId: 'receipt',
  paths: receiptPaths,
};

/** A sale is a product invoice: its view is the invoice's. */
export const productSaleScreens: RecordScreens = {
  subject: 'Invoice',
  area: 'Product sales',
  noun: 'product sale',
  testId: 'product-sale',
  paths: { ...productSalePaths, view: invoicePaths.view },
};

/** Where an invoice's and a receipt's PDFs open (a new tab). */
export const invoicePdfPath = (id: number) => `/admin/invoice/${id}/pdf`;
export const receiptPdfPath = (id: number) => `/admin/receipt/${id}/pdf`;
export const invoiceVersionPdfPath = (id: number, version: number) =>
  `/admin/invoice/${id}/version/${version}/pdf`;
export const receiptVersionPdfPath = (id: number, version: number) =>
  `/admin/receipt/${id}/version/${version}/pdf`;
export const invoiceAttachmentPath = (id: number) => `/admin/invoice/${id}/attachment`;
