import { Button, Flex, Layout, Result, Typography } from 'antd';
import { Link, Outlet } from 'react-router';
import { useAppAbility } from '@/app/abilityContext';
import { AntdProvider } from '@/app/AntdProvider';
import { brandName } from '@/app/brand';
import { fullName, type Me } from '@/features/auth/me';
import { canUseBackOffice } from '@/features/auth/nextPath';
import { useSignOut } from '@/features/auth/useSignOut';
import { WithSignedInUser } from '@/features/auth/WithSignedInUser';
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

/** The back office for a signed-in user who may read the dashboard; anyone else is refused. */
function BackOffice({ user }: { user: Me }) {
  const ability = useAppAbility();
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

/** The back office: signed-in users who may read the dashboard; anyone else is sent to sign in or refused. */
export function AdminLayout() {
  return (
    <AntdProvider>
      <WithSignedInUser>{(user) => <BackOffice user={user} />}</WithSignedInUser>
    </AntdProvider>
  );
}
