import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Logger,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { type Request, type Response } from 'express';
import { SkipThrottle } from '@nestjs/throttler';
import { AppConfig, ClientThrottlerGuard, type ProviderDetails, Public, cachedResponse } from '@app/core';
import { ClientLogDto, GstQueryDto } from './public-settings.dto';
import {
  type BundlePromo,
  type DiscountPromo,
  type GstRate,
  type PublicAnnouncement,
  PublicSettingsService,
} from './public-settings.service';

@Controller()
@Public()
export class PublicSettingsController {
  private readonly clientLogger = new Logger('Browser');

  constructor(
    private readonly settings: PublicSettingsService,
    private readonly config: AppConfig,
  ) {}

  /** The provider as its invoices name it, for the site's about, privacy and terms pages. */
  @Get('provider/get')
  @Header('Cache-Control', 'public, max-age=300')
  provider(): { provider: ProviderDetails } {
    return { provider: this.config.provider };
  }

  /** From the settings cache, with an ETag (304 when the browser's copy is current). */
  @Get('gst/get')
  async gst(
    @Query() query: GstQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<GstRate | undefined> {
    return cachedResponse(request, response, await this.settings.gstTagged(query.date));
  }

  @Get('announcement/get')
  async announcement(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ announcement: PublicAnnouncement | null } | undefined> {
    const { value, etag } = await this.settings.announcementTagged();
    return cachedResponse(request, response, { value: { announcement: value }, etag });
  }

  @Get('bundlepromo/get')
  async bundlePromo(): Promise<{ bundlePromo: BundlePromo | null }> {
    return { bundlePromo: await this.settings.bundlePromo() };
  }

  @Get('discountpromo/get')
  async discountPromo(): Promise<{ discountPromo: DiscountPromo | null }> {
    return { discountPromo: await this.settings.discountPromo() };
  }

  /** The browser's own error reports, rate-limited per client, into the server's log. */
  @Post('record-debug-log')
  @HttpCode(204)
  @UseGuards(ClientThrottlerGuard)
  @SkipThrottle({ login: true })
  recordDebugLog(@Body() entry: ClientLogDto): void {
    const payload = { source: 'browser', url: entry.url, context: entry.context };
    if (entry.level === 'error') this.clientLogger.error(`${entry.message} ${JSON.stringify(payload)}`);
    else this.clientLogger.warn(`${entry.message} ${JSON.stringify(payload)}`);
  }
}
