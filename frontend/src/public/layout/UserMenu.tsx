import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAppAbility } from '@/app/abilityContext';
import { fullName, isParticipant, type Me } from '@/features/auth/me';
import { canUseBackOffice } from '@/features/auth/nextPath';
import { useSignOut } from '@/features/auth/useSignOut';
import { profilePaths } from '@/features/profile/paths';
import { Icon } from '@/shared/Icon';
import { useDismiss } from './useDismiss';

/** The signed-in user's name in the header, opening their pages and signing out. */
export function UserMenu({ user }: { user: Me }) {
  const ability = useAppAbility();
  const { signOut } = useSignOut();
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(area, open, close);

  return (
    <div className="user-menu" ref={area}>
      <button
        type="button"
        className="site-text-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="user-menu"
      >
        <Icon name="user" />
        <span className="site-user-name">{fullName(user)}</span>
        <Icon name="down" />
      </button>
      {open && (
        <div className="user-menu-list" role="menu" aria-label={fullName(user)}>
          <div role="menuitem" aria-disabled="true" className="user-menu-item is-disabled">
            {fullName(user)}
          </div>
          <div role="separator" className="user-menu-divider" />
          {isParticipant(user) && (
            <Link role="menuitem" className="user-menu-item" to={profilePaths.view} onClick={close}>
              My profile
            </Link>
          )}
          {canUseBackOffice(ability) && (
            <Link role="menuitem" className="user-menu-item" to="/admin" onClick={close}>
              Back office
            </Link>
          )}
          <button
            type="button"
            role="menuitem"
            className="user-menu-item"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
