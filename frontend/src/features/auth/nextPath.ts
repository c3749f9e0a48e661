import type { AppAbility } from '@/app/ability';

/** Only same-site paths are followed after sign-in, so a crafted link cannot send the user elsewhere. */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

export function canUseBackOffice(ability: AppAbility): boolean {
  return ability.can('read', 'Dashboard');
}

export function landingPath(ability: AppAbility, next: string | null): string {
  return safeNextPath(next) ?? (canUseBackOffice(ability) ? '/admin' : '/');
}

export function loginPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ next: returnTo }).toString()}`;
}
