import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { type Request } from 'express';
import { type AppAbility, CurrentAbility, Public, notFound } from '@app/core';
import { GenerateQrInput } from './generate-qr.dto';
import { PAYABLE_LOOKUP, type PayableLookup, type PayableReference } from './payable';
import { PAYNOW_CONFIG, type PaynowConfig } from './paynow.config';
import { type PaynowQrResponse, paynowQrFor } from './paynow-qr';

@Controller()
export class PaynowQrController {
  constructor(
    @Inject(PAYABLE_LOOKUP) private readonly payables: PayableLookup,
    @Inject(PAYNOW_CONFIG) private readonly paynow: PaynowConfig,
  ) {}

  /**
   * A PayNow QR for the balance of a registration or an invoice. Public, since the payer may not be
   * signed in; only the browser that made the registration, its signed-in owner or staff get it.
   * The amount comes from our records, never from the request.
   */
  @Post('api/generate/qrcode')
  @HttpCode(200)
  @Public()
  async generate(
    @Body() input: GenerateQrInput,
    @Req() request: Request,
    @CurrentAbility() ability: AppAbility,
  ): Promise<PaynowQrResponse> {
    const reference: PayableReference =
      typeof input.reg_no === 'string' && input.reg_no !== ''
        ? { kind: 'registration', number: input.reg_no }
        : { kind: 'invoice', number: input.invoice_no ?? '' };
    const payable = await this.payables.findPayable(reference, { request, ability });
    if (!payable) throw notFound(reference.kind === 'registration' ? 'Registration' : 'Invoice');
    return paynowQrFor(this.paynow, payable);
  }
}
