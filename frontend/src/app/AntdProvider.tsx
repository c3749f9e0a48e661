import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { theme } from './theme';

/**
 * antd's theme and its message, notification and modal hooks. Only what is built with antd loads this
 * (the back office, the public pages with forms, the error pages, the alerts): the home page does not.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** A layout route whose child routes' pages are built with antd. */
export function AntdOutlet() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
