import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  type AppAbility,
  CheckPolicies,
  CurrentAbility,
  IdsDto,
  type Page,
  requireId,
  IdPipe,
} from '@app/core';
import {
  EmailDto,
  MobileNoDto,
  NricDto,
  ParticipantInput,
  ParticipantQueryDto,
  PartnerAgencyCheckDto,
  ValidateQueryDto,
} from './participant.dto';
import { ParticipantService } from './participant.service';
import { type ParticipantResponse, type ParticipantSummary, viewerOf } from './participant.view';

/** The back office's participant routes of spec 7.5. */
@Controller('admin')
export class ParticipantsController {
  constructor(private readonly participants: ParticipantService) {}

  @Get('participants/getall')
  @CheckPolicies('read', 'Participant')
  active(@CurrentAbility() ability: AppAbility): Promise<ParticipantSummary[]> {
    return this.participants.active(viewerOf(ability));
  }

  @Get('participants/getallbypage')
  @CheckPolicies('read', 'Participant')
  page(
    @Query() query: ParticipantQueryDto,
    @CurrentAbility() ability: AppAbility,
  ): Promise<Page<ParticipantSummary>> {
    return this.participants.page(query, viewerOf(ability));
  }

  /** The search box: `searchType` (Name, NRIC, Email, CEA Registration No., Phone) and `keyword`. */
  @Get('participants/filter')
  @CheckPolicies('read', 'Participant')
  filter(
    @Query() query: ParticipantQueryDto,
    @CurrentAbility() ability: AppAbility,
  ): Promise<Page<ParticipantSummary>> {
    return this.participants.page(query, viewerOf(ability));
  }

  @Get('participants/countall')
  @CheckPolicies('read', 'Participant')
  count(): Promise<{ count: number }> {
    return this.participants.count();
  }

  @Get('participant/formdata')
  @CheckPolicies('read', 'Participant')
  formData() {
    return this.participants.formData();
  }

  @Get('participant/id/:id')
  @CheckPolicies('read', 'Participant')
  get(@Param('id', IdPipe) id: number, @CurrentAbility() ability: AppAbility): Promise<ParticipantResponse> {
    return this.participants.get(id, viewerOf(ability));
  }

  @Get('participant/:id/pcep')
  @CheckPolicies('read', 'Participant')
  pcep(@Param('id', IdPipe) id: number) {
    return this.participants.pcep(id);
  }

  @Get('participant/:id/png')
  @CheckPolicies('read', 'Participant')
  png(@Param('id', IdPipe) id: number) {
    return this.participants.png(id);
  }

  @Get('participants/pcep/getall')
  @CheckPolicies('read', 'Participant')
  pcepMembers(@CurrentAbility() ability: AppAbility): Promise<ParticipantSummary[]> {
    return this.participants.pcepMembers(viewerOf(ability));
  }

  @Get('participants/partner-agency/getallwithoutpcep')
  @CheckPolicies('read', 'Participant')
  partnerAgencyWithoutPcep(@CurrentAbility() ability: AppAbility): Promise<ParticipantSummary[]> {
    return this.participants.partnerAgencyWithoutPcep(viewerOf(ability));
  }

  @Post('participant/getbyemail')
  @HttpCode(200)
  @CheckPolicies('read', 'Participant')
  byEmail(@Body() dto: EmailDto, @CurrentAbility() ability: AppAbility): Promise<ParticipantResponse> {
    return this.participants.byEmail(dto.email, viewerOf(ability));
  }

  @Post('participant/getbynric')
  @HttpCode(200)
  @CheckPolicies('read', 'Participant')
  byNric(@Body() dto: NricDto, @CurrentAbility() ability: AppAbility): Promise<ParticipantResponse> {
    return this.participants.byNric(dto.nric, viewerOf(ability));
  }

  @Post('participants/getallbynric')
  @HttpCode(200)
  @CheckPolicies('read', 'Participant')
  allByNric(@Body() dto: NricDto, @CurrentAbility() ability: AppAbility): Promise<ParticipantSummary[]> {
    return this.participants.allByNric(dto.nric, viewerOf(ability));
  }

  @Post('participants/getallbymobileno')
  @HttpCode(200)
  @CheckPolicies('read', 'Participant')
  allByMobile(
    @Body() dto: MobileNoDto,
    @CurrentAbility() ability: AppAbility,
  ): Promise<ParticipantSummary[]> {
    return this.participants.allByMobile(dto.mobileNo, viewerOf(ability));
  }

  @Post('participant/propnexagent')
  @HttpCode(200)
  @CheckPolicies('read', 'Participant')
  partnerAgency(@Body() dto: PartnerAgencyCheckDto) {
    return this.participants.partnerAgency(dto);
  }

  @Post('participant/validate')
  @HttpCode(200)
  @CheckPolicies('create', 'Participant')
  validate(@Body() input: ParticipantInput, @Query() query: ValidateQueryDto): Promise<{ valid: true }> {
    return this.participants.validate(input, query.family);
  }

  @Post('participant/create')
  @CheckPolicies('create', 'Participant')
  create(
    @Body() input: ParticipantInput,
    @CurrentAbility() ability: AppAbility,
  ): Promise<ParticipantResponse> {
    return this.participants.save({ ...input, id: undefined }, viewerOf(ability));
  }

  @Post('participant/update')
  @HttpCode(200)
  @CheckPolicies('update', 'Participant')
  update(
    @Body() input: ParticipantInput,
    @CurrentAbility() ability: AppAbility,
  ): Promise<ParticipantResponse> {
    return this.participants.save(requireId(input), viewerOf(ability));
  }

  @Post('participant/res/create')
  @CheckPolicies('create', 'Participant')
  createRes(
    @Body() input: ParticipantInput,
    @CurrentAbility() ability: AppAbility,
  ): Promise<ParticipantResponse> {
    return this.participants.submit('res', input, viewerOf(ability));
  }

  @Post('participant/submit/pws/partner-agency')
  @HttpCode(200)
  @CheckPolicies('create', 'Participant')
  submitPwsPartnerAgency(
    @Body() input: ParticipantInput,
    @CurrentAbility() ability: AppAbility,
  ): Promise<ParticipantResponse> {
    return this.participants.submit('pws-partner-agency', input, viewerOf(ability));
  }

  @Post('participant/submit/cpd')
  @HttpCode(200)
  @CheckPolicies('create', 'Participant')
  submitCpd(@Body() input: ParticipantInput, @CurrentAbility() ability: AppAbility) {
    return this.participants.submit('cpd', input, viewerOf(ability));
  }

  @Post('participant/submit/bootcamp')
  @HttpCode(200)
  @CheckPolicies('create', 'Participant')
  submitBootcamp(@Body() input: ParticipantInput, @CurrentAbility() ability: AppAbility) {
    return this.participants.submit('bootcamp', input, viewerOf(ability));
  }

  @Post('participant/submit/pws')
  @HttpCode(200)
  @CheckPolicies('create', 'Participant')
  submitPws(@Body() input: ParticipantInput, @CurrentAbility() ability: AppAbility) {
    return this.participants.submit('pws', input, viewerOf(ability));
  }

  @Post('participant/submit/others')
  @HttpCode(200)
  @CheckPolicies('create', 'Participant')
  submitOthers(@Body() input: ParticipantInput, @CurrentAbility() ability: AppAbility) {
    return this.participants.submit('others', input, viewerOf(ability));
  }

  @Patch('participants/bulkarchive')
  @CheckPolicies('archive', 'Participant')
  bulkArchive(@Body() dto: IdsDto): Promise<{ archived: number }> {
    return this.participants.bulkArchive(dto.ids);
  }
}
