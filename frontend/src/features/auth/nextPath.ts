import type { AppAbility } from '@/app/ability';
import { profilePaths } from '@/features/profile/paths';
import { isParticipant, type Me } from './me';

/** Only same-site paths are followed after sign-in, so a crafted link cannot send the user elsewhere. */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

export function canUseBackOffice(ability: AppAbility): boolean {
  return ability.can('read', 'Dashboard');
}

/** Where sign-in leads: the page that asked for it, else participants to their profile, staff to the back office. */
export function landingPath(user: Pick<Me, 'roleCode'>, ability: AppAbility, next: string | null): string {
  const safe = safeNextPath(next);
  if (safe) return safe;
  if (isParticipant(user)) return profilePaths.view;
  return canUseBackOffice(ability) ? '/admin' : '/';
}

export function loginPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ next: returnTo }).toString()}`;
}
