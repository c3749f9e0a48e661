import { Card, Descriptions, Typography } from 'antd';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { fullName } from '@/features/auth/me';
import { usePageTitle } from '@/shared/usePageTitle';

export function Dashboard() {
  usePageTitle('Dashboard');
  // AdminLayout renders its pages only for a signed-in user.
  const user = useAppSelector(selectSessionUser);
  if (!user) return null;

  return (
    <Card data-testid="dashboard-welcome">
      <Typography.Title level={3}>Welcome, {user.firstName}</Typography.Title>
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: fullName(user) },
          { key: 'role', label: 'Role', children: user.roleName },
          { key: 'email', label: 'Email', children: user.email },
        ]}
      />
    </Card>
  );
}
