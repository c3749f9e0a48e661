import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from '@app/core';
import { ConfigurationModule } from '@app/config';
import { PeopleModule } from '@app/people';
import { CreditNote } from './credit-notes/credit-note.entity';
import { Product } from './products/product.entity';
import { ProductService } from './products/product.service';
import { ProductStock } from './products/product-stock';
import { ProductSaleService } from './products/product-sale.service';
import { ProductsController } from './products/products.controller';
import { ProductSalesController } from './products/product-sales.controller';
import { CreditNoteService } from './credit-notes/credit-note.service';
import { CreditNoteQueries } from './credit-notes/credit-note-queries.service';
import { CreditNotesController } from './credit-notes/credit-notes.controller';
import { OwnRoutes, UrlFetchController } from './fetch/url-fetch.controller';
import { InvoiceQueries } from './invoices/invoice-queries.service';
import { InvoicesController } from './invoices/invoices.controller';
import { PaymentAdminController } from './payments/payment-admin.controller';
import { PaymentQueries } from './payments/payment-queries.service';
import { ReceiptQueries } from './receipts/receipt-queries.service';
import { ReceiptsController } from './receipts/receipts.controller';
import { BillingDocuments } from './invoices/billing-documents.service';
import { Invoice } from './invoices/invoice.entity';
import { InvoiceService } from './invoices/invoice.service';
import { CustomerDirectory } from './ledger/customers';
import { DocumentVersion } from './ledger/document-version.entity';
import { DocumentVersions } from './ledger/document-versions';
import { Refund } from './ledger/refund.entity';
import { VoidEntry } from './ledger/void-entry.entity';
import { Payment, PaymentAllocation, PaymentProviderEvent } from './payments/payment.entity';
import { PaymentModes } from './payments/payment-modes';
import { PaymentService } from './payments/payment.service';
import { Receipt } from './receipts/receipt.entity';
import { ReceiptService } from './receipts/receipt.service';
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
import { RefundService } from './refunds/refund.service';
import { RefundsController } from './refunds/refunds.controller';
import { VoidEntriesController } from './voids/void-entries.controller';
import { VoidService } from './voids/void.service';
import { RescheduleController } from './reschedule/reschedule.controller';
import { RescheduleService } from './reschedule/reschedule.service';
import { CourseTransfer } from './transfers/course-transfer.entity';
import { TransferService } from './transfers/transfer.service';
import { TransfersController } from './transfers/transfers.controller';

export const billingEntities = [
  Invoice,
  DocumentVersion,
  Receipt,
  Payment,
  PaymentAllocation,
  PaymentProviderEvent,
  CreditNote,
  Refund,
  VoidEntry,
  Product,
  CourseTransfer,
];

/**
 * The billing ledger (docs/billing.md): invoices, payments, receipts and credit notes, written only
 * by its services; online payments by card (Stripe), wallet (PayPal) and instant transfer (PayNow).
 */
@Module({
  imports: [MikroOrmModule.forFeature(billingEntities), ConfigurationModule, PeopleModule],
  controllers: [
    PaymentsController,
    PaynowQrController,
    ParticipantTransactionsController,
    InvoicesController,
    PaymentAdminController,
    ReceiptsController,
    CreditNotesController,
    RefundsController,
    VoidEntriesController,
    RescheduleController,
    TransfersController,
    UrlFetchController,
    ProductsController,
    ProductSalesController,
  ],
  providers: [
    BillingDocuments,
    CustomerDirectory,
    DocumentVersions,
    PaymentModes,
    InvoiceService,
    PaymentService,
    ReceiptService,
    CreditNoteService,
    RefundService,
    VoidService,
    RescheduleService,
    TransferService,
    InvoiceQueries,
    PaymentQueries,
    ReceiptQueries,
    CreditNoteQueries,
    ProductService,
    ProductStock,
    ProductSaleService,
    OwnRoutes,
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
  exports: [
    PaymentConfirmation,
    BillingDocuments,
    InvoiceService,
    PaymentService,
    CreditNoteService,
    RefundService,
    VoidService,
    TransferService,
    ProductService,
    ProductSaleService,
  ],
})
export class BillingModule {}
