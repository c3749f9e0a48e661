import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser, selectSigningOut } from '@/app/sessionSlice';
import { parseApiError } from '@/shared/apiError';
import { PageSpinner } from '@/shared/PageSpinner';
import { useMeQuery } from './authApi';
import type { Me } from './me';
import { loginPath } from './nextPath';

/**
 * Renders its children for the signed-in user, once the session is known; visitors are sent to sign in and
 * brought back to where they were going.
 */
export function WithSignedInUser({ children }: { children: (user: Me) => ReactNode }) {
  const { isLoading, error, refetch } = useMeQuery();
  const user = useAppSelector(selectSessionUser);
  const signingOut = useAppSelector(selectSigningOut);
  const location = useLocation();

  if (isLoading) return <PageSpinner />;
  if (user) return children(user);
  if (signingOut) return <Navigate to="/" replace />;
  const { status, message } = parseApiError(error);
  if (error && status !== 401) {
    return (
      <Result
        status="error"
        title="Your session could not be checked"
        subTitle={message}
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
}
