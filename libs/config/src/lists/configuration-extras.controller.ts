import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CheckPolicies, IdPipe } from '@app/core';
import { type ListDescription, LIST_CATALOGUE } from './list-catalogue';
import { type ListDefinition, type LookupValues } from './list-definition';
import { ToggleDto } from './lookup-input';
import { LookupService } from './lookup.service';
import { listByName } from './registry';

const list = (name: string): ListDefinition => {
  const found = listByName(name);
  if (!found) throw new Error(`No list named ${name}`);
  return found;
};

const PARTNER_AGENCY_CORPORATES = list('partneragencycorporates');
const BUNDLE_PROMO = list('bundlepromosetting');

/** The contract's list-specific extras, each served by the generic LookupService. */
@Controller('admin/configurations')
export class ConfigurationExtrasController {
  constructor(private readonly lookups: LookupService) {}

  @Get('lists')
  @CheckPolicies('read', 'Configuration')
  catalogue(): readonly ListDescription[] {
    return LIST_CATALOGUE;
  }

  @Get('partneragencycorporates/getcorporates')
  @CheckPolicies('read', 'Configuration')
  partnerAgencyCorporates(): Promise<LookupValues[]> {
    return this.lookups.active(PARTNER_AGENCY_CORPORATES);
  }

  @Get('partneragencycorporates/getcorporatebyid/:id')
  @CheckPolicies('read', 'Configuration')
  partnerAgencyCorporate(@Param('id', IdPipe) id: number): Promise<LookupValues> {
    return this.lookups.get(PARTNER_AGENCY_CORPORATES, id);
  }

  @Post('bundlepromosetting/updatebundle2status')
  @HttpCode(200)
  @CheckPolicies('update', 'Configuration')
  toggleBundleOfTwo(@Body() toggle: ToggleDto): Promise<LookupValues> {
    return this.lookups.toggleOnDefault(BUNDLE_PROMO, 'bundle2Enabled', toggle.enabled);
  }

  @Post('bundlepromosetting/updatebundle3status')
  @HttpCode(200)
  @CheckPolicies('update', 'Configuration')
  toggleBundleOfThree(@Body() toggle: ToggleDto): Promise<LookupValues> {
    return this.lookups.toggleOnDefault(BUNDLE_PROMO, 'bundle3Enabled', toggle.enabled);
  }
}
