import { Button, Flex, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppAbility } from '@/app/abilityContext';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { isParticipant } from '@/features/auth/me';
import { canUseBackOffice } from '@/features/auth/nextPath';
import { parseApiError } from '@/shared/apiError';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { PageSpinner } from '@/shared/PageSpinner';
import { useGetMyProfileQuery } from '../profileApi';
import type { Profile } from '../profileTypes';

/** Staff sign in with logins that have no participant record; the server answers their profile with 404. */
function NoProfile() {
  const ability = useAppAbility();
  const user = useAppSelector(selectSessionUser);
  return (
    <Result
      status="info"
      title="Your account has no participant profile"
      subTitle={
        user && isParticipant(user)
          ? 'Please contact us and we will link your participant record to your account.'
          : 'Profiles belong to the people who attend our courses; your account is a staff login.'
      }
      extra={
        <Flex gap="small" justify="center" wrap>
          {canUseBackOffice(ability) && (
            <Link to="/admin">
              <Button type="primary">Back office</Button>
            </Link>
          )}
          <Link to="/">
            <Button>Back to home</Button>
          </Link>
        </Flex>
      }
      data-testid="no-profile"
    />
  );
}

/** Loads the signed-in participant's own record, then renders the page for it. */
export function WithMyProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const { data, error, isLoading, refetch } = useGetMyProfileQuery();

  if (isLoading) return <PageSpinner />;
  if (error) {
    if (parseApiError(error).status === 404) return <NoProfile />;
    return <LoadErrorAlert error={error} onRetry={refetch} />;
  }
  return data ? children(data) : <NoProfile />;
}
