import { Button, Flex, Layout, Result, Typography } from 'antd';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useAppAbility } from '@/app/abilityContext';
import { brandName } from '@/app/brand';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { useMeQuery } from '@/features/auth/authApi';
import { fullName, type Me } from '@/features/auth/me';
import { canUseBackOffice, loginPath } from '@/features/auth/nextPath';
import { useSignOut } from '@/features/auth/useSignOut';
import { parseApiError } from '@/shared/apiError';
import { PageSpinner } from '@/shared/PageSpinner';
import { AdminMenu } from './AdminMenu';

function AdminShell({ user }: { user: Me }) {
  const { signOut, isSigningOut } = useSignOut();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light" width={232}>
        <Link to="/" style={{ display: 'block', padding: '20px 24px', fontWeight: 600 }}>
          {brandName}
        </Link>
        <AdminMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          data-testid="admin-header"
          style={{ background: '#fff', paddingInline: 24, borderBottom: '1px solid #e8edf3' }}
        >
          <Flex justify="flex-end" align="center" gap="middle" style={{ height: '100%' }}>
            <span>
              <Typography.Text strong data-testid="admin-user-name">
                {fullName(user)}
              </Typography.Text>{' '}
              <Typography.Text type="secondary" data-testid="admin-user-role">
                {user.roleName}
              </Typography.Text>
            </span>
            <Button onClick={() => void signOut()} loading={isSigningOut}>
              Sign out
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The back office: signed-in users who may read the dashboard; anyone else is sent to sign in or refused. */
export function AdminLayout() {
  const { isLoading, error, refetch } = useMeQuery();
  const user = useAppSelector(selectSessionUser);
  const ability = useAppAbility();
  const location = useLocation();

  if (isLoading) return <PageSpinner />;
  if (!user) {
    const { status, message } = parseApiError(error);
    if (error && status !== 401) {
      return (
        <Result
          status="error"
          title="Your session could not be checked"
          subTitle={message}
          extra={
            <Button type="primary" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        />
      );
    }
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (!canUseBackOffice(ability)) {
    return (
      <Result
        status="403"
        title="You do not have access to the back office"
        subTitle={`Signed in as ${fullName(user)} (${user.roleName}).`}
        extra={
          <Link to="/">
            <Button type="primary">Back to home</Button>
          </Link>
        }
      />
    );
  }
  return <AdminShell user={user} />;
}
