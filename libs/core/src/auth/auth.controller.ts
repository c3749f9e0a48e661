import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { type Request, type Response } from 'express';
import { type AppAbility } from '../access/abilities';
import { Public } from '../access/policy';
import { CurrentAbility } from '../access/request-user';
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

  /**
   * Who is signed in. Every page asks, so a visitor gets 204 No Content: "nobody" is an answer, not
   * an error (a 401 would be logged by the browser on every anonymous page).
   */
  @Get('me')
  @Public()
  me(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentAbility() ability: AppAbility,
  ): MeResponse | undefined {
    if (!request.user) {
      response.status(HttpStatus.NO_CONTENT);
      return undefined;
    }
    return toMeResponse(request.user, ability);
  }
}
