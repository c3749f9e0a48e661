import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { type Request, type Response } from 'express';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  type AppAbility,
  CheckPolicies,
  CurrentAbility,
  Public,
  SignInRateLimit,
  RecordId,
  IdPipe,
} from '@app/core';
import { RegistrationService } from '../registrations/registration.service';
import { RegistrationAccess, readsAllRegistrations } from '../registrations/registration-access';
import { type PaymentMethod } from '../registrations/registration.entity';
import { type RegistrationView } from '../registrations/registration.view';
import { CartInput, type CartQuote, CheckoutInput } from './checkout.dto';
import { CheckoutService } from './checkout.service';
import { type ParticipantRequirements, ParticipantRequirementsService } from './participant-requirements';
import { PaymentMethods } from './payment-methods';
import { RegistrationChecks } from './registration-checks.service';

export class CartEventsDto {
  @IsArray()
  @ArrayMaxSize(50)
  @RecordId({ each: true })
  eventIds!: number[];
}

export class ReferralQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @IsOptional()
  @IsString()
  @MaxLength(9)
  nric?: string;
}

export class EventIdQueryDto {
  @RecordId()
  id!: number;
}

/** The staff registration forms' family checks (spec 7.6 validate routes). */
@Controller('admin/registration')
export class FamilyValidationController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('cpd/validate')
  @HttpCode(200)
  @CheckPolicies('create', 'Registration')
  cpd(@Body() cart: CartInput) {
    return this.checkout.validateFamily(cart, 'cpd');
  }

  @Post('pws/validate')
  @HttpCode(200)
  @CheckPolicies('create', 'Registration')
  pws(@Body() cart: CartInput) {
    return this.checkout.validateFamily(cart, 'pws');
  }

  @Post('bootcamp/validate')
  @HttpCode(200)
  @CheckPolicies('create', 'Registration')
  bootcamp(@Body() cart: CartInput) {
    return this.checkout.validateFamily(cart, 'bootcamp');
  }
}

/** The public registration steps and their checks (spec 7.6). */
@Controller()
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly checks: RegistrationChecks,
    private readonly registrations: RegistrationService,
    private readonly paymentMethods: PaymentMethods,
    private readonly requirements: ParticipantRequirementsService,
    private readonly access: RegistrationAccess,
  ) {}

  /** What step 2 must ask of each participant of an event: its family's rules, as the checkout applies them. */
  @Get('registration/requirements/:eventId')
  @Public()
  participantRequirements(@Param('eventId', IdPipe) eventId: number): Promise<ParticipantRequirements> {
    return this.requirements.forEvent(eventId);
  }

  /** The methods step 3 offers: only those set up here. They change only with the configuration. */
  @Get('payment/methods')
  @Public()
  @Header('Cache-Control', 'public, max-age=300')
  methods(): { methods: readonly PaymentMethod[] } {
    return { methods: this.paymentMethods.available };
  }

  /** Step 3's review: the cart priced on the server; nothing is written. */
  @Post('registration/update')
  @HttpCode(200)
  @Public()
  quote(@Body() cart: CartInput, @Req() request: Request): Promise<CartQuote> {
    return this.checkout.quote(cart, request.user?.id ?? null);
  }

  /** Step 3's submit: holds the seats and records the registration; payment follows. */
  @Post('registration/create')
  @Public()
  async create(
    @Body() input: CheckoutInput,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RegistrationView> {
    const registration = await this.checkout.checkout(input, request.user?.id ?? null);
    this.access.remember(request, response, registration.id);
    return registration;
  }

  @Get('registration/:id/get')
  @Public()
  async get(
    @Param('id', IdPipe) id: number,
    @Req() request: Request,
    @CurrentAbility() ability: AppAbility,
  ): Promise<RegistrationView> {
    const registration = await this.registrations.find(id);
    await this.access.assert(request, ability, registration);
    // Staff read it in the back office too, with whose NRIC/FIN each seat is on.
    const audience = readsAllRegistrations(ability) ? 'records' : 'booker';
    return (await this.registrations.views([registration], audience))[0];
  }

  /** For the popup on course pages: how many have registered for an event, and seats left. */
  @Get('registration-count')
  @Public()
  count(@Query() query: EventIdQueryDto) {
    return this.checks.count(query.id);
  }

  @Post('api/check/cart/have/past/events/step3')
  @HttpCode(200)
  @Public()
  pastInCart(@Body() dto: CartEventsDto) {
    return this.checks.pastEvents(dto.eventIds);
  }

  @Get('api/check/register_id/got/past_event/:id')
  @Public()
  async registrationHasPast(
    @Param('id', IdPipe) id: number,
    @Req() request: Request,
    @CurrentAbility() ability: AppAbility,
  ) {
    const registration = await this.registrations.find(id);
    await this.access.assert(request, ability, registration);
    return this.checks.pastEvents(registration.lines.getItems().map((line) => line.eventId));
  }

  /** Whether someone has been on a bootcamp before (a referral needs an earlier registration). */
  @Get('register/bootcamp/checkreferralhistory')
  @Public()
  @SignInRateLimit()
  referral(@Query() query: ReferralQueryDto, @CurrentAbility() ability: AppAbility) {
    return this.checks.bootcampHistory(query, ability);
  }
}
