import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_ROLES, collectRoutes, loadConfig, renderPermissionsDoc } from '@app/core';
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

describe('docs/permissions.md', () => {
  /** The rows of the markdown table under a heading, as arrays of trimmed cells. */
  const tableRows = (doc: string, heading: string): string[][] => {
    const section = doc.split(`## ${heading}`)[1].split('\n## ')[0];
    return section
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
  };

  it('lists for every route exactly the roles whose row of its subject allows its action', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'permissions.md'), 'utf8');
    const subjects = new Map(
      tableRows(doc, 'What each role may do').map(([subject, ...cells]) => [subject, cells]),
    );
    const disagreements: string[] = [];
    for (const [method, path, policy, listed] of tableRows(doc, 'Routes')) {
      const ability = /^(\w+) (\w+)( \(per record\))?$/.exec(policy);
      let expected: string;
      if (policy === 'public') expected = 'anyone';
      else if (policy === 'signed in') expected = ALL_ROLES.join(', ');
      else if (!ability) expected = `a known policy, not "${policy}"`;
      else {
        const [, action, subject, perRecord] = ability;
        const cells = subjects.get(subject) ?? [];
        // "own" grants reach only routes whose services check each record.
        const roles = ALL_ROLES.filter((_role, index) => {
          const [letters, own] = (cells[index] ?? '').split(' ');
          return letters.includes(action[0]) && (!own || Boolean(perRecord));
        });
        expected = roles.join(', ') || 'none';
      }
      if (listed !== expected) disagreements.push(`${method} ${path} (${policy}): ${listed} ≠ ${expected}`);
    }
    expect(disagreements).toEqual([]);
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
