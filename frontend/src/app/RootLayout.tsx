import { Outlet } from 'react-router';
import { useMeQuery } from '@/features/auth/authApi';
import { AlertHost } from './AlertHost';
import { useScrollToTop } from './useScrollToTop';

export function RootLayout() {
  useScrollToTop();
  // Loads the signed-in user (or learns the visitor is anonymous) once for every area.
  useMeQuery();
  return (
    <>
      <AlertHost />
      <Outlet />
    </>
  );
}
