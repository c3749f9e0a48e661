import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT, writeSection } from './harness';

/**
 * What the public home page loads: from Vite's manifest, index.html's entry and every chunk it
 * imports statically, plus the chunks the home route loads lazily (the public layout and the home
 * page) with theirs. Sizes gzip-compressed as the api serves them. `--build` rebuilds first.
 */
const DIST = join(ROOT, 'frontend', 'dist');
/** The modules the router loads lazily for `/`. */
const HOME_ROUTE = ['src/public/PublicLayout.tsx', 'src/public/pages/Home.tsx'];
const GOAL_KB = 150;

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const main = (): void => {
  if (process.argv.includes('--build'))
    // NODE_ENV=test (left exported by a test run) would build React's development bundles.
    execFileSync('npm', ['run', '-s', 'build:web'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  ['index.html', ...HOME_ROUTE].forEach(visit);
  const measure = (file: string) => {
    const bytes = readFileSync(join(DIST, file));
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes).length,
      brotli: brotliCompressSync(bytes).length,
    };
  };
  const files = [...scripts].map(measure).sort((a, b) => b.gzip - a.gzip);
  const css = [...styles].map(measure);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const total = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((sum, file) => sum + file[key], 0);
  writeSection(
    'bundle',
    [
      '## Public home page bundle',
      '',
      `Run ${new Date().toISOString()} with \`npm run bench:bundle -- --build\`: the JavaScript the home page`,
      "loads, followed from index.html's entry and the home route's lazy chunks through Vite's manifest",
      '(`frontend/dist/.vite/manifest.json`), compressed with zlib defaults as the api sends it.',
      '',
      `**${files.length} files, ${kb(total('gzip'))} KB gzip** (${kb(total('brotli'))} KB brotli, ${kb(total('raw'))} KB raw); goal ≤ ${GOAL_KB} KB gzip.`,
      `CSS: ${css.length ? css.map((file) => `${file.file} ${kb(file.gzip)} KB gzip`).join(', ') : 'none (antd writes its styles at run time)'}.`,
      '',
      '| File | raw KB | gzip KB | brotli KB |',
      '| --- | --- | --- | --- |',
      ...files.map((file) => `| ${file.file} | ${kb(file.raw)} | ${kb(file.gzip)} | ${kb(file.brotli)} |`),
    ].join('\n'),
  );
};

main();
