import { Card, Descriptions, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { formatDateTime } from '@/shared/formatDateTime';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { StatusTag } from '@/shared/StatusTag';
import { usePageTitle } from '@/shared/usePageTitle';
import { WithRecord } from '@/shared/WithRecord';
import { UserActions } from '../components/UserActions';
import { UserParticipantRecord } from '../components/UserParticipantRecord';
import { userPaths } from '../paths';
import { userFieldLabels as labels } from '../userForm';
import { useGetUserQuery } from '../usersApi';
import type { User } from '../userTypes';
import { useUserTypes } from '../useUserTypes';

function UserDetails({ user }: { user: User }) {
  const navigate = useNavigate();
  const userTypes = useUserTypes();

  return (
    <Flex vertical gap="middle">
      <PageBreadcrumb root={{ title: 'Users', path: userPaths.list }} items={[{ title: user.name }]} />
      <Card
        title={user.name}
        extra={<UserActions user={user} variant="page" onDeleted={() => void navigate(userPaths.list)} />}
        data-testid="user-view"
      >
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'firstName', label: labels.firstName, children: user.firstName },
            { key: 'lastName', label: labels.lastName, children: user.lastName },
            { key: 'email', label: labels.email, children: user.email },
            { key: 'roleCode', label: labels.roleCode, children: user.roleName },
            { key: 'userType', label: labels.userType, children: userTypes.nameOf(user.userType) },
            { key: 'status', label: labels.status, children: <StatusTag status={user.status} /> },
            {
              key: 'participant',
              label: 'Participant record',
              children: <UserParticipantRecord userId={user.id} />,
            },
            { key: 'lastLoginAt', label: labels.lastLoginAt, children: formatDateTime(user.lastLoginAt) },
            { key: 'createdAt', label: 'Created', children: formatDateTime(user.createdAt) },
          ]}
        />
      </Card>
    </Flex>
  );
}

export function UserView() {
  usePageTitle('Users', 'View');
  return (
    <RequireAbility action="read" subject="User">
      <WithRecord<User> useOne={useGetUserQuery} noun="user" area="Users" listPath={userPaths.list}>
        {(user) => <UserDetails user={user} />}
      </WithRecord>
    </RequireAbility>
  );
}
