import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { Public, notFound } from '@app/core';
import { GenerateQrInput } from './generate-qr.dto';
import { PAYABLE_LOOKUP, type PayableLookup } from './payable';
import { PAYNOW_CONFIG, type PaynowConfig } from './paynow.config';
import { type PaynowQrResponse, paynowQrFor } from './paynow-qr';

@Controller()
export class PaynowQrController {
  constructor(
    @Inject(PAYABLE_LOOKUP) private readonly payables: PayableLookup,
    @Inject(PAYNOW_CONFIG) private readonly paynow: PaynowConfig,
  ) {}

  /**
   * A PayNow QR for the balance of a registration or an invoice. Public: the payer may not be signed
   * in, and the amount comes from our records, never from the request.
   */
  @Post('api/generate/qrcode')
  @HttpCode(200)
  @Public()
  async generate(@Body() input: GenerateQrInput): Promise<PaynowQrResponse> {
    const byRegistration = typeof input.reg_no === 'string' && input.reg_no !== '';
    const reference = (byRegistration ? input.reg_no : input.invoice_no) ?? '';
    const payable = await this.payables.findPayable(reference);
    if (!payable) throw notFound(byRegistration ? 'Registration' : 'Invoice');
    return paynowQrFor(this.paynow, payable);
  }
}
