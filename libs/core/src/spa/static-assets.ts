import { readdirSync } from 'node:fs';
import { type ServerResponse } from 'node:http';
import { join, sep } from 'node:path';

/** Vite names each file under assets/ after its content: a new build brings new names, never new content. */
const HASHED = 'public, max-age=31536000, immutable';
/** Anything else in the build (the favicon ...) is checked with the server on each use. */
const REVALIDATED = 'no-cache';

/**
 * Cache-Control for the built frontend's files. index.html is not among them: the SPA service sends
 * it, uncached, with the session's CSRF token.
 */
export const staticCacheControl = (frontendDist: string) => {
  const assets = join(frontendDist, 'assets') + sep;
  return (response: ServerResponse, file: string): void => {
    response.setHeader('Cache-Control', file.startsWith(assets) ? HASHED : REVALIDATED);
  };
};

/** The built files beside index.html (the favicon ...), read once at start; none without a build. */
export const rootFiles = (frontendDist: string): string[] => {
  try {
    return readdirSync(frontendDist, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'index.html')
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
