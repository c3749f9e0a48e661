import { useAppSelector } from '@/app/hooks';
import { Can } from '@/app/abilityContext';
import { selectSessionUser } from '@/app/sessionSlice';
import { EditDeleteActions } from '@/shared/EditDeleteActions';
import type { ActionsVariant } from '@/shared/RecordActionsBar';
import { userActions } from '../userScreens';
import type { User } from '../userTypes';
import { ChangePasswordButton } from './ChangePasswordButton';

export interface UserActionsProps {
  user: User;
  variant: ActionsVariant;
  onDeleted?: () => void;
}

/** The actions the user's ability allows on one login; the server checks each request again. */
export function UserActions({ user, variant, onDeleted }: UserActionsProps) {
  const me = useAppSelector(selectSessionUser);
  return (
    <EditDeleteActions config={userActions} record={user} variant={variant} onDeleted={onDeleted}>
      {/* Your own password is changed from your profile, where the current one is asked for. */}
      {variant === 'page' && me?.id !== user.id && (
        <Can I="update" a="User">
          <ChangePasswordButton user={user} />
        </Can>
      )}
    </EditDeleteActions>
  );
}
