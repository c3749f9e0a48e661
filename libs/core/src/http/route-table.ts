import { type DynamicModule, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { type Policy, POLICY_KEY } from '../access/policy';

export interface RouteEntry {
  method: string;
  path: string;
  controller: string;
  handler: string;
  policy?: Policy;
}

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
