import { type DynamicModule, RequestMethod, type Type } from '@nestjs/common';
import {
  METHOD_METADATA,
  MODULE_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { type Policy, POLICY_KEY } from '../access/policy';
import { FormFieldsPipe, JsonDataPipe } from './json-data';

/** What a route reads from the request, so tests can send each part the wrong way. */
export interface RouteInputs {
  /** The class of `@Body()`, when the handler takes a validated JSON body. */
  body?: Type<unknown>;
  /** The class of `@Query()`. */
  query?: Type<unknown>;
  /** Multipart forms: the record in `data` (`@JsonData`), the plain fields (`@FormFields`), files. */
  multipart?: { data?: Type<unknown>; fields?: Type<unknown> };
}

export interface RouteEntry {
  method: string;
  path: string;
  controller: string;
  handler: string;
  policy?: Policy;
  inputs: RouteInputs;
}

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

const PLAIN_TYPES = new Set<unknown>([Object, String, Number, Boolean, Array, undefined]);

const routeInputs = (controller: Type<unknown>, handler: string): RouteInputs => {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<
    string,
    RouteArgument
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, handler) ??
    []) as Type<unknown>[];
  const inputs: RouteInputs = {};
  let files = false;
  for (const [key, argument] of Object.entries(args)) {
    const type = types[argument.index];
    const dto = PLAIN_TYPES.has(type) || argument.data !== undefined ? undefined : type;
    // Nest's keys are "<RouteParamtypes>:<index>"; custom decorators' keys are not numbers.
    const paramtype = key.split(':')[0];
    if (paramtype === String(RouteParamtypes.BODY)) inputs.body = dto;
    else if (paramtype === String(RouteParamtypes.QUERY)) inputs.query = dto;
    else if ([String(RouteParamtypes.FILE), String(RouteParamtypes.FILES)].includes(paramtype)) files = true;
    for (const pipe of argument.pipes ?? []) {
      if (pipe instanceof JsonDataPipe) inputs.multipart = { ...inputs.multipart, data: pipe.type };
      if (pipe instanceof FormFieldsPipe) inputs.multipart = { ...inputs.multipart, fields: pipe.type };
    }
  }
  if (files) inputs.multipart ??= {};
  return inputs;
};

type ModuleRef = Type<unknown> | DynamicModule | Promise<DynamicModule> | { forwardRef: () => Type<unknown> };

const joinPath = (...parts: string[]): string =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const controllerRoutes = (controller: Type<unknown>): RouteEntry[] => {
  const prefixes = asArray<string>(Reflect.getMetadata(PATH_METADATA, controller) as string | string[]);
  const prototype = controller.prototype as Record<string, unknown>;
  const classPolicy = Reflect.getMetadata(POLICY_KEY, controller) as Policy | undefined;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const handler = prototype[name];
    if (typeof handler !== 'function' || name === 'constructor') return [];
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    if (method === undefined) return [];
    const paths = asArray<string>(Reflect.getMetadata(PATH_METADATA, handler) as string | string[]);
    const policy = (Reflect.getMetadata(POLICY_KEY, handler) as Policy | undefined) ?? classPolicy;
    return (prefixes.length ? prefixes : ['']).flatMap((prefix) =>
      paths.map((path) => ({
        method: RequestMethod[method],
        path: joinPath(prefix, path),
        controller: controller.name,
        handler: name,
        policy,
        inputs: routeInputs(controller, name),
      })),
    );
  });
};

/**
 * Every route an application module serves, read from decorator metadata without instantiating
 * anything: no database, no Redis. Feeds `npm run routes`, the policy test and docs/permissions.md.
 */
export const collectRoutes = async (root: Type<unknown> | DynamicModule): Promise<RouteEntry[]> => {
  const seen = new Set<unknown>();
  const controllers = new Set<Type<unknown>>();
  const visit = async (ref: ModuleRef | undefined): Promise<void> => {
    if (!ref) return;
    const resolved = 'forwardRef' in ref ? ref.forwardRef() : await ref;
    if (seen.has(resolved)) return;
    seen.add(resolved);
    const moduleClass = 'module' in resolved ? resolved.module : resolved;
    const dynamic = 'module' in resolved ? resolved : undefined;
    for (const controller of [
      ...asArray(Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, moduleClass) as Type<unknown>[]),
      ...asArray(dynamic?.controllers),
    ]) {
      controllers.add(controller);
    }
    for (const child of [
      ...asArray(Reflect.getMetadata(MODULE_METADATA.IMPORTS, moduleClass) as ModuleRef[]),
      ...asArray(dynamic?.imports as ModuleRef[] | undefined),
    ]) {
      await visit(child);
    }
  };
  await visit(root);
  return [...controllers]
    .flatMap(controllerRoutes)
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
};
