import { useNavigate } from 'react-router';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { useAppDispatch } from '@/app/hooks';
import { alertShown, signOutStarted } from '@/app/sessionSlice';
import { parseApiError } from '@/shared/apiError';
import { useLogoutMutation } from './authApi';

/**
 * Leaves for the home page as the session ends. The guards of signed-in pages see `signingOut` and
 * follow home instead of bouncing the user to the sign-in page, however the navigation and the
 * sign-out response interleave (a lazily loaded home page can arrive after the session is gone).
 * A failure is a global alert: the public layout, which signs out too, loads no antd of its own.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();

  const signOut = async () => {
    dispatch(signOutStarted());
    await navigate('/');
    try {
      await logout().unwrap();
    } catch (error) {
      const { status, message } = parseApiError(error);
      if (!isAlertedGlobally(status)) dispatch(alertShown({ type: 'error', title: message }));
    }
  };

  return { signOut, isSigningOut: isLoading };
}
