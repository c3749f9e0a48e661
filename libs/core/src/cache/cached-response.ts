import { type Request, type Response } from 'express';

/**
 * Answers a public read from the settings cache: `Cache-Control` lets browsers and proxies keep it
 * briefly, the ETag lets them ask again cheaply (304, no body, when nothing changed).
 */
export const cachedResponse = <T>(
  request: Request,
  response: Response,
  { value, etag }: { value: T; etag: string },
  maxAgeSeconds = 60,
): T | undefined => {
  response.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  response.setHeader('ETag', etag);
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(/\s*,\s*/).includes(etag)) {
    response.status(304);
    return undefined;
  }
  return value;
};
