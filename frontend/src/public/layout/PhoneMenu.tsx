import { useState } from 'react';
import { NavLink } from 'react-router';
import { brandName } from '@/app/brand';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { fullName } from '@/features/auth/me';
import { useSignOut } from '@/features/auth/useSignOut';
import { Icon } from '@/shared/Icon';
import { Drawer } from './Drawer';
import { visitorLinks, type SiteLink } from './siteLinks';

/** Narrow screens: every page and the account's links in a drawer, behind one button. */
export function PhoneMenu({ links }: { links: readonly SiteLink[] }) {
  const user = useAppSelector(selectSessionUser);
  const { signOut } = useSignOut();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const account = user ? [] : visitorLinks;

  return (
    <>
      <button
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        className="site-text-button site-menu-button"
        onClick={() => setOpen(true)}
        data-testid="site-menu-button"
      >
        <Icon name="menu" />
      </button>
      <Drawer open={open} onClose={close} title={user ? fullName(user) : brandName} testId="site-menu">
        <nav className="site-menu" aria-label="Main">
          {[...links, ...account].map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className="site-menu-link"
              onClick={close}
              data-testid={link.testId && `menu-${link.testId}`}
            >
              {link.label}
            </NavLink>
          ))}
          {user && (
            <button
              type="button"
              className="site-button"
              onClick={() => {
                close();
                void signOut();
              }}
              data-testid="menu-sign-out"
            >
              Sign out
            </button>
          )}
        </nav>
      </Drawer>
    </>
  );
}
