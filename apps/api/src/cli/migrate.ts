import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { migrateDatabase } from '@app/core';
import { ApiModule } from '../api.module';
import { resolveRuntime } from '../runtime';

const main = async (): Promise<void> => {
  const { config, embedded } = await resolveRuntime();
  const app = await NestFactory.createApplicationContext(ApiModule.forRoot(config), { logger: ['error'] });
  const applied = await migrateDatabase(app.get(MikroORM));
  process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'The database is up to date\n');
  await app.close();
  await embedded?.stop();
};

void main();
