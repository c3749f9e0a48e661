import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Issue 14: the home page loads no antd. What it loads at first is the entry (main.tsx) and the home
 * route's lazy modules, each with everything it imports statically; `import()` starts another chunk and
 * is not followed. bench/bundle.ts measures the built files; this names the module that brought antd.
 */
const SRC = join(__dirname, '..', '..', 'frontend', 'src');
const HOME = ['main.tsx', 'public/PublicLayout.tsx', 'public/pages/Home.tsx'];
const ANTD = /^(antd|@ant-design\/|rc-|@rc-component\/)/;

/** `import`/`export ... from` lines; `import type` is erased from the build, so it is not one. */
const STATIC_IMPORT = /^\s*(?:import|export)\s(?!type\s)(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix);
  return file.find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate)) ?? null;
}

/** Each package the modules import statically, with the module that imports it. */
function staticPackages(entries: readonly string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const local = resolveModule(file, specifier);
      if (local) visit(local);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
        packages.set(specifier, file.slice(SRC.length + 1));
      }
    }
  };
  entries.forEach((entry) => visit(join(SRC, entry)));
  return packages;
}

describe('the home page', () => {
  it('imports no antd, @ant-design or rc- package, directly or through what it imports', () => {
    const packages = staticPackages(HOME);
    expect(packages.has('react-router')).toBe(true);
    const antd = [...packages].filter(([name]) => ANTD.test(name)).map(([name, by]) => `${name} (${by})`);
    expect(antd).toEqual([]);
  });

  it('leaves antd to the pages that use it: the public pages beyond home import it', () => {
    expect([...staticPackages(['public/pages/Login.tsx']).keys()]).toContain('antd');
  });
});
