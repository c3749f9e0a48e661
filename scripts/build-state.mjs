// Tells whether a build output is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newestIn = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestIn(join(path, entry)));
  }
  return newest;
};

export const needsBuild = (output, sources) =>
  !existsSync(output) || sources.some((source) => newestIn(source) > statSync(output).mtimeMs);
