import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type Observable, map, of } from 'rxjs';
import { Public } from '../access/policy';
import { type AnswerRule, type KeptAnswer, SettingsCache, declareSources } from './settings-cache';

const PUBLIC_READ = 'cache:public-read';
/** As the `compression` middleware does: smaller answers are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

export interface PublicReadOptions {
  /** The entities (MikroORM class names) or named counters whose change drops the answer. */
  sources: readonly string[];
  /**
   * How long browsers and proxies may use their copy without asking; 0 makes them ask every time
   * (answered 304 while it is current).
   */
  maxAgeSeconds: number;
  /** The longest this process keeps the answer without hearing of a change (see {@link AnswerRule}). */
  keepSeconds?: number;
}

/**
 * A public GET whose answer is the same for every visitor and depends only on its path and query:
 * served from memory (serialized and tagged once per version of its sources) with `Cache-Control`
 * and an ETag, 304 when the visitor's copy is current. Anonymous visitors are answered by
 * {@link publicReadsFromMemory} before the rest of the pipeline; the first visitor after a change,
 * and any request with a session, goes through the route (its validation included) and this
 * interceptor keeps what the handler answered. Implies {@link Public}.
 */
export const PublicRead = (options: PublicReadOptions): MethodDecorator => {
  declareSources(options.sources);
  const rule: AnswerRule = {
    sources: options.sources,
    cacheControl: options.maxAgeSeconds > 0 ? `public, max-age=${options.maxAgeSeconds}` : 'public, no-cache',
    keepSeconds: options.keepSeconds,
  };
  return applyDecorators(Public(), SetMetadata(PUBLIC_READ, rule), UseInterceptors(PublicReadInterceptor));
};

/** If-None-Match compares weakly: a proxy that compressed the answer may have weakened the tag. */
const notModified = (request: Request, etag: string): boolean => {
  const asked = request.headers['if-none-match'];
  if (!asked) return false;
  return asked === '*' || asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

const setHeaders = (response: Response, answer: KeptAnswer): void => {
  response.setHeader('Cache-Control', answer.cacheControl);
  response.setHeader('ETag', answer.etag);
};

const encode = (answer: KeptAnswer, coding: 'br' | 'gzip'): Buffer => {
  let body = answer.encoded.get(coding);
  if (!body) {
    body =
      coding === 'br'
        ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(answer.body);
    answer.encoded.set(coding, body);
  }
  return body;
};

/** The kept answer, compressed once per version as the visitor accepts. */
const send = (request: Request, response: Response, answer: KeptAnswer): void => {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  setHeaders(response, answer);
  response.vary('Accept-Encoding');
  if (notModified(request, answer.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const coding =
    answer.body.length >= COMPRESS_FROM_BYTES && request.headers['accept-encoding']
      ? request.acceptsEncodings('br', 'gzip')
      : false;
  const body = coding === 'br' || coding === 'gzip' ? encode(answer, coding) : answer.body;
  if (body !== answer.body) response.setHeader('Content-Encoding', coding as string);
  response.setHeader('Content-Length', body.length);
  response.statusCode = 200;
  if (request.method === 'HEAD') response.end();
  else response.end(body);
};

/**
 * The fast path of {@link PublicRead}: a GET or HEAD whose path and query has a current answer gets
 * it here, after the security headers, request id and access log, before sessions, compression,
 * the guards, pipes and the handler. `applies` says which requests may (no session).
 */
export const publicReadsFromMemory =
  (cache: SettingsCache, applies: (request: Request) => boolean): RequestHandler =>
  (request: Request, response: Response, next: NextFunction): void => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !applies(request)) return next();
    const answer = cache.answer(request.url);
    if (!answer) return next();
    send(request, response, answer);
  };

/** The route side of {@link PublicRead}: answers from memory when it can, else keeps the handler's answer. */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: SettingsCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.get<AnswerRule>(PUBLIC_READ, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const key = request.originalUrl;
    const kept = this.cache.answer(key);
    const since = this.cache.generation;
    const answer$ = kept
      ? of(kept)
      : next.handle().pipe(map((value: unknown) => this.cache.keepAnswer(key, rule, value, since)));
    return answer$.pipe(
      map((answer) => {
        setHeaders(response, answer);
        if (!notModified(request, answer.etag)) return answer.value;
        response.status(304);
        return undefined;
      }),
    );
  }
}
