import { Module } from '@nestjs/common';
import { PeopleModule } from '@app/people';
import { BillingModule } from '../billing.module';
import { CustomerDirectory } from '../ledger/customers';
import { BatchRegistrations } from './batch-registration.service';
import { StaffRegistrations } from './staff-registration.service';
import { StaffRegistrationsController } from './staff-registrations.controller';

/**
 * Staff-entered registrations: they depend on both registration (the core every channel shares)
 * and billing (invoices and payments), so they live beside billing, never inside registration.
 */
@Module({
  imports: [BillingModule, PeopleModule],
  controllers: [StaffRegistrationsController],
  providers: [StaffRegistrations, BatchRegistrations, CustomerDirectory],
  exports: [StaffRegistrations, BatchRegistrations],
})
export class StaffRegistrationsModule {}
