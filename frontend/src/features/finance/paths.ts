import { recordPaths } from '@/shared/recordPaths';

/** Under /admin/finance/, so no screen path is also an API path (/admin/products/..., /admin/invoices/...). */
export const productPaths = recordPaths('/admin/finance/products');
export const invoicePaths = recordPaths('/admin/finance/invoices');
export const receiptPaths = recordPaths('/admin/finance/receipts');
export const productSalePaths = recordPaths('/admin/finance/product-sales');
export const paymentsPath = '/admin/finance/payments';
