import type { UploadFile } from 'antd';
import { FileField } from '@/shared/FileField';
import { fileProblem, type FileRule } from '@/shared/fileProblem';

/** What billing's uploads take (docs/billing.md: PDF, image or xlsx, 10 MB): bank records, invoice documents. */
export const billingUploadRule = (label: string): FileRule => ({
  label,
  kinds: 'a PDF, image or Excel file',
  types: [
    'application/pdf',
    'image/png',
    'image/jpeg',
    'image/webp',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  extensions: /\.(pdf|png|jpe?g|webp|xlsx)$/i,
  maxBytes: 10 * 1024 * 1024,
});

const bankRecordRule = billingUploadRule('Bank record');

export interface BankRecordValues {
  bankRecord?: UploadFile[];
}

/** The bank record (a cheque's scan, a transfer's advice) sent with a payment. */
export function BankRecordField({ testId = 'bank-record' }: { testId?: string }) {
  return (
    <FileField
      name="bankRecord"
      label="Bank record"
      extra="PDF, image or Excel file, at most 10 MB"
      accept=".pdf,.png,.jpg,.jpeg,.webp,.xlsx"
      problem={(file) => fileProblem(file, bankRecordRule)}
      buttonText="Attach bank record"
      testId={testId}
    />
  );
}

/** The chosen file, or null: the multipart body leaves it out. */
export const bankRecordOf = (values: BankRecordValues): File | null =>
  (values.bankRecord?.[0]?.originFileObj as File | undefined) ?? null;
