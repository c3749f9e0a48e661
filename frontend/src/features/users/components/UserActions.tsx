import { useAppSelector } from '@/app/hooks';
import { Can } from '@/app/abilityContext';
import { selectSessionUser } from '@/app/sessionSlice';
import { EditDeleteActions } from '@/shared/EditDeleteActions';
import { userPaths } from '../paths';
import { useDeleteUserMutation } from '../usersApi';
import type { User } from '../userTypes';
import { ChangePasswordButton } from './ChangePasswordButton';

export interface UserActionsProps {
  user: User;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
  onDeleted?: () => void;
}

/** The actions the user's ability allows on one login; the server checks each request again. */
export function UserActions({ user, variant, onDeleted }: UserActionsProps) {
  const me = useAppSelector(selectSessionUser);
  return (
    <EditDeleteActions
      record={user}
      subject="User"
      noun="user"
      paths={userPaths}
      useDelete={useDeleteUserMutation}
      variant={variant}
      deleteDescription="A login that records refer to cannot be deleted; set it inactive instead."
      onDeleted={onDeleted}
    >
      {/* Your own password is changed from your profile, where the current one is asked for. */}
      {variant === 'page' && me?.id !== user.id && (
        <Can I="update" a="User">
          <ChangePasswordButton user={user} />
        </Can>
      )}
    </EditDeleteActions>
  );
}
