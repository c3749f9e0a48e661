import { Link, NavLink } from 'react-router';
import { brandName } from '@/app/brand';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { CartLink } from '@/features/registration/components/CartLink';
import { PhoneMenu } from './PhoneMenu';
import { useSiteLinks, visitorLinks } from './siteLinks';
import { UserMenu } from './UserMenu';

export function SiteHeader() {
  const user = useAppSelector(selectSessionUser);
  const links = useSiteLinks();

  return (
    <header className="site-header" data-testid="public-header">
      <Link to="/" className="site-logo">
        {brandName}
      </Link>
      <nav className="site-nav" aria-label="Main">
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className="site-nav-link"
            data-testid={link.testId}
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <CartLink />
      <div className="site-account">
        {user ? (
          <UserMenu user={user} />
        ) : (
          visitorLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className="site-nav-link" data-testid={link.testId}>
              {link.label}
            </NavLink>
          ))
        )}
      </div>
      <PhoneMenu links={links} />
    </header>
  );
}
