/**
 * How the server's guard judges a route's policy (libs/core/src/access/policy.ts `abilityAllows`), for the
 * client to show only what the server would open. A rule limited to the user's own records (a trainer's own
 * events) opens only screens whose routes check each record; to every other screen it counts as "no". Free of
 * imports, so the server's tests can check the two judge alike.
 */

/** The policy of the route a screen reads first: `@CheckPolicies(action, subject, { perRecord })`. */
export interface ScreenPolicy {
  action: string;
  subject: string;
  perRecord?: boolean;
}

/** What the judgement needs of a CASL ability (client's and server's alike). */
export interface PolicyAbility {
  can(action: string, subject: string): boolean;
  relevantRuleFor(action: string, subject: string): { conditions?: unknown } | null | undefined;
}

export function policyAllows(ability: PolicyAbility, policy: ScreenPolicy): boolean {
  if (!ability.can(policy.action, policy.subject)) return false;
  return policy.perRecord === true || !ability.relevantRuleFor(policy.action, policy.subject)?.conditions;
}
