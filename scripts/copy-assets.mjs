// tsc compiles only TypeScript: copy the templates the compiled code reads at run time.
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

for (const lib of readdirSync('libs')) {
  const src = join('libs', lib, 'src');
  if (!existsSync(src)) continue;
  cpSync(src, join('dist', 'libs', lib, 'src'), {
    recursive: true,
    filter: (path) => !/\.tsx?$/.test(path),
  });
}
