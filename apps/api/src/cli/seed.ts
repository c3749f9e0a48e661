import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { migrateDatabase } from '@app/core';
import { ApiModule } from '../api.module';
import { formatDemoLogins } from '../demo/demo-users';
import { seedDemoData } from '../demo/seed-demo-data';
import { resolveRuntime } from '../runtime';

const main = async (): Promise<void> => {
  const { config, embedded } = await resolveRuntime();
  const app = await NestFactory.createApplicationContext(ApiModule.forRoot(config), { logger: ['error'] });
  await migrateDatabase(app.get(MikroORM));
  const logins = await seedDemoData(app);
  process.stdout.write(`${formatDemoLogins(logins)}\n`);
  await app.close();
  await embedded?.stop();
};

void main();
