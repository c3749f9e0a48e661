import {
  Controller,
  Get,
  HttpStatus,
  Injectable,
  type OnApplicationBootstrap,
  Query,
  Req,
  Res,
  type Type,
} from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { type Request, type Response } from 'express';
import { IsString, MaxLength } from 'class-validator';
import {
  type AppAbility,
  CurrentAbility,
  DomainError,
  type RouteEntry,
  SignedIn,
  abilityAllows,
  collectRoutes,
  forbidden,
} from '@app/core';

export class UrlQuery {
  @IsString({ message: 'url is required' })
  @MaxLength(2000)
  url!: string;
}

const ORIGIN = 'http://internal.invalid';
const SELF = '/get/url';

const refused = (message: string) => new DomainError('URL_REFUSED', message, HttpStatus.BAD_REQUEST);

interface GetRoute {
  entry: RouteEntry;
  pattern: RegExp;
  literals: number;
}

/**
 * A same-origin API path from a caller-supplied URL, or a refusal: no scheme, host or protocol-
 * relative form (so never another server: no request forgery), no dot segments or encoded slashes
 * (so the path is what it says), and only a GET route the app itself serves.
 */
export const sameOriginPath = (raw: string): string => {
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    throw refused('Only paths of this site may be fetched');
  }
  let parsed: URL;
  try {
    parsed = new URL(value, ORIGIN);
  } catch {
    throw refused('The url is not a valid path');
  }
  if (parsed.origin !== ORIGIN) throw refused('Only paths of this site may be fetched');
  const rawPath = value.split(/[?#]/)[0];
  const segments = rawPath.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw refused('The url is not a valid path');
    }
  });
  if (segments.some((segment) => segment === '.' || segment === '..' || segment.includes('/'))) {
    throw refused('The path may not contain "." or ".." segments');
  }
  return `${parsed.pathname}${parsed.search}`;
};

/** The app's own GET routes, read once from the route table, most specific first. */
@Injectable()
export class OwnRoutes implements OnApplicationBootstrap {
  private routes: GetRoute[] = [];

  constructor(private readonly modules: ModulesContainer) {}

  async onApplicationBootstrap(): Promise<void> {
    // Every controller Nest registered, dynamic modules' included, as one module the route table reads.
    const controllers = [...this.modules.values()].flatMap((module) =>
      [...module.controllers.values()].map((wrapper) => wrapper.metatype as Type<unknown>),
    );
    class AllControllers {}
    const entries = await collectRoutes({ module: AllControllers, controllers });
    this.routes = entries
      .filter((entry) => entry.method === 'GET' && entry.path !== SELF)
      .map((entry) => {
        const parts = entry.path.split('/').filter(Boolean);
        const pattern = parts
          .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/');
        return {
          entry,
          pattern: new RegExp(`^/${pattern}/?$`, 'i'),
          literals: parts.filter((p) => !p.startsWith(':')).length,
        };
      })
      .sort((a, b) => b.literals - a.literals);
  }

  match(path: string): RouteEntry | undefined {
    return this.routes.find((route) => route.pattern.test(path))?.entry;
  }
}

/**
 * `GET /get/url` (spec 7.7): the screens' generic fetch of a lookup, a page or a PDF by its URL.
 * It serves only this API's own GET routes that the caller's role may read, by forwarding the
 * request to this same server with the caller's session, so the route's own checks (per record
 * too) apply as if it were called directly.
 */
@Controller()
export class UrlFetchController {
  constructor(private readonly routes: OwnRoutes) {}

  @Get('get/url')
  @SignedIn()
  async fetch(
    @Query() query: UrlQuery,
    @Req() request: Request,
    @Res() response: Response,
    @CurrentAbility() ability: AppAbility,
  ): Promise<void> {
    const path = sameOriginPath(query.url);
    const route = this.routes.match(path.split('?')[0]);
    if (!route) throw refused('The url is not a page of this API');
    const policy = route.policy;
    if (!policy || (policy.kind === 'ability' && !abilityAllows(ability, policy))) throw forbidden();
    const answer = await fetch(`http://127.0.0.1:${request.socket.localPort}${path}`, {
      headers: {
        accept: request.get('accept') ?? 'application/json',
        cookie: request.get('cookie') ?? '',
        'x-requested-with': 'XMLHttpRequest',
        'x-request-id': request.requestId,
      },
      redirect: 'manual',
    });
    response.status(answer.status);
    for (const header of ['content-type', 'content-disposition']) {
      const value = answer.headers.get(header);
      if (value) response.setHeader(header, value);
    }
    response.send(Buffer.from(await answer.arrayBuffer()));
  }
}
