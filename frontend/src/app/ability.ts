import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { unpackRules, type PackRule } from '@casl/ability/extra';

export type AppAction = 'manage' | 'read' | 'create' | 'update' | 'delete' | 'archive' | 'export';
/** Subject names come from the server's ability definitions ('all', 'User', 'Course', 'Mail', ...). */
export type AppSubject = string;
export type AppAbility = MongoAbility<[AppAction, AppSubject]>;
export type AppRawRule = RawRuleOf<AppAbility>;

export function buildAbility(rules: readonly (AppRawRule | PackRule<AppRawRule>)[]): AppAbility {
  // Unpack one by one so the server's rule order, which decides precedence, is kept.
  const rawRules = rules.map((rule) => (Array.isArray(rule) ? unpackRules<AppRawRule>([rule])[0] : rule));
  return createMongoAbility<AppAbility>(rawRules);
}
