import 'reflect-metadata';
import { collectRoutes, loadConfig } from '@app/core';
import { ApiModule } from '../api.module';

/** Prints every served route as "METHOD /path" (for ../shared/tools/route-coverage); needs no database. */
const main = async (): Promise<void> => {
  const config = loadConfig({ ...process.env, SESSION_SECRET: 'inspection-only' });
  const routes = await collectRoutes(ApiModule.forRoot(config));
  process.stdout.write(routes.map((route) => `${route.method} ${route.path}`).join('\n') + '\n');
};

void main();
