import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { collectRoutes, loadConfig, renderPermissionsDoc } from '@app/core';
import { ApiModule } from '@app/api/api.module';
import { migrationsList } from '@app/migrations';

const ROOT = join(__dirname, '..', '..');
const routesOf = () => collectRoutes(ApiModule.forRoot(loadConfig({ SESSION_SECRET: 'unit' })));

describe('served routes', () => {
  it('each declare an access policy', async () => {
    const undeclared = (await routesOf()).filter((route) => !route.policy);
    expect(
      undeclared.map((route) => `${route.method} ${route.path} (${route.controller}.${route.handler})`),
    ).toEqual([]);
  });

  it('are never served twice', async () => {
    const keys = (await routesOf()).map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('match docs/permissions.md, which is generated from the ability definition', async () => {
    const committed = readFileSync(join(ROOT, 'docs', 'permissions.md'), 'utf8');
    expect(committed).toBe(renderPermissionsDoc(await routesOf()));
  });
});

describe('migrations', () => {
  it('lists every migration file, in order', () => {
    const files = readdirSync(join(ROOT, 'migrations'))
      .filter((file) => /^Migration\d+.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(migrationsList.map((migration) => migration.name)).toEqual(files);
  });
});
