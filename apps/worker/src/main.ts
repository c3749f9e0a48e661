import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { PinoNestLogger, createLogger, loadConfig, migrateDatabase } from '@app/core';
import { WorkerModule } from './worker.module';

const main = async (): Promise<void> => {
  const config = loadConfig();
  if (!config.redisUrl || !config.databaseUrl) {
    throw new Error('The worker needs REDIS_URL and DATABASE_URL; without Redis the api runs jobs itself');
  }
  const logger = createLogger(config.logLevel);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
  });
  await migrateDatabase(app.get(MikroORM));
  await app.init();
  logger.info('Worker is processing jobs');
  const stop = async (): Promise<void> => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
