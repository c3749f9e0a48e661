import { RecordEditPage } from '@/shared/RecordFormPage';
import { UserForm } from '../components/UserForm';
import { useGetUserQuery } from '../usersApi';
import type { User } from '../userTypes';
import { userScreens } from '../userScreens';

export function UserEdit() {
  return (
    <RecordEditPage<User> screens={userScreens} useOne={useGetUserQuery} titleOf={(user) => user.name}>
      {(user, handlers) => <UserForm key={user.id} record={user} {...handlers} />}
    </RecordEditPage>
  );
}
