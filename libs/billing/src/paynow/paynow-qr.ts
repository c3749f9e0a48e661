import { HttpStatus } from '@nestjs/common';
import { DomainError, conflict, singaporeDate } from '@app/core';
import { type Payable } from './payable';
import { type PaynowConfig } from './paynow.config';
import { qrPngDataUrl } from '@app/core';
import { paynowPayload } from './sgqr';

export interface PaynowQrResponse {
  /** The EMVCo string inside the QR code. */
  payload: string;
  /** The QR code as a PNG data URL. */
  qrDataUrl: string;
  amountCents: number;
  reference: string;
  /** YYYY-MM-DD, the last day the code may be paid. */
  expiresOn: string;
}

/**
 * A one-off PayNow QR for what is owed on a payable: the amount is fixed (not editable by the payer)
 * and the reference travels to the bank record so staff can match the payment.
 */
export const paynowQrFor = async (
  config: PaynowConfig,
  payable: Payable,
  today: string = singaporeDate(),
): Promise<PaynowQrResponse> => {
  if (!config.account) {
    throw new DomainError(
      'PAYNOW_UNAVAILABLE',
      'PayNow payments are not available right now',
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
  if (payable.amountCents <= 0) {
    throw conflict('NOTHING_TO_PAY', `There is nothing left to pay on ${payable.reference}`);
  }
  if (payable.expiresOn < today) {
    throw conflict('PAYNOW_EXPIRED', `${payable.reference} can no longer be paid by PayNow`);
  }
  const payload = paynowPayload({
    ...config.account,
    amountCents: payable.amountCents,
    editable: false,
    expiresOn: payable.expiresOn,
    reference: payable.reference,
  });
  return {
    payload,
    qrDataUrl: await qrPngDataUrl(payload),
    amountCents: payable.amountCents,
    reference: payable.reference,
    expiresOn: payable.expiresOn,
  };
};
