import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { unpackRules, type PackRule } from '@casl/ability/extra';

export const appActions = [
  'manage',
  'read',
  'create',
  'update',
  'delete',
  'archive',
  'export',
  'approve',
] as const;
export type AppAction = (typeof appActions)[number];
/** Subject names come from the server's ability definitions ('all', 'User', 'Course', 'Mail', ...). */
export type AppSubject = string;
export type AppAbility = MongoAbility<[AppAction, AppSubject]>;
export type AppRawRule = RawRuleOf<AppAbility>;

/** Narrows an action named by the server (a list's edit policy ...) to one the client knows. */
export function isAppAction(value: string): value is AppAction {
  return (appActions as readonly string[]).includes(value);
}

export function buildAbility(rules: readonly (AppRawRule | PackRule<AppRawRule>)[]): AppAbility {
  // Unpack one by one so the server's rule order, which decides precedence, is kept.
  const rawRules = rules.map((rule) => (Array.isArray(rule) ? unpackRules<AppRawRule>([rule])[0] : rule));
  return createMongoAbility<AppAbility>(rawRules);
}
