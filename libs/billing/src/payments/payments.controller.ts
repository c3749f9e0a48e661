import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { type Request } from 'express';
import { type AppAbility, CheckPolicies, CurrentAbility, Public, notFound, IdPipe } from '@app/core';
import {
  PaymentMethod,
  RegistrationAccess,
  RegistrationService,
  type RegistrationView,
} from '@app/registration';
import { CardPayments, type CardPaymentStart } from './card-payments.service';
import { PaymentConfirmation } from './payment-confirmation.service';
import { CaptureDto, PayNowVerifyDto, RegistrationRefDto, StaffRegistrationRefDto } from './payments.dto';
import { StripeGateway } from './stripe.gateway';
import { WalletPayments } from './wallet-payments.service';

/**
 * Paying for a registration (spec 7.7). The browser that made the registration, its signed-in
 * owner, or staff may start and check its payment; no provider secret is ever returned.
 */
@Controller()
export class PaymentsController {
  constructor(
    private readonly access: RegistrationAccess,
    private readonly registrations: RegistrationService,
    private readonly cards: CardPayments,
    private readonly wallets: WalletPayments,
    private readonly confirmation: PaymentConfirmation,
    private readonly stripe: StripeGateway,
  ) {}

  @Post('transactions/payment/stripe/create')
  @HttpCode(200)
  @Public()
  async startCard(
    @Body() dto: RegistrationRefDto,
    @Req() request: Request,
    @CurrentAbility() ability: AppAbility,
  ): Promise<CardPaymentStart> {
    await this.allowed(dto.registrationId, request, ability);
    return this.cards.start(dto.registrationId);
  }

  @Post('payment/stripe/update/paymentintent/amount')
  @HttpCode(200)
  @Public()
  async syncCardAmount(
    @Body() dto: RegistrationRefDto,
    @Req() request: Request,
    @CurrentAbility() ability: AppAbility,
  ): Promise<CardPaymentStart> {
    await this.allowed(dto.registrationId, request, ability);
    return this.cards.syncAmount(dto.registrationId);
  }

  @Post('payment/stripe/verify')
  @HttpCode(200)
  @Public()
  async verifyCard(
    @Body() dto: RegistrationRefDto,
    @Req() request: Request,
    @CurrentAbility() ability: AppAbility,
  ): Promise<RegistrationView> {
    await this.allowed(dto.registrationId, request, ability);
    return this.cards.verify(dto.registrationId);
  }

  @Post('admin/stripe/order/verify')
  @HttpCode(200)
  @CheckPolicies('create', 'Payment')
  verifyCardForStaff(@Body() dto: StaffRegistrationRefDto): Promise<RegistrationView> {
    return this.cards.verify(dto.reg_id);
  }

  /** Stripe's webhook: the signature over the raw body is its only credential (no session, no CSRF). */
  @Post('payment/stripe/webhook')
  @HttpCode(200)
  @Public()
  webhook(@Req() request: Request & { rawBody?: Buffer }) {
    return this.cards.webhook(
      this.stripe.event(request.rawBody ?? Buffer.alloc(0), request.get('stripe-signature')),
    );
  }

  /** PayPal's JavaScript SDK needs the client id; it is public by PayPal's design. */
  @Get('payment/paypaltoken')
  @Public()
  paypalClient(): { clientId: string } {
    return { clientId: this.wallets.clientId };
  }

  @Post('transactions/payment/paypal/create')
  @HttpCode(200)
  @Public()
  async startWallet(
    @Body() dto: RegistrationRefDto,
    @Req() request: Request,
    @CurrentAbility() ability: AppAbility,
  ) {
    await this.allowed(dto.registrationId, request, ability);
    const origin = `${request.protocol}://${request.get('host') ?? 'localhost'}`;
    return this.wallets.createOrder(
      dto.registrationId,
      `${origin}/registration/paypal/return?id=${dto.registrationId}`,
      `${origin}/registration/paypal/return?id=${dto.registrationId}&cancelled=1`,
    );
  }

  @Get('admin/paypal/:id/orderid/get')
  @CheckPolicies('read', 'Payment')
  walletOrder(@Param('id', IdPipe) id: number) {
    return this.wallets.orderId(id);
  }

  /** Captures an approved PayPal order for the registration. */
  @Post('transactions/payment/pay')
  @HttpCode(200)
  @Public()
  async capture(
    @Body() dto: CaptureDto,
    @Req() request: Request,
    @CurrentAbility() ability: AppAbility,
  ): Promise<RegistrationView> {
    await this.allowed(dto.registrationId, request, ability);
    return this.wallets.capture(dto.registrationId, dto.orderId);
  }

  /** Staff confirm a PayNow transfer they found in the bank's records. */
  @Post('payment/paynow/verify')
  @HttpCode(200)
  @CheckPolicies('create', 'Payment')
  async verifyPayNow(@Body() dto: PayNowVerifyDto): Promise<RegistrationView> {
    const registration = await this.registrations.findByNo(dto.reg_no);
    if (!registration) throw notFound(`Registration ${dto.reg_no}`);
    return this.confirmation.confirm({
      registrationId: registration.id,
      method: PaymentMethod.PayNow,
      reference: dto.bankReference,
      amountCents: dto.amountCents,
    });
  }

  @Post('admin/resend-confirmation-email')
  @HttpCode(200)
  @CheckPolicies('update', 'Registration')
  async resend(@Body() dto: StaffRegistrationRefDto): Promise<{ queued: true }> {
    await this.confirmation.resend(dto.reg_id);
    return { queued: true };
  }

  private async allowed(id: number, request: Request, ability: AppAbility): Promise<void> {
    await this.access.assert(request, ability, await this.registrations.find(id));
  }
}
