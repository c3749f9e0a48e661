import { Descriptions } from 'antd';
import { formatDateTime } from '@/shared/formatDateTime';
import { RecordViewPage } from '@/shared/RecordViewPage';
import { StatusTag } from '@/shared/StatusTag';
import { UserActions } from '../components/UserActions';
import { UserParticipantRecord } from '../components/UserParticipantRecord';
import { userFieldLabels as labels } from '../userForm';
import { userScreens } from '../userScreens';
import { useGetUserQuery } from '../usersApi';
import type { User } from '../userTypes';
import { useUserTypes } from '../useUserTypes';

function UserDetails({ user }: { user: User }) {
  const userTypes = useUserTypes();

  return (
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
  );
}

export function UserView() {
  return (
    <RecordViewPage<User>
      screens={userScreens}
      useOne={useGetUserQuery}
      titleOf={(user) => user.name}
      actions={(user, onDeleted) => <UserActions user={user} variant="page" onDeleted={onDeleted} />}
    >
      {(user) => <UserDetails user={user} />}
    </RecordViewPage>
  );
}
