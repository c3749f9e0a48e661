import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectRoutes, loadConfig, renderPermissionsDoc } from '@app/core';
import { ApiModule } from '../api.module';

const main = async (): Promise<void> => {
  const config = loadConfig({ ...process.env, SESSION_SECRET: 'inspection-only' });
  const routes = await collectRoutes(ApiModule.forRoot(config));
  const target = join(process.cwd(), 'docs', 'permissions.md');
  writeFileSync(target, renderPermissionsDoc(routes));
  process.stdout.write(`Wrote ${target}\n`);
};

void main();
