import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { type Request } from 'express';
import { AccountsService, CurrentUser, Public, type SessionUser, SignInRateLimit, SignedIn } from '@app/core';
import { ChangeOwnPasswordDto, ProfileInput, SignUpInput } from './profile.dto';
import { type OwnProfile, ProfileService } from './profile.service';

/**
 * The participant's own profile. The pages live at /profile, /profile/create, /profile/edit and
 * /profile/settings/change-password; these are the calls behind them.
 */
@Controller('profile')
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly accounts: AccountsService,
  ) {}

  @Post('create')
  @Public()
  @SignInRateLimit()
  signUp(@Body() input: SignUpInput): Promise<OwnProfile> {
    return this.profiles.signUp(input);
  }

  @Get('formdata')
  @Public()
  formData() {
    return this.profiles.formData();
  }

  @Get('me')
  @SignedIn()
  me(@CurrentUser() user: SessionUser): Promise<OwnProfile> {
    return this.profiles.me(user);
  }

  @Post('update')
  @HttpCode(200)
  @SignedIn()
  update(@CurrentUser() user: SessionUser, @Body() input: ProfileInput): Promise<OwnProfile> {
    return this.profiles.update(user, input);
  }

  @Post('password')
  @HttpCode(200)
  @SignedIn()
  @SignInRateLimit()
  async changePassword(
    @CurrentUser() user: SessionUser,
    @Body() dto: ChangeOwnPasswordDto,
    @Req() request: Request,
  ): Promise<{ changed: true }> {
    await this.accounts.changeOwnPassword(user.id, dto.currentPassword, dto.newPassword, request.sessionID);
    return { changed: true };
  }
}
