import 'reflect-metadata';
import { createApiApp } from './create-api-app';
import { formatDemoLogins } from './demo/demo-users';
import { isDatabaseEmpty, seedDemoData } from './demo/seed-demo-data';
import { resolveRuntime } from './runtime';

const main = async (): Promise<void> => {
  const { config, embedded } = await resolveRuntime();
  const app = await createApiApp(config);
  // The embedded default is for trying the product: its first start opens on a working academy.
  const seeded =
    embedded && (await isDatabaseEmpty(app)) ? await seedDemoData(app, { academy: true }) : undefined;
  await app.listen(config.port);
  const lines = [`${config.appName} is running on http://localhost:${config.port}`];
  if (embedded) lines.push(`Embedded database under ${config.dataDir} (set DATABASE_URL to use PostgreSQL)`);
  if (!config.redisUrl) lines.push('Jobs run in this process (set REDIS_URL to use BullMQ workers)');
  if (seeded) lines.push(formatDemoLogins(seeded));
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = async (): Promise<void> => {
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
