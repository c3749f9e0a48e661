export * from './billing.module';
export * from './invoices/billing.entities';
export * from './payments/payment-confirmation.service';
