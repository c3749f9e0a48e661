import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/core';
import {
  type AppConfig,
  PinoNestLogger,
  configureHttpPipeline,
  createLogger,
  migrateDatabase,
} from '@app/core';
import { ApiModule } from './api.module';

/** Builds the api exactly as production runs it; tests call this too. */
export const createApiApp = async (config: AppConfig): Promise<NestExpressApplication> => {
  const logger = createLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(ApiModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    // Payment webhooks verify the provider's signature over the exact bytes received.
    rawBody: true,
  });
  configureHttpPipeline(app, logger);
  await migrateDatabase(app.get(MikroORM));
  await app.init();
  return app;
};
