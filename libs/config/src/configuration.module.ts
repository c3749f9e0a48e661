import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ConfigurationExtrasController } from './lists/configuration-extras.controller';
import { defaultControllerFor, lookupControllerFor } from './lists/lookup-controllers';
import { lookupSchemas } from './lists/lookup-schemas';
import { LookupService } from './lists/lookup.service';
import { LIST_DEFINITIONS } from './lists/registry';
import { PublicSettingsController } from './public/public-settings.controller';
import { PublicSettingsService } from './public/public-settings.service';

export const configEntities = lookupSchemas;

/** The ~50 lookup lists, their defaults and the public reads, all from one registry. */
@Module({
  imports: [MikroOrmModule.forFeature(configEntities)],
  controllers: [
    ConfigurationExtrasController,
    ...LIST_DEFINITIONS.map(lookupControllerFor),
    ...LIST_DEFINITIONS.filter((list) => list.hasDefault).map(defaultControllerFor),
    PublicSettingsController,
  ],
  providers: [LookupService, PublicSettingsService],
  exports: [LookupService, PublicSettingsService],
})
export class ConfigurationModule {}
