import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from '@app/core';
import { ConfigurationModule } from '@app/config';
import { PeopleModule } from '@app/people';
import { Invoice, Payment, PaymentProviderEvent, Receipt } from './invoices/billing.entities';
import { BillingDocuments } from './invoices/billing-documents.service';
import { ParticipantTransactionsController } from './invoices/participant-transactions.controller';
import { CardPayments } from './payments/card-payments.service';
import { PaymentConfirmation } from './payments/payment-confirmation.service';
import { PaymentsController } from './payments/payments.controller';
import { PayPalGateway } from './payments/paypal.gateway';
import { RegistrationPayables } from './payments/registration-payables';
import { StripeGateway } from './payments/stripe.gateway';
import { WalletPayments } from './payments/wallet-payments.service';
import { PAYABLE_LOOKUP } from './paynow/payable';
import { PAYNOW_CONFIG, paynowConfig } from './paynow/paynow.config';
import { PaynowQrController } from './paynow/qr.controller';

export const billingEntities = [Invoice, Receipt, Payment, PaymentProviderEvent];

/** Invoices, receipts and payments: card (Stripe), wallet (PayPal) and instant transfer (PayNow). */
@Module({
  imports: [MikroOrmModule.forFeature(billingEntities), ConfigurationModule, PeopleModule],
  controllers: [PaymentsController, PaynowQrController, ParticipantTransactionsController],
  providers: [
    BillingDocuments,
    PaymentConfirmation,
    StripeGateway,
    PayPalGateway,
    CardPayments,
    WalletPayments,
    RegistrationPayables,
    { provide: PAYABLE_LOOKUP, useExisting: RegistrationPayables },
    {
      provide: PAYNOW_CONFIG,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        paynowConfig({
          uen: config.payments.paynowUen,
          mobile: config.payments.paynowMobile,
          merchantName: config.payments.paynowMerchantName,
        }),
    },
  ],
  exports: [PaymentConfirmation, BillingDocuments],
})
export class BillingModule {}
