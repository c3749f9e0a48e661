import { Button, Result } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { useMeQuery } from '@/features/auth/authApi';
import { loginPath } from '@/features/auth/nextPath';
import { parseApiError } from '@/shared/apiError';
import { PageSpinner } from '@/shared/PageSpinner';

/** Public pages for signed-in users only (the profile); visitors are sent to sign in and brought back. */
export function RequireSignIn() {
  const { isLoading, error, refetch } = useMeQuery();
  const user = useAppSelector(selectSessionUser);
  const location = useLocation();

  if (isLoading) return <PageSpinner />;
  if (!user) {
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
  return <Outlet />;
}
