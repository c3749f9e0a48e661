import { RecordCreatePage } from '@/shared/RecordFormPage';
import { UserForm } from '../components/UserForm';
import { userScreens } from '../userScreens';

export function UserCreate() {
  return (
    <RecordCreatePage screens={userScreens}>
      {(handlers) => <UserForm record={null} {...handlers} />}
    </RecordCreatePage>
  );
}
