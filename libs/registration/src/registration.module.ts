import { Global, Module } from '@nestjs/common';
import { RegistrationAccess } from './registrations/registration-access';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { SeatAvailability } from '@app/events';
import { PeopleModule } from '@app/people';
import { ConfigurationModule } from '@app/config';
import { CheckoutController, FamilyValidationController } from './checkout/checkout.controller';
import { CheckoutService } from './checkout/checkout.service';
import { RegistrationCore } from './enrolment/registration-core';
import { ParticipantRequirementsService } from './checkout/participant-requirements';
import { PaymentMethods } from './checkout/payment-methods';
import { RegistrationChecks } from './checkout/registration-checks.service';
import { Lead } from './leads/lead.entity';
import { LeadService } from './leads/lead.service';
import { LeadsAdminController, PublicLeadsController } from './leads/leads.controller';
import { RegisteredParticipantLookups } from './registrations/registered-participant.service';
import { SearchController } from './search/search.controller';
import { SearchService } from './search/search.service';
import { ExclusiveBundle } from './promotions/exclusive-bundle.entity';
import { PromoCode } from './promotions/promo-code.entity';
import { PromotionsController } from './promotions/promotions.controller';
import { PromotionsService } from './promotions/promotions.service';
import { HoldSweeper } from './registrations/hold-sweeper';
import { ParticipantClassesController } from './registrations/participant-classes.controller';
import { RegistrationAdminController } from './registrations/registration-admin.controller';
import { RegistrationAdminService } from './registrations/registration-admin.service';
import { Registration, RegistrationEvent } from './registrations/registration.entity';
import { RegistrationService } from './registrations/registration.service';
import { RegistrationSummaries } from './registrations/registration-summaries.service';
import { SeatLedger } from './seats/seat-ledger';
import { SeatMoves } from './reschedule/seat-moves';
import { SeatTransfers } from './reschedule/seat-transfers';
import { ResLouAdminController, ResLouPublicController } from './res/res-lou.controller';
import { ResLou } from './res/res-lou.entity';
import { ResLouService } from './res/res-lou.service';
import { SkillsFutureClaim } from './res/skillsfuture-claim.entity';
import { SkillsFutureController } from './res/skillsfuture.controller';
import { SkillsFutureService } from './res/skillsfuture.service';
import { RescheduleOptions } from './reschedule/reschedule-options';
import { RescheduleOptionsController } from './reschedule/reschedule-options.controller';

export const registrationEntities = [
  Registration,
  RegistrationEvent,
  PromoCode,
  ExclusiveBundle,
  Lead,
  ResLou,
  SkillsFutureClaim,
];

/**
 * Registrations and the public checkout. Global, because it answers the events module's
 * `SeatAvailability` question without the events module depending on it.
 */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature(registrationEntities), PeopleModule, ConfigurationModule],
  controllers: [
    CheckoutController,
    FamilyValidationController,
    RegistrationAdminController,
    PromotionsController,
    ParticipantClassesController,
    PublicLeadsController,
    LeadsAdminController,
    SearchController,
    ResLouAdminController,
    ResLouPublicController,
    SkillsFutureController,
    RescheduleOptionsController,
  ],
  providers: [
    RegistrationAccess,
    SeatLedger,
    SeatMoves,
    RescheduleOptions,
    SeatTransfers,
    { provide: SeatAvailability, useExisting: SeatLedger },
    PromotionsService,
    RegistrationService,
    RegistrationAdminService,
    RegistrationSummaries,
    RegistrationChecks,
    CheckoutService,
    RegistrationCore,
    PaymentMethods,
    ParticipantRequirementsService,
    HoldSweeper,
    LeadService,
    SearchService,
    RegisteredParticipantLookups,
    ResLouService,
    SkillsFutureService,
  ],
  exports: [
    RegistrationAccess,
    SeatAvailability,
    SeatLedger,
    SeatMoves,
    SeatTransfers,
    RegistrationService,
    RegistrationCore,
    PromotionsService,
    LeadService,
  ],
})
export class RegistrationModule {}
