import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type AppAbility,
  CheckPolicies,
  CurrentAbility,
  CurrentUser,
  IdDto,
  type Page,
  type SessionUser,
  fieldError,
  requireId,
  IdPipe,
} from '@app/core';
import { type ParticipantSummary, viewerOf } from '../participants/participant.view';
import { type MergeCard, type MergeResult, ParticipantMergeService } from './participant-merge.service';
import { type RegistrationCheck, UserAdminService } from './user-admin.service';
import {
  AdminPasswordDto,
  MergeCandidateQueryDto,
  MergeDto,
  TransferDto,
  UserInput,
  UserQueryDto,
  type UserResponse,
} from './user.dto';

/** Users of spec 7.8. */
@Controller('admin')
export class UsersController {
  constructor(private readonly users: UserAdminService) {}

  @Get('users/getall')
  @CheckPolicies('read', 'User')
  all(): Promise<UserResponse[]> {
    return this.users.all();
  }

  @Get('users/getbypage')
  @CheckPolicies('read', 'User')
  page(@Query() query: UserQueryDto): Promise<Page<UserResponse>> {
    return this.users.page(query);
  }

  @Get('users/getallcoordinators')
  @CheckPolicies('read', 'User')
  coordinators(): Promise<UserResponse[]> {
    return this.users.coordinators();
  }

  @Get('users/countallcoordinators')
  @CheckPolicies('read', 'User')
  countCoordinators(): Promise<{ count: number }> {
    return this.users.countCoordinators();
  }

  @Post('users/getbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'User')
  get(@Body() dto: IdDto): Promise<UserResponse> {
    return this.users.get(dto.id);
  }

  @Post('user/create')
  @CheckPolicies('create', 'User')
  create(@Body() input: UserInput): Promise<UserResponse> {
    return this.users.create({ ...input, id: undefined });
  }

  @Post('user/update')
  @HttpCode(200)
  @CheckPolicies('update', 'User')
  update(@Body() input: UserInput, @CurrentUser() actor: SessionUser): Promise<UserResponse> {
    return this.users.update(requireId(input), actor);
  }

  @Post('users/change-password')
  @HttpCode(200)
  @CheckPolicies('update', 'User')
  changePassword(
    @Body() dto: AdminPasswordDto,
    @CurrentUser() actor: SessionUser,
  ): Promise<{ changed: true }> {
    // One's own password changes with the current one (POST /profile/password), not by fiat.
    if (dto.id === actor.id) throw fieldError('id', 'Change your own password from your profile settings');
    return this.users.setPassword(dto.id, dto.password);
  }

  @Delete('user/delete/:id')
  @HttpCode(204)
  @CheckPolicies('delete', 'User')
  remove(@Param('id', IdPipe) id: number, @CurrentUser() actor: SessionUser): Promise<void> {
    return this.users.remove(id, actor);
  }

  @Get('user/check-registrations')
  @CheckPolicies('read', 'User')
  checkRegistrations(@Query() query: IdDto): Promise<RegistrationCheck> {
    return this.users.checkRegistrations(query.id);
  }
}

/**
 * Merge and transfer of participant records (under /admin/user as the contract places them).
 * Merging removes a record from use, so it needs the right to delete participants.
 */
@Controller('admin/user')
export class ParticipantMergeController {
  constructor(private readonly merges: ParticipantMergeService) {}

  @Get('merge/selectuser')
  @CheckPolicies('delete', 'Participant')
  mergeCandidates(
    @Query() query: MergeCandidateQueryDto,
    @CurrentAbility() ability: AppAbility,
  ): Promise<Page<ParticipantSummary>> {
    return this.merges.candidates(query, viewerOf(ability));
  }

  @Get('transfer/selectuser')
  @CheckPolicies('delete', 'Participant')
  transferCandidates(
    @Query() query: MergeCandidateQueryDto,
    @CurrentAbility() ability: AppAbility,
  ): Promise<Page<ParticipantSummary>> {
    return this.merges.candidates(query, viewerOf(ability));
  }

  @Get('merge/:id/get')
  @CheckPolicies('delete', 'Participant')
  card(@Param('id', IdPipe) id: number, @CurrentAbility() ability: AppAbility): Promise<MergeCard> {
    return this.merges.card(id, viewerOf(ability));
  }

  /** Merges `mergeId` into `keepId`, taking the chosen fields from the merged record. */
  @Post('merge/add')
  @HttpCode(200)
  @CheckPolicies('delete', 'Participant')
  merge(@Body() dto: MergeDto, @CurrentAbility() ability: AppAbility): Promise<MergeResult> {
    return this.merges.merge(dto, viewerOf(ability));
  }

  /** Transfers every record of `fromId` to `toId`; both participants stay. */
  @Post('update/merge')
  @HttpCode(200)
  @CheckPolicies('delete', 'Participant')
  transfer(@Body() dto: TransferDto): Promise<{ moved: unknown[] }> {
    return this.merges.transfer(dto);
  }
}
