import { SetMetadata } from '@nestjs/common';
import { type Action, type SubjectName } from './abilities';

export const POLICY_KEY = 'access:policy';

export type Policy =
  { kind: 'public' } | { kind: 'signedIn' } | { kind: 'ability'; action: Action; subject: SubjectName };

/** Anyone, signed in or not. */
export const Public = (): MethodDecorator & ClassDecorator =>
  SetMetadata(POLICY_KEY, { kind: 'public' } satisfies Policy);

/** Any signed-in user; the service decides per record. */
export const SignedIn = (): MethodDecorator & ClassDecorator =>
  SetMetadata(POLICY_KEY, { kind: 'signedIn' } satisfies Policy);

/** Users whose ability allows `action` on `subject` (for some record, when the rule has conditions). */
export const CheckPolicies = (action: Action, subject: SubjectName): MethodDecorator & ClassDecorator =>
  SetMetadata(POLICY_KEY, { kind: 'ability', action, subject } satisfies Policy);

export const describePolicy = (policy: Policy | undefined): string => {
  if (!policy) return 'NONE';
  if (policy.kind === 'ability') return `${policy.action} ${policy.subject}`;
  return policy.kind === 'public' ? 'public' : 'signed in';
};
