import { useAppAbility } from '@/app/abilityContext';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { isParticipant } from '@/features/auth/me';
import { canUseBackOffice } from '@/features/auth/nextPath';
import { upcomingCoursesPath } from '@/features/events/paths';
import { profilePaths } from '@/features/profile/paths';
import { infoPaths } from '../infoPaths';

export interface SiteLink {
  to: string;
  label: string;
  testId?: string;
  end?: boolean;
}

/** The header's pages for this visitor: the same on a wide screen's bar and in a phone's menu. */
export function useSiteLinks(): SiteLink[] {
  const user = useAppSelector(selectSessionUser);
  const ability = useAppAbility();
  return [
    { to: '/', label: 'Home', end: true },
    { to: upcomingCoursesPath, label: 'Courses' },
    ...(user && isParticipant(user)
      ? [{ to: profilePaths.view, label: 'My profile', testId: 'my-profile-link' }]
      : []),
    ...(canUseBackOffice(ability) ? [{ to: '/admin', label: 'Back office' }] : []),
  ];
}

export const visitorLinks: readonly SiteLink[] = [
  { to: profilePaths.create, label: 'Sign up', testId: 'sign-up-link' },
  { to: '/login', label: 'Sign in', testId: 'sign-in-link' },
];

export const footerLinks: readonly SiteLink[] = [
  { to: infoPaths.about, label: 'About us' },
  { to: infoPaths.faqs, label: 'FAQs' },
  { to: infoPaths.articles, label: 'Articles' },
  { to: infoPaths.privacy, label: 'Privacy policy' },
  { to: infoPaths.terms, label: 'Terms of use' },
];
