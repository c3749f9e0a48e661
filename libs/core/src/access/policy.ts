import { SetMetadata } from '@nestjs/common';
import { type Action, type AppAbility, type SubjectName } from './abilities';

export const POLICY_KEY = 'access:policy';

export type Policy =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'ability'; action: Action; subject: SubjectName; perRecord?: boolean };

/** Anyone, signed in or not. */
export const Public = (): MethodDecorator & ClassDecorator =>
  SetMetadata(POLICY_KEY, { kind: 'public' } satisfies Policy);

/** Any signed-in user; the service decides per record. */
export const SignedIn = (): MethodDecorator & ClassDecorator =>
  SetMetadata(POLICY_KEY, { kind: 'signedIn' } satisfies Policy);

/**
 * Users whose ability allows `action` on `subject`. A rule limited to the user's own records
 * (conditions) only opens routes marked `perRecord`, whose services check each record they touch;
 * every other route would otherwise hand such a user everyone's records.
 */
export const CheckPolicies = (
  action: Action,
  subject: SubjectName,
  options: { perRecord?: boolean } = {},
): MethodDecorator & ClassDecorator =>
  SetMetadata(POLICY_KEY, { kind: 'ability', action, subject, ...options } satisfies Policy);

/** Whether an ability satisfies a route's ability policy, as the guard, docs and tests judge it. */
export const abilityAllows = (
  ability: AppAbility,
  policy: { action: Action; subject: SubjectName; perRecord?: boolean },
): boolean => {
  if (!ability.can(policy.action, policy.subject)) return false;
  return policy.perRecord === true || !ability.relevantRuleFor(policy.action, policy.subject)?.conditions;
};

export const describePolicy = (policy: Policy | undefined): string => {
  if (!policy) return 'NONE';
  if (policy.kind === 'ability') {
    return `${policy.action} ${policy.subject}${policy.perRecord ? ' (per record)' : ''}`;
  }
  return policy.kind === 'public' ? 'public' : 'signed in';
};
