import { Body, Controller, Get, Header, HttpCode, Logger, Post, Query, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import {
  AppConfig,
  ClientThrottlerGuard,
  type ProviderDetails,
  Public,
  PublicRead,
  type PublicReadOptions,
} from '@app/core';
import { type ListDefinition } from '../lists/list-definition';
import { listByName } from '../lists/registry';
import { ClientLogDto, GstQueryDto } from './public-settings.dto';
import {
  type BundlePromo,
  type DiscountPromo,
  type GstRate,
  type PublicAnnouncement,
  PublicSettingsService,
} from './public-settings.service';

/**
 * A setting read from one configuration list: kept until the list changes (here or, through Redis,
 * on another replica) or the day ends; browsers keep it a minute, then ask with its ETag.
 */
const fromList = (name: string): PublicReadOptions => ({
  sources: [(listByName(name) as ListDefinition).entity],
  maxAgeSeconds: 60,
});

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

  @Get('gst/get')
  @PublicRead(fromList('taxes'))
  gst(@Query() query: GstQueryDto): Promise<GstRate> {
    return this.settings.gst(query.date);
  }

  @Get('announcement/get')
  @PublicRead(fromList('announcement'))
  async announcement(): Promise<{ announcement: PublicAnnouncement | null }> {
    return { announcement: await this.settings.announcement() };
  }

  @Get('bundlepromo/get')
  @PublicRead(fromList('bundlepromosetting'))
  async bundlePromo(): Promise<{ bundlePromo: BundlePromo | null }> {
    return { bundlePromo: await this.settings.bundlePromo() };
  }

  @Get('discountpromo/get')
  @PublicRead(fromList('minspendingdiscountpromosetting'))
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
