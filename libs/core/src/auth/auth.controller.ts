import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { type Request } from 'express';
import { type AppAbility } from '../access/abilities';
import { Public, SignedIn } from '../access/policy';
import { CurrentAbility, CurrentUser } from '../access/request-user';
import { type SessionUser } from '../access/session-user';
import { LoginDto, type LoginResponse, type MeResponse, toMeResponse } from './auth.dto';
import { AuthService } from './auth.service';
import { SignInRateLimit } from './client-throttler.guard';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  @SignInRateLimit()
  login(@Req() request: Request, @Body() dto: LoginDto): Promise<LoginResponse> {
    return this.auth.signIn(request, dto);
  }

  /** Public so that a browser whose session already expired can still sign out cleanly. */
  @Post('logout')
  @HttpCode(200)
  @Public()
  logout(@Req() request: Request): Promise<{ csrfToken: string }> {
    return this.auth.signOut(request);
  }

  @Get('me')
  @SignedIn()
  me(@CurrentUser() user: SessionUser, @CurrentAbility() ability: AppAbility): MeResponse {
    return toMeResponse(user, ability);
  }
}
