import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;
const publicDir = path.join(root, 'public');
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
const vitePrefixes = ['/src/', '/@vite', '/@react-refresh', '/@id/', '/@fs/', '/node_modules/', '/__'];

function pathnameOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://localhost').pathname;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

// Only paths Vite can actually answer stay local; an API path that merely contains a dot still reaches the API.
function isViteRequest(req: IncomingMessage): boolean {
  const pathname = pathnameOf(req);
  if (req.headers.accept === 'text/x-vite-ping') return true;
  if (vitePrefixes.some((prefix) => pathname.startsWith(prefix))) return true;
  if (!path.posix.extname(pathname)) return false;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  } catch {
    return false;
  }
  return isFile(path.join(root, relative)) || isFile(path.join(publicDir, relative));
}

function isBrowserNavigation(req: IncomingMessage): boolean {
  return (
    req.method === 'GET' &&
    (req.headers.accept ?? '').includes('text/html') &&
    req.headers['x-requested-with'] === undefined
  );
}

/**
 * The API owns the session and issues the CSRF token inside its HTML shell; in dev the page comes from Vite,
 * so each navigation asks the API for that shell (with the browser's cookies) and carries its token and cookies over.
 */
function apiShellTokenPlugin(): Plugin {
  return {
    name: 'api-shell-token',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!isBrowserNavigation(req) || isViteRequest(req)) {
          next();
          return;
        }
        const url = req.url ?? '/';
        const serveShell = async () => {
          let metaTag = '';
          try {
            const apiResponse = await fetch(new URL(url, apiUrl), {
              headers: { accept: 'text/html', cookie: req.headers.cookie ?? '' },
              redirect: 'manual',
              signal: AbortSignal.timeout(10_000),
            });
            const cookies = apiResponse.headers.getSetCookie();
            if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
            // The API's own tag is reused verbatim, so its attribute encoding stays intact.
            metaTag = /<meta\b[^>]*\bname=["']?csrf-token\b[^>]*>/i.exec(await apiResponse.text())?.[0] ?? '';
            if (!metaTag)
              server.config.logger.warn(
                `[api-shell-token] no csrf-token meta tag in the API's HTML for ${url}`,
              );
          } catch (error) {
            server.config.logger.warn(`[api-shell-token] API at ${apiUrl} unreachable: ${String(error)}`);
          }
          const template = await readFile(path.join(root, 'index.html'), 'utf8');
          const html = await server.transformIndexHtml(
            url,
            template.replace(/<head>/i, `<head>\n    ${metaTag}`),
            req.originalUrl,
          );
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(html);
        };
        serveShell().catch(next);
      });
    },
  };
}

/**
 * React Router's package exports only its development build (its warnings and checks); the
 * production build sits beside it, and the built site uses that one (0.5 KB gzip less, measured).
 */
const routerProduction = path.join(root, '..', 'node_modules', 'react-router', 'dist', 'production');

export default defineConfig(({ command }) => ({
  plugins: [react(), apiShellTokenPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: path.join(root, 'src') },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(routerProduction, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerProduction, 'dom-export.mjs') },
          ]
        : []),
    ],
  },
  // The manifest lets bench/bundle.ts follow what a page loads from index.html.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '^/': {
        target: apiUrl,
        // Keep the browser's Host so the API sees the same origin the session cookie and CSRF checks were made for.
        changeOrigin: false,
        bypass: (req) => (isViteRequest(req) || isBrowserNavigation(req) ? req.url : undefined),
      },
    },
  },
}));
