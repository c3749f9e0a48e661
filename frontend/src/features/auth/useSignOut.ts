import { App } from 'antd';
import { useNavigate } from 'react-router';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { parseApiError } from '@/shared/apiError';
import { useLogoutMutation } from './authApi';

/**
 * Leaves for the home page before the session ends, so back-office guards never see a signed-out user
 * and bounce them to the sign-in page instead.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const { message } = App.useApp();

  const signOut = async () => {
    await navigate('/');
    try {
      await logout().unwrap();
    } catch (error) {
      const { status, message: text } = parseApiError(error);
      if (!isAlertedGlobally(status)) void message.error(text);
    }
  };

  return { signOut, isSigningOut: isLoading };
}
