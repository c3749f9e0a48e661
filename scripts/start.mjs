// `npm start`: builds whatever is missing or out of date, then runs the api. With no DATABASE_URL
// the api serves an embedded PGlite database under DATA_DIR and seeds demo data on first start.
import { spawnSync } from 'node:child_process';
import { needsBuild } from './build-state.mjs';

const npm = (script) => {
  const result = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (needsBuild('dist/apps/api/src/main.js', ['apps', 'libs', 'migrations', 'tsconfig.json']))
  npm('build:api');
if (
  needsBuild('frontend/dist/index.html', ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts'])
) {
  npm('build:web');
}

const api = spawnSync(process.execPath, ['--enable-source-maps', 'dist/apps/api/src/main.js'], {
  stdio: 'inherit',
});
process.exit(api.status ?? 0);
