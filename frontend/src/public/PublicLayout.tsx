import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Layout, type MenuProps } from 'antd';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useAppAbility } from '@/app/abilityContext';
import { brandName } from '@/app/brand';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { fullName, isParticipant } from '@/features/auth/me';
import { canUseBackOffice } from '@/features/auth/nextPath';
import { upcomingCoursesPath } from '@/features/events/paths';
import { useSignOut } from '@/features/auth/useSignOut';
import { profilePaths } from '@/features/profile/paths';
import { CartLink } from '@/features/registration/components/CartLink';
import './publicLayout.css';

function UserDropdown() {
  const user = useAppSelector(selectSessionUser);
  const ability = useAppAbility();
  const navigate = useNavigate();
  const { signOut } = useSignOut();

  if (!user) {
    return (
      <Flex gap={24} align="center">
        <NavLink to={profilePaths.create} className="site-nav-link" data-testid="sign-up-link">
          Sign up
        </NavLink>
        <NavLink to="/login" className="site-nav-link" data-testid="sign-in-link">
          Sign in
        </NavLink>
      </Flex>
    );
  }

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
      <Button type="text" icon={<UserOutlined />} data-testid="user-menu">
        {fullName(user)} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

export function PublicLayout() {
  const ability = useAppAbility();
  const user = useAppSelector(selectSessionUser);

  return (
    <Layout className="site">
      <Layout.Header className="site-header" data-testid="public-header">
        <Link to="/" className="site-logo">
          {brandName}
        </Link>
        <nav className="site-nav" aria-label="Main">
          <NavLink to="/" end className="site-nav-link">
            Home
          </NavLink>
          <NavLink to={upcomingCoursesPath} className="site-nav-link">
            Courses
          </NavLink>
          {user && isParticipant(user) && (
            <NavLink to={profilePaths.view} className="site-nav-link" data-testid="my-profile-link">
              My profile
            </NavLink>
          )}
          {canUseBackOffice(ability) && (
            <NavLink to="/admin" className="site-nav-link">
              Back office
            </NavLink>
          )}
        </nav>
        <CartLink />
        <UserDropdown />
      </Layout.Header>
      <Layout.Content className="site-content">
        <Outlet />
      </Layout.Content>
      <Layout.Footer className="site-footer">
        <span>
          © {new Date().getFullYear()} {brandName}
        </span>
        <span className="site-footer-links">
          <span>Privacy policy</span>
          <span>Terms of use</span>
          <span>About us</span>
        </span>
      </Layout.Footer>
    </Layout>
  );
}
