import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { migrateDatabase } from '@app/core';
import { ApiModule } from '../api.module';
import { formatDemoLogins } from '../demo/demo-users';
import { seedDemoData } from '../demo/seed-demo-data';
import { resolveRuntime } from '../runtime';

// `npm run db:seed`: the provider's lists and a login per role; `-- --demo` adds the demo academy.
const main = async (): Promise<void> => {
  const academy = process.argv.includes('--demo');
  const { config, embedded } = await resolveRuntime();
  const app = await NestFactory.createApplicationContext(ApiModule.forRoot(config), { logger: ['error'] });
  try {
    await migrateDatabase(app.get(MikroORM));
    const started = Date.now();
    const logins = await seedDemoData(app, { academy, log: (line) => process.stdout.write(`${line}\n`) });
    process.stdout.write(`${formatDemoLogins(logins)}\n`);
    if (academy)
      process.stdout.write(`Demo academy ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } finally {
    await app.close();
    await embedded?.stop();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
