import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { type Request, type Response } from 'express';
import { AppConfig } from '../config/app-config';
import { csrfTokenOf } from '../auth/csrf';

/** Served when no frontend has been built (API-only runs, `npm run dev` before Vite answers). */
const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Real Estate Training Academy</title></head><body><div id="app"></div></body></html>';

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Hands the single-page app to browser navigations, with the session's CSRF token in a meta tag. */
@Injectable()
export class SpaService {
  private template?: string;

  constructor(private readonly config: AppConfig) {}

  send(request: Request, response: Response): void {
    const meta = `<meta name="csrf-token" content="${escapeAttribute(csrfTokenOf(request, response, this.config.production))}">`;
    response
      .status(200)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(this.indexHtml().replace('</head>', `${meta}</head>`));
  }

  private indexHtml(): string {
    if (this.template === undefined || !this.config.production) {
      try {
        this.template = readFileSync(join(this.config.frontendDist, 'index.html'), 'utf8');
      } catch {
        this.template = SHELL;
      }
    }
    return this.template;
  }
}
