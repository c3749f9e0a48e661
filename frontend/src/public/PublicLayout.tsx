import { DownOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Drawer, Dropdown, Layout, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useAppAbility } from '@/app/abilityContext';
import { brandName } from '@/app/brand';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { fullName, isParticipant, type Me } from '@/features/auth/me';
import { canUseBackOffice } from '@/features/auth/nextPath';
import { upcomingCoursesPath } from '@/features/events/paths';
import { useSignOut } from '@/features/auth/useSignOut';
import { profilePaths } from '@/features/profile/paths';
import { CartLink } from '@/features/registration/components/CartLink';
import { useGetProviderQuery } from '@/features/site/siteApi';
import { infoPaths } from './infoPaths';
import './publicLayout.css';

interface SiteLink {
  to: string;
  label: string;
  testId?: string;
  end?: boolean;
}

/** The header's pages for this visitor: the same on a wide screen's bar and in a phone's menu. */
function useSiteLinks(): SiteLink[] {
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

const visitorLinks: readonly SiteLink[] = [
  { to: profilePaths.create, label: 'Sign up', testId: 'sign-up-link' },
  { to: '/login', label: 'Sign in', testId: 'sign-in-link' },
];

function UserDropdown({ user }: { user: Me }) {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const items: MenuProps['items'] = [
    { key: 'name', label: fullName(user), disabled: true },
    { type: 'divider' },
    ...(isParticipant(user) ? [{ key: 'profile', label: 'My profile' }] : []),
    ...(canUseBackOffice(ability) ? [{ key: 'admin', label: 'Back office' }] : []),
    { key: 'signOut', label: 'Sign out' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate(profilePaths.view);
    if (key === 'admin') void navigate('/admin');
    if (key === 'signOut') void signOut();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" icon={<UserOutlined />} className="site-header-button" data-testid="user-menu">
        <span className="site-user-name">{fullName(user)}</span> <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** Narrow screens: every page and the account's links in a drawer, behind one button. */
function PhoneMenu({ links }: { links: readonly SiteLink[] }) {
  const user = useAppSelector(selectSessionUser);
  const { signOut } = useSignOut();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const account = user ? [] : visitorLinks;

  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label="Menu"
        aria-expanded={open}
        className="site-header-button site-menu-button"
        onClick={() => setOpen(true)}
        data-testid="site-menu-button"
      />
      <Drawer
        open={open}
        onClose={close}
        placement="right"
        size={280}
        title={user ? fullName(user) : brandName}
        data-testid="site-menu"
      >
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
            <Button
              block
              className="site-header-button"
              onClick={() => {
                close();
                void signOut();
              }}
              data-testid="menu-sign-out"
            >
              Sign out
            </Button>
          )}
        </nav>
      </Drawer>
    </>
  );
}

function SiteHeader() {
  const user = useAppSelector(selectSessionUser);
  const links = useSiteLinks();

  return (
    <Layout.Header className="site-header" data-testid="public-header">
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
          <UserDropdown user={user} />
        ) : (
          visitorLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className="site-nav-link" data-testid={link.testId}>
              {link.label}
            </NavLink>
          ))
        )}
      </div>
      <PhoneMenu links={links} />
    </Layout.Header>
  );
}

const footerLinks: readonly SiteLink[] = [
  { to: infoPaths.about, label: 'About us' },
  { to: infoPaths.faqs, label: 'FAQs' },
  { to: infoPaths.articles, label: 'Articles' },
  { to: infoPaths.privacy, label: 'Privacy policy' },
  { to: infoPaths.terms, label: 'Terms of use' },
];

function SiteFooter() {
  const { data: provider } = useGetProviderQuery();
  return (
    <Layout.Footer className="site-footer" data-testid="site-footer">
      <div>
        <div>
          © {new Date().getFullYear()} {provider?.name ?? brandName}
        </div>
        {provider && (
          <div className="site-footer-contact">
            <a href={`mailto:${provider.email}`}>{provider.email}</a> · {provider.phone}
          </div>
        )}
      </div>
      <nav className="site-footer-links" aria-label="About this site">
        {footerLinks.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
    </Layout.Footer>
  );
}

export function PublicLayout() {
  return (
    <Layout className="site">
      <SiteHeader />
      <Layout.Content className="site-content">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
