import { Outlet } from 'react-router';
import { WithSignedInUser } from '@/features/auth/WithSignedInUser';

/** Public pages for signed-in users only (the profile); visitors are sent to sign in and brought back. */
export function RequireSignIn() {
  return <WithSignedInUser>{() => <Outlet />}</WithSignedInUser>;
}
