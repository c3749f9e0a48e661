import { type UploadRule } from '@app/core';

/**
 * Multer's hard cap (413 above it); each upload's own rule (size, type, content) is checked by
 * FileStorage with a field message, so this only stops absurd bodies.
 */
export const BILLING_UPLOAD_LIMITS = { limits: { fileSize: 20 * 1024 * 1024, files: 1 } };

/** A manual invoice's document or a payment's bank record: a PDF, a scan or a spreadsheet. */
export const BILLING_ATTACHMENT: UploadRule = {
  extensions: ['pdf', 'png', 'jpg', 'jpeg', 'webp', 'xlsx'],
  maxBytes: 10 * 1024 * 1024,
  label: 'Attachment',
};

export { pdfResponse } from '@app/core';
